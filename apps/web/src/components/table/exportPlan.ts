import {
  clientExportLimit,
  serverExportLimit,
  shownExportColumns,
  type ExportColumn,
  type ExportMode,
  type TableColumn,
} from '@gcs/contracts';

export type { ExportMode };

/**
 * What the export button does for a total (spec 02 sections 2.2 and 8), pure: nothing to export says 无数据; otherwise
 * a confirmation, which warns when the total passes the mode's limit (10 000 rows built in the browser, 50 000 rows
 * streamed by the server) that only the first rows are exported.
 */
export type ExportPlan = { kind: 'noData' } | { kind: 'confirm'; question: string; rows: number; truncated: boolean };

export const exportConfirmTitle = '导出确认';
export const exportAllQuestion = '确定导出全部数据吗？';
export const exportTruncatedQuestion = (total: number, limit: number) =>
  `共 ${total} 条数据，超过 ${limit} 条，仅导出前 ${limit} 条，是否继续？`;

export const exportLimit = (mode: ExportMode) => (mode === 'client' ? clientExportLimit : serverExportLimit);

export function exportPlan(total: number, mode: ExportMode): ExportPlan {
  if (!Number.isFinite(total) || total <= 0) return { kind: 'noData' };
  const limit = exportLimit(mode);
  if (total > limit) {
    return { kind: 'confirm', question: exportTruncatedQuestion(total, limit), rows: limit, truncated: true };
  }
  return { kind: 'confirm', question: exportAllQuestion, rows: total, truncated: false };
}

/** The columns an export writes: the shown ones, in the shown order, as code and title. */
export function exportColumns(columns: readonly TableColumn[]): ExportColumn[] {
  return shownExportColumns(columns);
}

/** The list call's query for a server export: the current filters, isExport and ExportColumns; no paging. */
export function serverExportQuery(
  filters: Record<string, unknown>,
  columns: readonly TableColumn[],
): Record<string, unknown> {
  const query: Record<string, unknown> = { ...filters, isExport: true };
  delete query.PageIndex;
  delete query.CountPerPage;
  query.ExportColumns = JSON.stringify(exportColumns(columns));
  return query;
}

/** `<title>.xlsx`, without the characters file systems refuse. */
export function exportFileName(title: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return `${clean === '' ? '导出数据' : clean}.xlsx`;
}

/** The pages a browser export reads: CountPerPage 500 until the rows to export are in. */
export const clientExportPageSize = 500;
export function clientExportPages(rows: number): number {
  return Math.ceil(Math.min(rows, clientExportLimit) / clientExportPageSize);
}
