import { join } from 'node:path';
import ExcelJS from 'exceljs';

/** What the downloaded import template says: the archive sheet's header row and the valid names of each list. */
export interface ImportTemplate {
  sheetName: string;
  headers: string[];
  /** The list sheet (可选值): its column titles and the names under each. */
  choices: Map<string, string[]>;
}

const cellText = (value: ExcelJS.CellValue) => (value === null || value === undefined ? '' : String(value).trim());

/** Reads the template as a person would open it: the first sheet's headers, and the 可选值 sheet's lists. */
export async function readTemplate(path: string): Promise<ImportTemplate> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('模板没有工作表');
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    headers[column - 1] = cellText(cell.value);
  });
  const choices = new Map<string, string[]>();
  const lists = workbook.getWorksheet('可选值');
  lists?.getRow(1).eachCell({ includeEmpty: false }, (cell, column) => {
    const names: string[] = [];
    for (let row = 2; row <= lists.rowCount; row += 1) {
      const name = cellText(lists.getCell(row, column).value);
      if (name) names.push(name);
    }
    choices.set(cellText(cell.value), names);
  });
  return { sheetName: sheet.name, headers, choices };
}

/** One archive row to import, by header (columns left out stay empty). */
export type ImportRow = Record<string, string>;

/**
 * Writes an .xlsx file with the template's sheet name and header row and the given rows (every cell text, as the
 * template's columns are), and returns its path.
 */
export async function writeImportFile(
  folder: string,
  name: string,
  template: ImportTemplate,
  rows: readonly ImportRow[],
): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.sheetName);
  sheet.addRow(template.headers);
  for (const row of rows) {
    const unknown = Object.keys(row).filter((header) => !template.headers.includes(header));
    if (unknown.length > 0) throw new Error(`模板没有这些列：${unknown.join('、')}`);
    sheet.addRow(template.headers.map((header) => row[header] ?? ''));
  }
  const path = join(folder, name);
  await workbook.xlsx.writeFile(path);
  return path;
}
