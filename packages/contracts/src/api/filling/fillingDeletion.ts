import { z } from 'zod';
import { dataResponse, listResponse } from '../../paging';
import { apiBase, defineCall } from '../call';
import { nullableNumber, nullableString } from '../fields';
import { checkDayRange } from '../listFilters';
import { stationDayFilters } from './fillingFilters';

/** The longest reason given for deleting filling records. */
export const fillingDeleteReasonMaxLength = 256;
/** The most records one batch deletes. */
export const fillingDeleteBatchMax = 500;
/**
 * The China day before which the records of the locked stations (FILLING_DELETE_LOCKED_STATIONS) cannot be deleted:
 * their records up to then were reported to the authorities and must stay as they were.
 */
export const fillingDeleteLockedBeforeDay = '2025-04-30';

export const fillingDeletionMessages = {
  guidInvalid: '充装记录编号（FillingGuid）应为GUID',
  noRecord: '请选择要删除的充装记录',
  tooMany: `一次最多删除${fillingDeleteBatchMax}条充装记录`,
  repeated: '充装记录编号不能重复',
  reasonRequired: '请填写删除原因',
  reasonTooLong: `删除原因不能超过${fillingDeleteReasonMaxLength}个字符`,
  notFound: (guid: string) => `充装记录不存在或不在您的管辖范围内：${guid}`,
  locked: (record: string) =>
    `${record}：该充装单位${fillingDeleteLockedBeforeDay.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日')}` +
    '之前开始的充装记录按规定不能删除，本批记录均未删除',
  deleted: (count: number) => `已删除${count}条充装记录`,
} as const;

const fillingGuid = z.guid({ error: fillingDeletionMessages.guidInvalid }).transform((value) => value.toLowerCase());

const reason = z
  .string({ error: fillingDeletionMessages.reasonRequired })
  .trim()
  .min(1, fillingDeletionMessages.reasonRequired)
  .max(fillingDeleteReasonMaxLength, fillingDeletionMessages.reasonTooLong);

/** DeleteRecordByFillingGuid: one record by its guid, with the reason. */
export const deleteFillingBody = z.object({ FillingGuid: fillingGuid, Reason: reason });
export type DeleteFillingBody = z.output<typeof deleteFillingBody>;

/** BatchDeleteRecord: 1 to 500 records by their guids, with one reason; all are deleted or none. */
export const batchDeleteFillingBody = z.object({
  FillingGuids: z
    .array(fillingGuid, { error: fillingDeletionMessages.noRecord })
    .min(1, fillingDeletionMessages.noRecord)
    .max(fillingDeleteBatchMax, fillingDeletionMessages.tooMany)
    .refine((guids) => new Set(guids).size === guids.length, fillingDeletionMessages.repeated),
  Reason: reason,
});
export type BatchDeleteFillingBody = z.output<typeof batchDeleteFillingBody>;

const deletedAnswer = dataResponse(z.object({ count: z.number().int() }));

/** The deleted filling records (kept with who, when and why), by regulator, station, barcode and filling days. */
export const deletedFillingQuery = z.object({ ...stationDayFilters }).superRefine(checkDayRange('充装日期'));
export type DeletedFillingQuery = z.output<typeof deletedFillingQuery>;

export const deletedFillingRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  fillingGuid: z.string(),
  stationId: z.number().int(),
  stationName: z.string(),
  cylinderBarcode: z.string(),
  fillingWeight: nullableNumber,
  /** yyyy-MM-dd HH:mm:ss, China time. */
  beginTime: z.string(),
  operatorName: nullableString,
  /** The flags the record carried, in words. */
  flagNames: z.string(),
  reason: z.string(),
  /** The deleting user: login code and name. */
  deletedBy: z.string(),
  deletedAt: z.string(),
});
export type DeletedFillingRow = z.output<typeof deletedFillingRow>;

export const fillingDeletionApi = {
  deleteOne: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/DeleteRecordByFillingGuid`,
    summary: '删除一条充装记录（须填原因；记录连同删除人、时间、原因留存于已删除充装记录，可追溯）',
    body: deleteFillingBody,
    response: deletedAnswer,
  }),
  deleteBatch: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/BatchDeleteRecord`,
    summary: `批量删除充装记录（每批最多${fillingDeleteBatchMax}条，须填原因；任一条不能删除则整批不删除）`,
    body: batchDeleteFillingBody,
    response: deletedAnswer,
  }),
  deletedList: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryDeletedFillingRecord`,
    summary: '已删除充装记录：被删除的充装记录及删除人、删除时间、删除原因',
    query: deletedFillingQuery,
    response: listResponse(deletedFillingRow),
  }),
};
