import { z } from 'zod';
import { dataResponse, listResponse, listResponseWithSummary, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { exportParams } from './export';
import { nullableString, optionalCode, optionalDay, optionalText } from './fields';
import { checkDayRange, idArray, optionalId } from './listFilters';

/** Messages of the abnormal-cylinder calls. */
export const abnormalMessages = {
  noEntry: '请选择要恢复的异常气瓶',
  alreadyRestored: (barcode: string) => `该异常气瓶已恢复：${barcode}`,
  stopNeedsRegulator: (barcode: string) => `监管停用的气瓶只能由监管部门恢复：${barcode}`,
} as const;

/**
 * Filters of the abnormal-cylinder lists: category (default 1), regulator and station scope, kind (1 监管停用, 2 报失,
 * 3 超期或报废充装, 4 档案重复存疑), barcode (contained), plate number (vehicle lists), and the day range of the flagging.
 */
export const abnormalFilterFields = {
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
  RegulatorId: optionalId('监管单位'),
  StationId: optionalId('充装单位'),
  Kind: optionalCode('异常类型', [1, 2, 3, 4]),
  Barcode: optionalText('气瓶条码'),
  PlateNum: optionalText('车牌号', 16),
  From: optionalDay('标记日期起'),
  To: optionalDay('标记日期止'),
};

export const abnormalListQuery = z
  .object({ ...abnormalFilterFields, ...pageQuery, ...exportParams })
  .superRefine(checkDayRange('标记日期'));
export type AbnormalListQuery = z.output<typeof abnormalListQuery>;

/** An active abnormal cylinder: why, who flagged it and when, and the cylinder's own columns. */
export const abnormalRow = z.object({
  id: z.number().int(),
  cylinderId: z.number().int(),
  ordinalNum: z.number().int(),
  kind: z.number().int(),
  kindName: z.string(),
  reason: z.string(),
  flaggedBy: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  flaggedAt: z.string(),
  stationId: z.number().int().nullable(),
  areaName: nullableString,
  stationName: nullableString,
  vendorName: nullableString,
  serialNumber: nullableString,
  /** yyyy-MM. */
  makeDate: nullableString,
  cylinderBarcode: z.string(),
  typeName: nullableString,
  mediumName: nullableString,
  spec: nullableString,
  nextInspectionDate: nullableString,
  cylinderStatus: z.string(),
});
export type AbnormalRow = z.output<typeof abnormalRow>;

export const vcAbnormalRow = abnormalRow.extend({ plateNum: nullableString, vcTypeName: nullableString });
export type VcAbnormalRow = z.output<typeof vcAbnormalRow>;

/** Active abnormal cylinders of a station, by kind. */
export const abnormalSummaryRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  stoppedCount: z.number().int(),
  lostCount: z.number().int(),
  overdueFillingCount: z.number().int(),
  duplicateCount: z.number().int(),
  abnormalCount: z.number().int(),
});
export type AbnormalSummaryRow = z.output<typeof abnormalSummaryRow>;

/** The 合计 of the summary: every active abnormal cylinder of the filter in scope, by kind and in all. */
export const abnormalTotals = {
  stoppedCount: z.number().int(),
  lostCount: z.number().int(),
  overdueFillingCount: z.number().int(),
  duplicateCount: z.number().int(),
  abnormalCount: z.number().int(),
};
export type AbnormalTotals = z.output<z.ZodObject<typeof abnormalTotals>>;

export const batchRestoreBody = z.object({ ids: idArray(abnormalMessages.noEntry) });

const base = `${apiBase}/AbnormalCylinder`;

/** AbnormalCylinder (spec 02 section 7.7): cylinders flagged abnormal in the caller's scope, and restoring them. */
export const abnormalApi = {
  list: defineCall({
    method: 'GET',
    path: `${base}/list`,
    summary: '异常气瓶列表（isExport=true 时导出 .xlsx）',
    query: abnormalListQuery,
    response: listResponse(abnormalRow),
  }),
  vcList: defineCall({
    method: 'GET',
    path: `${base}/vcList`,
    summary: '车用异常气瓶列表（isExport=true 时导出 .xlsx）',
    query: abnormalListQuery,
    response: listResponse(vcAbnormalRow),
  }),
  summary: defineCall({
    method: 'GET',
    path: `${base}/summary`,
    summary: '异常气瓶按充装单位统计（isExport=true 时导出 .xlsx）',
    query: abnormalListQuery,
    response: listResponseWithSummary(abnormalSummaryRow, abnormalTotals),
  }),
  vcSummary: defineCall({
    method: 'GET',
    path: `${base}/vcSummary`,
    summary: '车用异常气瓶按充装单位统计（isExport=true 时导出 .xlsx）',
    query: abnormalListQuery,
    response: listResponseWithSummary(abnormalSummaryRow, abnormalTotals),
  }),
  batchRestore: defineCall({
    method: 'POST',
    path: `${base}/BatchRestore`,
    summary: '批量恢复异常气瓶',
    body: batchRestoreBody,
    response: dataResponse(z.object({ count: z.number().int() })),
  }),
};
