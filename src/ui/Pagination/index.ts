export { Pagination, type PaginationProps } from './Pagination';
export { pageCount, pageItems, type PageItem } from './pagination';
