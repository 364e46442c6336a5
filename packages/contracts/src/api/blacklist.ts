import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { exportParams } from './export';
import { nullableString, optionalCode, optionalDay, optionalFlag, optionalText, requiredId } from './fields';
import { checkDayRange, idArray, optionalId } from './listFilters';

/** The longest reason for putting a cylinder on, or taking it off, the blacklist. */
export const blacklistReasonMaxLength = 256;
/** The most evidence pictures one blacklisting takes. */
export const maxEvidenceFiles = 20;

/** Messages of the blacklist calls. */
export const blacklistMessages = {
  reasonRequired: '请填写加入黑名单的原因',
  reasonTooLong: `加入黑名单的原因不能超过${blacklistReasonMaxLength}个字符`,
  cancelReasonTooLong: `移出黑名单的原因不能超过${blacklistReasonMaxLength}个字符`,
  tooManyEvidenceFiles: `证据文件最多${maxEvidenceFiles}个`,
  noCylinder: '请选择要加入黑名单的气瓶',
  noEntry: '请选择要移出黑名单的记录',
  alreadyBlacklisted: (barcode: string) => `气瓶已在黑名单中：${barcode}`,
  alreadyCancelled: (barcode: string) => `该气瓶已移出黑名单：${barcode}`,
  unknownEvidence: (id: number) => `证据文件不存在，请重新上传：${id}`,
} as const;

/**
 * The blacklist filter (a subset of the advanced query of spec 02 section 3.10): category (default 1), regulator and
 * station scope, barcode and serial number (contained), maker, and the day range of the blacklisting. IsCancelled=true
 * lists the entries that were taken off the blacklist instead of the active ones.
 */
export const blacklistFilterFields = {
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
  RegulatorId: optionalId('监管单位'),
  StationId: optionalId('充装单位'),
  Barcode: optionalText('气瓶条码'),
  SerialNumber: optionalText('出厂编号'),
  VendorId: optionalId('制造单位'),
  PlateNum: optionalText('车牌号', 16),
  From: optionalDay('加入黑名单日期起'),
  To: optionalDay('加入黑名单日期止'),
};
const dayRange = checkDayRange('加入黑名单日期');

export const blacklistListQuery = z
  .object({
    ...blacklistFilterFields,
    IsCancelled: optionalFlag('已移出'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(dayRange);
export type BlacklistListQuery = z.output<typeof blacklistListQuery>;

export const blacklistSummaryQuery = z
  .object({ ...blacklistFilterFields, ...pageQuery, ...exportParams })
  .superRefine(dayRange);
export type BlacklistSummaryQuery = z.output<typeof blacklistSummaryQuery>;

/** A row of the blacklist (report column codes of spec 02 section 3.12), with the cancel information. */
export const blacklistRow = z.object({
  id: z.number().int(),
  cylinderId: z.number().int(),
  ordinalNum: z.number().int(),
  stationId: z.number().int().nullable(),
  areaName: nullableString,
  stationName: nullableString,
  vendorName: nullableString,
  serialNumber: nullableString,
  /** yyyy-MM. */
  makeDate: nullableString,
  cylinderBarcode: z.string(),
  operationName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  operationTime: z.string(),
  reason: z.string(),
  isCancelled: z.boolean(),
  cancelName: nullableString,
  cancelTime: nullableString,
  cancelReason: nullableString,
});
export type BlacklistRow = z.output<typeof blacklistRow>;

/** The vehicle variant: plate number, days since the last filling (or since registration), fillings so far. */
export const vcBlacklistRow = blacklistRow.extend({
  plateNum: nullableString,
  unfiledDays: z.number().int(),
  totalFillingCount: z.number().int(),
});
export type VcBlacklistRow = z.output<typeof vcBlacklistRow>;

export const blacklistSummaryRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  blackCount: z.number().int(),
});
export type BlacklistSummaryRow = z.output<typeof blacklistSummaryRow>;

export const evidenceFile = z.object({ id: z.number().int(), name: z.string(), url: z.string() });

export const blacklistDetail = z.object({
  id: z.number().int(),
  reason: z.string(),
  operationName: z.string(),
  operationTime: z.string(),
  isCancelled: z.boolean(),
  cancelName: nullableString,
  cancelTime: nullableString,
  cancelReason: nullableString,
  cylinder: z.object({
    id: z.number().int(),
    barcode: z.string(),
    category: z.number().int(),
    categoryName: z.string(),
    stationName: nullableString,
    vendorName: nullableString,
    serialNumber: nullableString,
    makeDate: nullableString,
    typeName: nullableString,
    mediumName: nullableString,
    spec: nullableString,
    lastInspectionDate: nullableString,
    nextInspectionDate: nullableString,
    cylinderStatus: z.string(),
    plateNum: nullableString,
    blackList: z.boolean(),
  }),
  evidenceFiles: z.array(evidenceFile),
});
export type BlacklistDetail = z.output<typeof blacklistDetail>;

/** Why a cylinder is blacklisted: required, trimmed (the add dialogs check it with this member). */
export const blacklistReason = z
  .string({ error: blacklistMessages.reasonRequired })
  .trim()
  .min(1, blacklistMessages.reasonRequired)
  .max(blacklistReasonMaxLength, blacklistMessages.reasonTooLong);

/**
 * Blacklisting one or more cylinders with a reason. Evidence pictures are uploaded first (File/UploadImage) and named
 * here by id; evidenceFiles also keeps the names the uploads answered (evidenceFileIds alone names them 证据1 ...).
 */
export const addBlacklistBody = z
  .object({
    cylinderIds: z.array(requiredId('气瓶编号')).max(500, '一次最多加入500个气瓶').optional(),
    cylinderId: requiredId('气瓶编号').optional(),
    reason: blacklistReason,
    evidenceFileIds: z
      .array(requiredId('证据文件编号'))
      .max(maxEvidenceFiles, blacklistMessages.tooManyEvidenceFiles)
      .optional(),
    evidenceFiles: z
      .array(
        z.object({
          id: requiredId('证据文件编号'),
          name: z.string().trim().min(1, '证据文件名称不能为空').max(128, '证据文件名称不能超过128个字符'),
        }),
      )
      .max(maxEvidenceFiles, blacklistMessages.tooManyEvidenceFiles)
      .optional(),
  })
  .transform((body, context) => {
    const cylinderIds = [...new Set([...(body.cylinderIds ?? []), ...(body.cylinderId ? [body.cylinderId] : [])])];
    if (cylinderIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['cylinderIds'], message: blacklistMessages.noCylinder });
      return z.NEVER;
    }
    const files = new Map<number, string | undefined>();
    for (const file of body.evidenceFiles ?? []) files.set(file.id, file.name);
    for (const id of body.evidenceFileIds ?? []) if (!files.has(id)) files.set(id, undefined);
    if (files.size > maxEvidenceFiles) {
      context.addIssue({ code: 'custom', path: ['evidenceFileIds'], message: blacklistMessages.tooManyEvidenceFiles });
      return z.NEVER;
    }
    return {
      cylinderIds,
      reason: body.reason,
      evidence: [...files].map(([id, name]) => ({ id, name })),
    };
  });
export type AddBlacklistBody = z.output<typeof addBlacklistBody>;

const cancelReason = z.string().trim().max(blacklistReasonMaxLength, blacklistMessages.cancelReasonTooLong).optional();

export const cancelChooseBody = z.object({ ids: idArray(blacklistMessages.noEntry), reason: cancelReason });
export type CancelChooseBody = z.output<typeof cancelChooseBody>;

/** Cancels every active entry the filter finds in the caller's scope. */
export const bulkCancelBody = z.object({ ...blacklistFilterFields, reason: cancelReason }).superRefine(dayRange);
export type BulkCancelBody = z.output<typeof bulkCancelBody>;

const base = `${apiBase}/CylinderBlack`;
const count = dataResponse(z.object({ count: z.number().int() }));

/** CylinderBlack (spec 02 section 7.4): the blacklist of the caller's stations, by station and by cylinder. */
export const blacklistApi = {
  summary: defineCall({
    method: 'GET',
    path: `${base}/summary`,
    summary: '黑名单气瓶按充装单位统计（isExport=true 时导出 .xlsx）',
    query: blacklistSummaryQuery,
    response: listResponse(blacklistSummaryRow),
  }),
  list: defineCall({
    method: 'GET',
    path: `${base}/list`,
    summary: '黑名单气瓶列表（isExport=true 时导出 .xlsx）',
    query: blacklistListQuery,
    response: listResponse(blacklistRow),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${base}/BlackListDetail`,
    summary: '黑名单记录详情（原因、证据、移出信息）',
    query: z.object({ Id: requiredId('黑名单记录编号') }),
    response: dataResponse(blacklistDetail),
  }),
  vcSummary: defineCall({
    method: 'GET',
    path: `${base}/vcSummary`,
    summary: '车用黑名单气瓶按充装单位统计（isExport=true 时导出 .xlsx）',
    query: blacklistSummaryQuery,
    response: listResponse(blacklistSummaryRow),
  }),
  vcList: defineCall({
    method: 'GET',
    path: `${base}/vcList`,
    summary: '车用黑名单气瓶列表（isExport=true 时导出 .xlsx）',
    query: blacklistListQuery,
    response: listResponse(vcBlacklistRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${base}/AddBlackList`,
    summary: '加入黑名单（原因必填，可附证据图片）',
    body: addBlacklistBody,
    response: dataResponse(z.object({ count: z.number().int(), ids: z.array(z.number().int()) })),
  }),
  cancelChoose: defineCall({
    method: 'POST',
    path: `${base}/cancelChoose`,
    summary: '移出所选黑名单记录',
    body: cancelChooseBody,
    response: count,
  }),
  bulkCancel: defineCall({
    method: 'POST',
    path: `${base}/bulkCancel`,
    summary: '按查询条件批量移出黑名单',
    body: bulkCancelBody,
    response: count,
  }),
};
