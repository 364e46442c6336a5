import type { ExportColumn } from '@gcs/contracts';

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell as the sheet shows it: numbers stay numbers, yes/no flags read 是/否, nothing is an empty cell. */
export function sheetValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}

/**
 * Builds the .xlsx in the browser (up to 10 000 rows). ExcelJS is loaded only here, on demand, so it is a chunk of
 * its own and the pages do not carry it.
 */
export async function buildWorkbook(
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<Blob> {
  const loaded = await import('exceljs');
  const ExcelJS = ('default' in loaded && loaded.default ? loaded.default : loaded) as typeof import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Sheet names are at most 31 characters and exclude a few symbols.
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, '_').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((column) => ({
    header: column.title,
    key: column.code,
    width: Math.min(60, Math.max(10, column.title.length * 2 + 4)),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => sheetValue(row[column.code])));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: xlsxMimeType });
}
