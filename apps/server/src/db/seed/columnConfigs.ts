import type { Kysely } from 'kysely';
import { configurablePage } from '@gcs/contracts';
import type { DatabaseSchema } from '../schema';

/**
 * The recorded column configurations of spec 02 section 3.12, all 13 of its reports and variants, each on the pages
 * this platform shows it on (each PageName with the spec's codes, which the list definitions speak). A configuration
 * lists the page's built-in columns in their order (of every tab, as the tabs of a page share it): every recorded code
 * shown, each other column as its definition shows it (the records name what the pages showed, not all they had).
 */
export const recordedColumnConfigs: readonly { pageNames: readonly string[]; codes: readonly string[] }[] = [
  {
    // blacklist (liquefied and industrial)
    pageNames: ['BlackCylinder'],
    codes: [
      'ordinalNum',
      'stationName',
      'vendorName',
      'serialNumber',
      'makeDate',
      'cylinderBarcode',
      'operationName',
      'operationTime',
      'reason',
    ],
  },
  {
    // its variant (vehicle): plate number, days unfiled, fillings
    pageNames: ['Blacklist'],
    codes: [
      'ordinalNum',
      'stationName',
      'vendorName',
      'serialNumber',
      'makeDate',
      'cylinderBarcode',
      'operationName',
      'operationTime',
      'reason',
      'plateNum',
      'unfiledDays',
      'totalFillingCount',
    ],
  },
  {
    // expired or scrapped fill counts by station: the 按充装单位统计 tabs of the vehicle flag pages of those flags
    pageNames: ['ExpiredFilling', 'OverdueFilling', 'ScrapFilling', 'NoArchiveFilling'],
    codes: ['areaName', 'stationName', 'noArchiveCount'],
  },
  {
    // offline scale devices: deviceguid and deviceNumber are columns of the detail and monitor tabs, which share the
    // page's configuration
    pageNames: ['OfflineScale'],
    codes: ['deviceguid', 'deviceNumber', 'divisionName', 'stationName', 'uploadTime'],
  },
  {
    // filling summary (the spec's `scappedCount` is our code too)
    pageNames: ['FillingStatistics', 'FillingSummary'],
    codes: [
      'areaName',
      'stationName',
      'normalCount',
      'expiredCount',
      'scappedCount',
      'noArchiveCount',
      'fillingWeightSum',
    ],
  },
  {
    // spec-mismatch count: the 按充装单位统计 tab of 规格不符充装
    pageNames: ['SpecDifferFilling'],
    codes: ['specDifferCount'],
  },
  {
    // cylinder count per station (by filling station, by using department)
    pageNames: ['DocQueryFillStation', 'DocQueryUseStation'],
    codes: ['cylinderCount'],
  },
  {
    // filling records: selfWeight is the weight before filling less the gas left, presetWeight the archive spec's; the
    // delivery fields come from the filling's delivery (配送记录)
    pageNames: ['FillingRecord'],
    codes: [
      'stationName',
      'operatorName',
      'cylinderBarcode',
      'fillingPressure',
      'selfWeight',
      'fillingWeight',
      'beginWeight',
      'endWeight',
      'beginTime',
      'endTime',
      'fillingSeconds',
      'cylinderState',
      'operationTime',
      'balance',
      'cylinderSpec',
      'presetWeight',
      'mediumName',
      'deliveryTime',
      'deliveryOperator',
      'deliveryUser',
      'deliveryAddress',
    ],
  },
  {
    // vehicle gas filling: the vehicle lists of 最后充装部门 and 最后充装单位
    pageNames: ['LastFillDepartment', 'LastFillStation'],
    codes: ['plateNumber', 'insertTime'],
  },
  {
    // inspection records (the pre- and post-fill checks carry these codes)
    pageNames: ['BeforeFillingInspection', 'AfterFillingInspection'],
    codes: ['press', 'end_Weight', 'disposeMethodName', 'inspectionDate', 'selfCode'],
  },
  {
    // inspection institution list (检验机构)
    pageNames: ['InspectStation'],
    codes: ['stationCode', 'stationName', 'principal', 'divisionName'],
  },
  {
    // filling station list (充装单位): legalPersion is the 负责人, medium the media of its cylinders
    pageNames: ['FillStation'],
    codes: ['medium', 'legalPersion', 'stationTypeNameText'],
  },
  {
    // cylinder archive: 气瓶列表, whose rows speak these codes (status in words)
    pageNames: ['CylinderList'],
    codes: [
      'rowNumber',
      'fillingStationName',
      'barcode',
      'spec',
      'lastInspectionDate',
      'nextInspectionDate',
      'lastModifyTime',
      'auditNotice',
      'typeName',
      'volume',
      'status',
    ],
  },
];

/** The rows of one recorded configuration; a PageName or code the definitions lack stops the seed. */
export function recordedColumns(pageName: string, codes: readonly string[]) {
  const page = configurablePage(pageName);
  if (!page) throw new Error(`recorded column configuration of an unknown page: ${pageName}`);
  const missing = codes.filter((code) => !page.columns.some((column) => column.code === code));
  if (missing.length > 0) throw new Error(`page ${pageName} has no column ${missing.join(', ')}`);
  return page.columns.map((column, index) => ({
    page_name: pageName,
    column_code: column.code,
    column_name: column.title,
    is_display: codes.includes(column.code) || column.isDisplay,
    display_order: index + 1,
    sortable: column.sortable ? 'custom' : null,
  }));
}

/** Seeds the recorded configurations; answers how many pages got one. */
export async function insertColumnConfigs(db: Kysely<DatabaseSchema>): Promise<number> {
  const rows = recordedColumnConfigs.flatMap((config) =>
    config.pageNames.flatMap((pageName) => recordedColumns(pageName, config.codes)),
  );
  await db.insertInto('column_config').values(rows).execute();
  return new Set(rows.map((row) => row.page_name)).size;
}
