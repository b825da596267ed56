export { useColumns } from './useColumns';
export { columnsForWidth, favouritesColumns, storeGridColumns, type ColumnBreakpoint, type ColumnTable } from './columns';
