import { z } from 'zod';
import { listResponseWithSummary } from '../../paging';
import { apiBase, defineCall } from '../call';
import { fillingSummaryCounters, fillingSummaryQuery } from './fillingSummary';

/**
 * The counters of a 充装总量 row and of its 合计 (spec 02 section 3.7): the filling summary's counters, the pre-fill
 * and post-fill checks recorded in the period, the archived cylinders of the region's stations, and the periodic
 * inspections of those cylinders in the period.
 */
export const fillingTotalCounters = {
  beforeCheckCount: z.number().int(),
  ...fillingSummaryCounters,
  afterCheckCount: z.number().int(),
  /** The archived cylinders (not deleted) of the category at the region's stations, now. */
  cylinderCount: z.number().int(),
  /** Periodic inspections in the period of cylinders archived at the region's stations. */
  inspectNumber: z.number().int(),
};
export type FillingTotalCounters = z.output<z.ZodObject<typeof fillingTotalCounters>>;

export const fillingTotalRow = z.object({
  ordinalNum: z.number().int(),
  /** The district the stations stand in. */
  divisionCode: z.string(),
  areaName: z.string(),
  ...fillingTotalCounters,
});
export type FillingTotalRow = z.output<typeof fillingTotalRow>;

export const fillingTotalApi = {
  /** CylinderFilling/summary: the summary rows by region (district), within the caller's scope. */
  byRegion: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/summary`,
    summary:
      '充装总量（按区域）：充装前检查、充装、充装后检查次数，正常、超期、报废、无档案充装次数，充装量（吨）、气瓶数与检验次数，附合计（isExport=true 时导出 .xlsx）',
    query: fillingSummaryQuery,
    response: listResponseWithSummary(fillingTotalRow, fillingTotalCounters),
  }),
};
