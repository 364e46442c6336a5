import { z } from 'zod';
import { listResponse, listResponseWithSummary } from '../../paging';
import { apiBase, defineCall } from '../call';
import { nullableString, optionalCode } from '../fields';
import { boundedStationDayFilters, checkBoundedDays } from './fillingFilters';
import { fillingRecordRow } from './fillingRecords';

/**
 * 第三方充装 (ThirdFillingWarning and its summary, spec 02 section 7.3): fillings of an archived cylinder at a station
 * other than the one holding its archive (the station that owns it, or keeps it in custody), over a period of at most
 * 31 days; a regulator sees those at the stations in its scope (where the filling happened).
 */
export const thirdFillingQuery = z
  .object({
    /** Every category when empty. */
    CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]),
    ...boundedStationDayFilters,
  })
  .superRefine(checkBoundedDays('充装日期'));
export type ThirdFillingQuery = z.output<typeof thirdFillingQuery>;

export const thirdFillingRow = fillingRecordRow.extend({
  /** The station holding the cylinder's archive. */
  ownerStationName: nullableString,
});
export type ThirdFillingRow = z.output<typeof thirdFillingRow>;

export const thirdFillingSummaryRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  /** The station's fillings of archived cylinders in the period. */
  fillingCount: z.number().int(),
  /** Of those, of cylinders whose archive another station holds. */
  thirdCount: z.number().int(),
  /** Distinct barcodes among them. */
  cylinderCount: z.number().int(),
  /** thirdCount of fillingCount, in per cent, two decimals. */
  thirdRate: z.number(),
});
export type ThirdFillingSummaryRow = z.output<typeof thirdFillingSummaryRow>;

export const thirdFillingTotals = {
  fillingCount: z.number().int(),
  thirdCount: z.number().int(),
  cylinderCount: z.number().int(),
};
export type ThirdFillingTotals = z.output<z.ZodObject<typeof thirdFillingTotals>>;

export const thirdFillingApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/ThirdFillingWarning`,
    summary: '第三方充装：气瓶在其档案所属单位以外的充装单位充装的记录，最新的在前（isExport=true 时导出 .xlsx）',
    query: thirdFillingQuery,
    response: listResponse(thirdFillingRow),
  }),
  summary: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/ThirdFillingWarningSummary`,
    summary:
      '第三方充装按充装单位统计：有档案气瓶的充装次数、其中第三方充装次数、气瓶数与占比，附合计（isExport=true 时导出 .xlsx）',
    query: thirdFillingQuery,
    response: listResponseWithSummary(thirdFillingSummaryRow, thirdFillingTotals),
  }),
};
