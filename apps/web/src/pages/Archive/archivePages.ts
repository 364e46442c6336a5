import { pageAreaOf } from '../shared/area';
import {
  type CylinderCategory,
  cylinderCategoryLabels,
  cylinderColumns,
  shownCylinderColumns,
  type CylinderColumn,
} from '@gcs/contracts';

/** The list call a page reads: the advanced query, or the vehicle list (same filter, same rows). */
export type ArchiveListCall = 'list' | 'vclist';

/** What one archive page is: its area's category, its list call and columns, and whether it manages archives. */
export interface ArchivePageConfig {
  category: CylinderCategory;
  call: ArchiveListCall;
  /** PageName of the column configuration (spec 02 section 3.9). */
  pageName: string;
  columns: readonly CylinderColumn[];
  /** 新建档案, 批量导入, 批量删除 and row selection. */
  manage: boolean;
  /** File name (without .xlsx) of the export. */
  exportTitle: string;
}

const vehicleOnly: readonly CylinderColumn[] = [
  { title: '使用单位', code: 'departmentName', isDisplay: true, width: 180 },
  { title: '安装单位', code: 'installEntityName', isDisplay: true, width: 180 },
  { title: '安装日期', code: 'installDate', isDisplay: true, width: 110, align: 'center' },
];

/** The vehicle archive list (VcDocQuery): the vehicle, its department and installer first, then the cylinder. */
export const vehicleArchiveColumns: readonly CylinderColumn[] = shownCylinderColumns(
  [
    'ordinalNum',
    'plateNum',
    'vcTypeName',
    'departmentName',
    'installEntityName',
    'installDate',
    'barcode',
    'stationName',
    'vendorName',
    'serialNumber',
    'makeDate',
    'spec',
    'mediumName',
    'lastInspectionDate',
    'nextInspectionDate',
    'cylinderStatus',
    'issuedStatusDesc',
    'recordEntityName',
  ],
  vehicleOnly,
);

/**
 * The cylinder list of spec 02 section 3.11: station, maker, serial number, make date, barcode, inspection dates,
 * last modify time, audit notice, type, medium, record person, property code, plate, vehicle type, spec, status,
 * issue status, reporting unit and barcode colour. (The list names "status" and "cylinder status": both are the
 * status text here.)
 */
export const cylinderListColumns: readonly CylinderColumn[] = shownCylinderColumns([
  'ordinalNum',
  'stationName',
  'vendorName',
  'serialNumber',
  'makeDate',
  'barcode',
  'lastInspectionDate',
  'nextInspectionDate',
  'lastModifyTime',
  'auditNotice',
  'typeName',
  'mediumName',
  'recordMan',
  'registerCode',
  'plateNum',
  'vcTypeName',
  'spec',
  'cylinderStatus',
  'issuedStatusDesc',
  'recordEntityName',
  'barcodeColorStatus',
]);

const exportTitle = (category: CylinderCategory) => `${cylinderCategoryLabels[category]}档案`;

/** The archive pages by the registry entry of their path: its kind says the call, the columns and management. */
export function archivePageConfig(pathname: string): ArchivePageConfig {
  const area = pageAreaOf(pathname);
  const base = { category: area.category, pageName: area.pageName, exportTitle: exportTitle(area.category) };
  switch (area.kind) {
    case 'vehicleArchive':
      return { ...base, call: 'vclist', columns: vehicleArchiveColumns, manage: false };
    case 'cylinderList':
      return { ...base, call: 'list', columns: cylinderListColumns, manage: true };
    case 'archiveManagement':
      return { ...base, call: 'list', columns: cylinderColumns, manage: true };
    default:
      return { ...base, call: 'list', columns: cylinderColumns, manage: false };
  }
}
