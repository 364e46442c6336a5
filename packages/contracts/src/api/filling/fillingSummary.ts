import { z } from 'zod';
import { listResponseWithSummary, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalCode, optionalDay } from '../fields';
import { checkDayRange, optionalId } from '../listFilters';
import { optionalDivisionCode } from '../units/unitFields';

/**
 * The filling summaries (spec 02 sections 3.7, 3.12 filling summary, 7.3 fillingsummary and fillingsummaryByDay):
 * fillings of one cylinder category by station or by day, counted from the daily rollup the uploads keep, within the
 * caller's scope, optionally narrowed to a regulator's or one station's and to China days of filling.
 */
export const fillingSummaryQuery = z
  .object({
    CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
    RegulatorId: optionalId('监管单位'),
    StationId: optionalId('充装单位'),
    /** The stations of a region and the regions below it (a region's row of 充装总量 opens its stations). */
    DivisionCode: optionalDivisionCode,
    From: optionalDay('充装日期起'),
    To: optionalDay('充装日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('充装日期'));
export type FillingSummaryQuery = z.output<typeof fillingSummaryQuery>;

/** The counters of a summary row and of the 合计 (the spec's column codes, `scappedCount` spelt as recorded). */
export const fillingSummaryCounters = {
  fillingCount: z.number().int(),
  normalCount: z.number().int(),
  expiredCount: z.number().int(),
  scappedCount: z.number().int(),
  noArchiveCount: z.number().int(),
  /** Tonnes, three decimals. */
  fillingWeightSum: z.number(),
};
export type FillingSummaryCounters = z.output<z.ZodObject<typeof fillingSummaryCounters>>;

export const stationFillingSummaryRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  ...fillingSummaryCounters,
});
export type StationFillingSummaryRow = z.output<typeof stationFillingSummaryRow>;

export const dailyFillingSummaryRow = z.object({
  ordinalNum: z.number().int(),
  /** yyyy-MM-dd, China day. */
  day: z.string(),
  ...fillingSummaryCounters,
});
export type DailyFillingSummaryRow = z.output<typeof dailyFillingSummaryRow>;

export const fillingSummaryApi = {
  byStation: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/fillingsummary`,
    summary:
      '充装统计（按充装单位）：正常、超期、报废、无档案充装次数与充装量（吨），附合计（isExport=true 时导出 .xlsx）',
    query: fillingSummaryQuery,
    response: listResponseWithSummary(stationFillingSummaryRow, fillingSummaryCounters),
  }),
  byDay: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/fillingsummaryByDay`,
    summary:
      '充装统计（按日）：每日正常、超期、报废、无档案充装次数与充装量（吨），附合计（isExport=true 时导出 .xlsx）',
    query: fillingSummaryQuery,
    response: listResponseWithSummary(dailyFillingSummaryRow, fillingSummaryCounters),
  }),
};
