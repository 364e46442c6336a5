import { z } from 'zod';
import { listResponse, pageQuery } from '../../paging';
import { fillingRefusalReasonValues } from '../../rules/fillingInterlock';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableNumber, nullableString, optionalCode, optionalDay, optionalText } from '../fields';
import { checkDayRange, optionalId } from '../listFilters';

/**
 * The refused filling attempts (the interlock's record): which station tried to fill which barcode, when, why, and
 * who asked (a user or a scale). Regulators see their region's; a station its own.
 */
export const fillingRefusalListQuery = z
  .object({
    RegulatorId: optionalId('监管单位'),
    StationId: optionalId('充装单位'),
    Barcode: optionalText('气瓶条码'),
    Reason: optionalCode('拒充原因', fillingRefusalReasonValues),
    From: optionalDay('拒充日期起'),
    To: optionalDay('拒充日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('拒充日期'));
export type FillingRefusalListQuery = z.output<typeof fillingRefusalListQuery>;

export const fillingRefusalRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  time: z.string(),
  areaName: nullableString,
  stationId: z.number().int(),
  stationName: z.string(),
  cylinderBarcode: z.string(),
  cylinderId: nullableNumber,
  /** The blocking reasons, in words, joined by 、. */
  reasonNames: z.string(),
  /** The user's name, or 充装秤 and the scale's device code. */
  askedBy: nullableString,
});
export type FillingRefusalRow = z.output<typeof fillingRefusalRow>;

export const fillingRefusalApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/FillingRefusalList`,
    summary: '拒充记录：被充装联锁拒绝的充装尝试（按时间倒序）',
    query: fillingRefusalListQuery,
    response: listResponse(fillingRefusalRow),
  }),
};
