import ExcelJS from 'exceljs';
import { cylinderCategoryLabels, importLimits, importMessages, type CylinderCategory } from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import { SheetRefusal, streamFirstSheet } from './sheetStream';

/** What each column of the import sheet holds (a key of the row read back). */
export type ImportColumnKey =
  | 'barcode'
  | 'serialNumber'
  | 'vendor'
  | 'type'
  | 'medium'
  | 'spec'
  | 'makeDate'
  | 'lastInspectionDate'
  | 'nominalWorkingPressure'
  | 'volume'
  | 'wallThickness'
  | 'belongType'
  | 'selfCode'
  | 'vendorBarcode'
  | 'productStandard'
  | 'remark'
  | 'plateNum'
  | 'vehicleType'
  | 'departmentName'
  | 'installEntityName'
  | 'installDate';

export type ListKind = 'vendor' | 'type' | 'medium' | 'spec' | 'belong' | 'vehicleType';

interface ImportColumn {
  key: ImportColumnKey;
  header: string;
  required?: boolean;
  list?: ListKind;
  example: string;
  width?: number;
}

const baseColumns: readonly ImportColumn[] = [
  { key: 'barcode', header: '条码', required: true, example: 'QP2024000001', width: 20 },
  { key: 'serialNumber', header: '出厂编号', required: true, example: 'SN240501', width: 16 },
  { key: 'vendor', header: '制造单位', required: true, list: 'vendor', example: '', width: 28 },
  { key: 'type', header: '气瓶类型', required: true, list: 'type', example: '', width: 16 },
  { key: 'medium', header: '充装介质', required: true, list: 'medium', example: '', width: 14 },
  { key: 'spec', header: '规格型号', required: true, list: 'spec', example: '', width: 12 },
  { key: 'makeDate', header: '制造年月', required: true, example: '2024-05', width: 12 },
  { key: 'lastInspectionDate', header: '上次检验日期', example: '', width: 14 },
  { key: 'nominalWorkingPressure', header: '公称工作压力(MPa)', example: '2.1', width: 18 },
  { key: 'volume', header: '容积(L)', example: '35.5', width: 10 },
  { key: 'wallThickness', header: '壁厚(mm)', example: '3', width: 10 },
  { key: 'belongType', header: '产权性质', list: 'belong', example: '自有产权', width: 12 },
  { key: 'selfCode', header: '自有编号', example: '', width: 14 },
  { key: 'vendorBarcode', header: '制造单位条码', example: '', width: 16 },
  { key: 'productStandard', header: '执行标准', example: '', width: 16 },
  { key: 'remark', header: '备注', example: '', width: 24 },
];

const vehicleColumns: readonly ImportColumn[] = [
  { key: 'plateNum', header: '车牌号', example: '浙E12345', width: 12 },
  { key: 'vehicleType', header: '车辆类型', list: 'vehicleType', example: '', width: 14 },
  { key: 'departmentName', header: '所属单位', example: '', width: 20 },
  { key: 'installEntityName', header: '安装单位', example: '', width: 20 },
  { key: 'installDate', header: '安装日期', example: '2024-06-01', width: 12 },
];

/** The columns of a category's sheet: vehicle cylinders add the vehicle's fields. */
export function importColumns(category: number): readonly ImportColumn[] {
  return category === 3 ? [...baseColumns, ...vehicleColumns] : baseColumns;
}

/** Every header the reader knows (a file may carry the vehicle columns whatever its category). */
const knownHeaders = new Map([...baseColumns, ...vehicleColumns].map((column) => [column.header, column.key]));

/** The remark that marks the template's example row: the reader skips that row. */
export const exampleRemark = '示例行（导入时忽略）';
export const belongTypeNames = ['自有产权', '非自有产权', '寄存'];
const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const importTemplateType = xlsxMime;

/** The name of a category's template file. */
export const templateFileName = (category: number) =>
  `${cylinderCategoryLabels[category as CylinderCategory] ?? '气瓶'}档案导入模板.xlsx`;

/**
 * The import template: the archive sheet with its Chinese header row (required columns in red, every cell text so
 * that barcodes and months stay as typed), one example row, drop-down lists fed by a second sheet that lists the
 * valid makers, types, media, specs, ownership values (and vehicle types), and a sheet of instructions.
 */
export async function buildTemplate(category: number, lists: Record<ListKind, readonly string[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '气瓶安全监管平台';
  const sheet = workbook.addWorksheet('气瓶档案');
  const values = workbook.addWorksheet('可选值');
  const help = workbook.addWorksheet('填写说明');
  const columns = importColumns(category);

  const listColumns: ListKind[] = [
    'vendor',
    'type',
    'medium',
    'spec',
    'belong',
    ...(category === 3 ? ['vehicleType' as const] : []),
  ];
  const listTitles: Record<ListKind, string> = {
    vendor: '制造单位',
    type: '气瓶类型',
    medium: '充装介质',
    spec: '规格型号',
    belong: '产权性质',
    vehicleType: '车辆类型',
  };
  const listRange = new Map<ListKind, string>();
  listColumns.forEach((kind, index) => {
    const column = values.getColumn(index + 1);
    column.width = kind === 'vendor' ? 32 : 16;
    values.getCell(1, index + 1).value = listTitles[kind];
    values.getCell(1, index + 1).font = { bold: true };
    lists[kind].forEach((name, row) => (values.getCell(row + 2, index + 1).value = name));
    const letter = column.letter;
    if (lists[kind].length > 0) listRange.set(kind, `'可选值'!$${letter}$2:$${letter}$${lists[kind].length + 1}`);
  });

  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width ?? 14;
    sheetColumn.numFmt = '@';
    const cell = sheet.getCell(1, index + 1);
    cell.value = column.header;
    cell.font = { bold: true, color: { argb: column.required ? 'FFFF0000' : 'FF000000' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
    const range = column.list ? listRange.get(column.list) : undefined;
    if (range) {
      const address = `${sheetColumn.letter}2:${sheetColumn.letter}${importLimits.maxRows + 1}`;
      (
        sheet as unknown as { dataValidations: { add(address: string, rule: ExcelJS.DataValidation): void } }
      ).dataValidations.add(address, {
        type: 'list',
        allowBlank: !column.required,
        formulae: [range],
        showErrorMessage: true,
        errorTitle: '输入有误',
        error: `请从下拉列表中选择${column.header}`,
      });
    }
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const example = columns.map((column) => {
    if (column.key === 'remark') return exampleRemark;
    if (column.list && column.list !== 'belong') return lists[column.list][0] ?? '';
    return column.example;
  });
  const exampleRow = sheet.addRow(example);
  exampleRow.font = { italic: true, color: { argb: 'FF888888' } };

  help.getColumn(1).width = 100;
  const lines = [
    `${cylinderCategoryLabels[category as CylinderCategory] ?? ''}档案导入说明`,
    '1. 红色列为必填列；制造单位、气瓶类型、充装介质、规格型号、产权性质请从下拉列表中选择（见“可选值”工作表）。',
    '2. 制造年月、上次检验日期按“年-月”填写，例如 2024-05；安装日期按“年-月-日”填写，例如 2024-06-01。',
    '3. 下次检验日期和报废日期由系统按检验规则自动计算，无需填写。',
    `4. 第2行为示例，备注为“${exampleRemark}”的行导入时会被忽略，也可以直接删除。`,
    `5. 每个文件最多${importLimits.maxRows}行、不超过10MB；任何一行有错误时整个文件都不会导入，请按提示修改后重新导入。`,
  ];
  lines.forEach((line, index) => {
    help.getCell(index + 1, 1).value = line;
    if (index === 0) help.getCell(1, 1).font = { bold: true, size: 14 };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A data row read from an uploaded sheet: its spreadsheet row number and its cells by column key. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<ImportColumnKey, string | Date>>;
}

export interface ReadSheet {
  rows: SheetRow[];
  /** Problems with the file as a whole (missing columns), reported against the header row. */
  headerProblems: string[];
}

const refusals = {
  notXlsx: [400, importMessages.notXlsx],
  tooLarge: [413, importMessages.inflatedTooLarge],
  tooManyCells: [413, importMessages.tooManyCells],
} as const;

/**
 * Reads an uploaded .xlsx file (refusing anything that is not one) into rows keyed by column, streamed: a file that
 * unpacks past the size limit or holds more cells than the limit is refused (413) before it is read through.
 */
export async function readSheet(file: Buffer, category: number): Promise<ReadSheet> {
  const isZip = file.length > 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;
  if (!isZip) throw new HttpError(400, importMessages.notXlsx);
  const keys = new Map<number, ImportColumnKey>();
  const rows: SheetRow[] = [];
  let tooMany = false;
  const limits = { maxInflatedBytes: importLimits.maxInflatedBytes, maxCells: importLimits.maxCells };
  try {
    await streamFirstSheet(file, limits, ({ row: rowNumber, cells: values }) => {
      if (rowNumber === 1) {
        for (const [column, value] of values) {
          const key = knownHeaders.get(String(value).replace(/[*＊\s]/g, ''));
          if (key) keys.set(column, key);
        }
        return true;
      }
      const cells: SheetRow['cells'] = {};
      for (const [column, value] of values) {
        const key = keys.get(column);
        if (key) cells[key] = value;
      }
      if (Object.keys(cells).length === 0 || cells.remark === exampleRemark) return true;
      rows.push({ row: rowNumber, cells });
      tooMany = rows.length > importLimits.maxRows;
      return !tooMany;
    });
  } catch (error) {
    if (!(error instanceof SheetRefusal)) throw error;
    const [status, message] = refusals[error.reason];
    throw new HttpError(status, message);
  }
  if (tooMany) throw new HttpError(400, importMessages.tooManyRows);
  const present = new Set(keys.values());
  const missing = importColumns(category).filter((column) => column.required && !present.has(column.key));
  const headerProblems = missing.length > 0 ? [`缺少列：${missing.map((column) => column.header).join('、')}`] : [];
  return { rows, headerProblems };
}

/** A month cell as yyyy-MM when it reads as one (2024-05, 2024/5, 2024.05, 2024年5月, a full date or a date cell). */
export function monthOfCell(value: string | Date | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 7);
  const match = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*(?:月|[-/.]\s*\d{1,2}\s*日?)?$/.exec(value);
  if (!match) return value;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : value;
}

/** A day cell as yyyy-MM-dd when it reads as one (2024-06-01, 2024/6/1, 2024年6月1日 or a date cell). */
export function dayOfCell(value: string | Date | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const match = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(value);
  if (!match) return value;
  return `${match[1]}-${String(Number(match[2])).padStart(2, '0')}-${String(Number(match[3])).padStart(2, '0')}`;
}
