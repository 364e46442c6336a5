import { z } from 'zod';
import { listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalDay } from '../fields';
import { checkDayRange, optionalId } from '../listFilters';

/** The fields of an upload the conflict page compares, in the scale's order, with their Chinese labels. */
export const uploadFieldLabels = {
  cylinderBarcode: '气瓶条码',
  balance: '秤号',
  cylinderSpec: '气瓶规格',
  medium: '充装介质',
  operator: '充装人员',
  fillingWeight: '充装量(kg)',
  beginWeight: '充装前重量(kg)',
  endWeight: '充装后重量(kg)',
  residualLiquidWeight: '残液量(kg)',
  fillingPressure: '充装压力(MPa)',
  temperature: '温度(℃)',
  plateNumber: '车牌号',
  beginTime: '充装开始时间',
  endTime: '充装结束时间',
  operationTime: '操作时间',
} as const;
export type UploadField = keyof typeof uploadFieldLabels;

/** Refused uploads (a stored guid offered again with other content), by regulator, station and days reported. */
export const uploadConflictQuery = z
  .object({
    RegulatorId: optionalId('监管单位'),
    StationId: optionalId('充装单位'),
    From: optionalDay('上报日期起'),
    To: optionalDay('上报日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('上报日期'));
export type UploadConflictQuery = z.output<typeof uploadConflictQuery>;

export const uploadComparison = z.object({
  field: z.string(),
  label: z.string(),
  stored: nullableString,
  offered: nullableString,
  differs: z.boolean(),
});
export type UploadComparison = z.output<typeof uploadComparison>;

export const uploadConflictRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  /** The scale's device number (its nameplate); null when the scale was removed. */
  deviceNumber: nullableString,
  fillingGuid: z.string(),
  cylinderBarcode: nullableString,
  /** yyyy-MM-dd HH:mm:ss, China time: when the offer was refused. */
  reportedAt: z.string(),
  /** The labels of the fields that differ, joined by 、 (记录已删除 when the stored record is gone). */
  differences: z.string(),
  /** Each field stored and offered, side by side (the detail dialog). */
  comparison: z.array(uploadComparison),
});
export type UploadConflictRow = z.output<typeof uploadConflictRow>;

export const uploadConflictApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryUploadConflict`,
    summary: '上传冲突：充装秤以已保存的充装记录编号上传了不同内容而被拒绝的记录，保存内容与上传内容对照',
    query: uploadConflictQuery,
    response: listResponse(uploadConflictRow),
  }),
};
