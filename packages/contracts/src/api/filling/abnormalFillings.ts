import { z } from 'zod';
import { listResponse } from '../../paging';
import { FillingFlag, fillingFlagValues } from '../../rules/fillingFlags';
import { apiBase, defineCall } from '../call';
import { nullableNumber, nullableString, optionalCode } from '../fields';
import { checkDayRange } from '../listFilters';
import { stationDayFilters } from './fillingFilters';

/**
 * The abnormal filling records (spec 02 section 7.3 QueryAbnormalFilling): records the platform flagged on arrival
 * (FillingFlag bits), of one cylinder category (the archive's, or the station type's for a cylinder without archive),
 * optionally of one flag (absent: every record with any flag), by regulator, station, barcode and day of filling.
 * Regulators see their stations' records; a station its own.
 */
export const abnormalFillingQuery = z
  .object({
    CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
    Flag: optionalCode('异常类型', fillingFlagValues),
    ...stationDayFilters,
  })
  .superRefine(checkDayRange('充装日期'));
export type AbnormalFillingQuery = z.output<typeof abnormalFillingQuery>;

export const abnormalFillingRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  fillingGuid: z.string(),
  stationId: z.number().int(),
  stationName: z.string(),
  cylinderId: nullableNumber,
  cylinderBarcode: z.string(),
  /** The spec the scale reported, else the archive's. */
  cylinderSpec: nullableString,
  /** The preset weight of the archive's spec (kg); null without archive. */
  presetWeight: nullableNumber,
  fillingWeight: nullableNumber,
  /** yyyy-MM-dd HH:mm:ss, China time. */
  beginTime: z.string(),
  endTime: nullableString,
  operatorName: nullableString,
  /** 正常, 超期, 报废 or 无档案 (the cylinder state the record keeps). */
  cylinderState: z.string(),
  /** The FillingFlag bits. */
  flags: z.number().int(),
  /** The flags in words, in bit order, joined by 、 (shown as tags). */
  flagNames: z.string(),
});
export type AbnormalFillingRow = z.output<typeof abnormalFillingRow>;

/**
 * Suspected cloned labels: one barcode filled at two stations closer in time than the city's window. A regulator sees
 * a pair when either station is in its scope; a station when it is one of the two.
 */
export const clonedLabelQuery = z
  .object({
    ...stationDayFilters,
  })
  .superRefine(checkDayRange('充装日期'));
export type ClonedLabelQuery = z.output<typeof clonedLabelQuery>;

export const clonedLabelRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  barcode: z.string(),
  firstStationId: z.number().int(),
  firstStationName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  firstTime: z.string(),
  firstWeight: nullableNumber,
  secondStationId: z.number().int(),
  secondStationName: z.string(),
  secondTime: z.string(),
  secondWeight: nullableNumber,
  /** Whole minutes between the two fillings' starts. */
  minutesApart: z.number().int(),
  foundAt: z.string(),
});
export type ClonedLabelRow = z.output<typeof clonedLabelRow>;

export const abnormalFillingApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryAbnormalFilling`,
    summary:
      '异常充装：到达时被标记的充装记录（超重、欠量、规格不符、未做充装前检查、超期、报废、无档案、连续充装、疑似克隆标签）',
    query: abnormalFillingQuery,
    response: listResponse(abnormalFillingRow),
  }),
  /**
   * OverWeightFillinglist (spec 02 section 7.3): the same list of the over-weight flag only, for the page 超量充装; a
   * Flag other than the over-weight one is refused.
   */
  overWeight: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/OverWeightFillinglist`,
    summary: '超量充装：充装后瓶内气体超过规格预设重量的充装记录（到达时标记为超重）',
    query: abnormalFillingQuery.refine((query) => query.Flag === undefined || query.Flag === FillingFlag.OverWeight, {
      message: '超量充装列表的异常类型只能是超重充装',
      path: ['Flag'],
    }),
    response: listResponse(abnormalFillingRow),
  }),
  clonedLabels: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryClonedLabel`,
    summary: '疑似克隆标签：同一条码在两个充装单位的充装时间间隔短于本市设定的时间窗',
    query: clonedLabelQuery,
    response: listResponse(clonedLabelRow),
  }),
};
