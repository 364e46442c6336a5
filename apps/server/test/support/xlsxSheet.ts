import ExcelJS from 'exceljs';

/** The cells of the first sheet of an .xlsx, row by row, as a spreadsheet program shows them (empty cells absent). */
export async function sheetOf(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('导出的文件没有工作表');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
