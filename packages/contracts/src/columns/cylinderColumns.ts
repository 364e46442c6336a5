import type { CylinderRow } from '../api/cylinder';
import type { TableColumn } from '../api/shared';

/** A column of the archive tables: its code is a field of the cylinder row. */
export type CylinderColumn = TableColumn<keyof CylinderRow & string>;

/** The sequence column, always first. */
export const sequenceColumnCode = 'ordinalNum';

/**
 * The default cylinder table columns (spec 02 section 3.11), in their order, followed by the other columns of the
 * cylinder list, which are hidden until the user or the page's column configuration shows them.
 */
export const cylinderColumns: readonly CylinderColumn[] = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '制造单位', code: 'vendorName', isDisplay: true, width: 200 },
  { title: '出厂编号', code: 'serialNumber', isDisplay: true, width: 140 },
  { title: '制造年月', code: 'makeDate', isDisplay: true, width: 100, align: 'center', sortable: 'custom' },
  { title: '检验单位', code: 'inspectionStationName', isDisplay: true, width: 200 },
  {
    title: '上次检验日期',
    code: 'lastInspectionDate',
    isDisplay: true,
    width: 120,
    align: 'center',
    sortable: 'custom',
  },
  {
    title: '下次检验日期',
    code: 'nextInspectionDate',
    isDisplay: true,
    width: 120,
    align: 'center',
    sortable: 'custom',
  },
  { title: '规格型号', code: 'spec', isDisplay: true, width: 110 },
  { title: '充装介质', code: 'mediumName', isDisplay: true, width: 110 },
  { title: '气瓶状态', code: 'cylinderStatus', isDisplay: true, width: 100, align: 'center' },
  { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
  { title: '发证状态', code: 'issuedStatusDesc', isDisplay: true, width: 90, align: 'center' },
  { title: '产权性质', code: 'belongTypeDesc', isDisplay: true, width: 100, align: 'center' },
  { title: '上报单位', code: 'recordEntityName', isDisplay: true, width: 200 },
  { title: '使用登记证编号', code: 'issuedNo', isDisplay: true, width: 160 },
  { title: '产权标识码', code: 'registerCode', isDisplay: true, width: 150 },
  { title: '最后修改时间', code: 'lastModifyTime', isDisplay: false, width: 160, align: 'center' },
  { title: '审核提示', code: 'auditNotice', isDisplay: false, width: 160 },
  { title: '气瓶类型', code: 'typeName', isDisplay: false, width: 120 },
  { title: '建档人', code: 'recordMan', isDisplay: false, width: 100 },
  { title: '车牌号', code: 'plateNum', isDisplay: false, width: 110 },
  { title: '车辆类型', code: 'vcTypeName', isDisplay: false, width: 110 },
  { title: '条码颜色状态', code: 'barcodeColorStatus', isDisplay: false, width: 120, align: 'center' },
];

const shortCodes: readonly CylinderColumn['code'][] = [
  'ordinalNum',
  'stationName',
  'vendorName',
  'serialNumber',
  'makeDate',
  'barcode',
];

/**
 * A column set of the archive tables named by its codes, in that order, every column shown: each code is one of
 * `cylinderColumns`, or of `extra` (columns only that set has).
 */
export function shownCylinderColumns(
  codes: readonly CylinderColumn['code'][],
  extra: readonly CylinderColumn[] = [],
): CylinderColumn[] {
  return codes.map((code) => {
    const column =
      extra.find((candidate) => candidate.code === code) ??
      cylinderColumns.find((candidate) => candidate.code === code);
    if (!column) throw new Error(`缺少气瓶列：${code}`);
    return { ...column, isDisplay: true };
  });
}

/** The short column set (spec 02 section 3.11): sequence, station, maker, serial number, make date, barcode. */
export const cylinderShortColumns: readonly CylinderColumn[] = shownCylinderColumns(shortCodes);
