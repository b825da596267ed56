export { useColumns } from './useColumns';
export { cellSizes, columnsForWidth, favouritesColumns, storeGridColumns, type ColumnBreakpoint, type ColumnTable } from './columns';
