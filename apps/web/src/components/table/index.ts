export * from './DataTable';
export * from './ColumnSettings';
export * from './useColumnConfig';
export * from './usePagedList';
export * from './ExportButton';
export * from './exportPlan';
export { sequenceCodes, type ColumnChoice } from './columnChoice';
