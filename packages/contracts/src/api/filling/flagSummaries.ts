import { z } from 'zod';
import { listResponseWithSummary } from '../../paging';
import { FillingFlag } from '../../rules/fillingFlags';
import { apiBase, defineCall } from '../call';
import { nullableString } from '../fields';
import { fillingSummaryQuery } from './fillingSummary';

/**
 * The summaries of one arrival flag by station (spec 02 section 7.3: NoArchive, Overdue, SpecDiffer, Less and NoBefore
 * Fillingsummary, OverWeightFillingsummary; ScrapFillingsummary is the platform's for the scrapped flag), for the vehicle pages of one flag:
 * each station's fillings of the area's category and how many of them carry the flag, from the daily rollup, with the
 * 合计. The flagged count
 * keeps one code for every flag (`abnormalCount`), except where spec 02 section 3.12 records another: the spec-mismatch
 * report's `specDifferCount`, and `noArchiveCount` of the expired, scrapped and no-archive fill counts by station.
 */
export const flagSummaryRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  fillingCount: z.number().int(),
  abnormalCount: z.number().int(),
  /** The spec-mismatch report's code for the same count. */
  specDifferCount: z.number().int(),
  /** The expired, scrapped and no-archive reports' code for the same count. */
  noArchiveCount: z.number().int(),
  /** The flagged share of the fillings, in per cent, two decimals. */
  abnormalRate: z.number(),
});
export type FlagSummaryRow = z.output<typeof flagSummaryRow>;

export const flagSummaryTotals = {
  fillingCount: z.number().int(),
  abnormalCount: z.number().int(),
  specDifferCount: z.number().int(),
  noArchiveCount: z.number().int(),
};
export type FlagSummaryTotals = z.output<z.ZodObject<typeof flagSummaryTotals>>;

/** The flags with a summary, and the name of each one's call. */
export const flagSummaryCalls = {
  [FillingFlag.OverWeight]: 'OverWeightFillingsummary',
  [FillingFlag.Expired]: 'OverdueFillingsummary',
  [FillingFlag.Scrapped]: 'ScrapFillingsummary',
  [FillingFlag.NoArchive]: 'NoArchiveFillingsummary',
  [FillingFlag.LessFilled]: 'LessFillingsummary',
  [FillingFlag.SpecMismatch]: 'SpecDifferFillingsummary',
  [FillingFlag.NoPreCheck]: 'NoBeforeFillingsummary',
} as const;
export type SummarisedFlag = keyof typeof flagSummaryCalls & FillingFlag;

/** The code of a flag's count in its summary by station (spec 02 section 3.12 where it records one). */
export function flagCountCode(flag: SummarisedFlag): 'abnormalCount' | 'specDifferCount' | 'noArchiveCount' {
  if (flag === FillingFlag.SpecMismatch) return 'specDifferCount';
  if (flag === FillingFlag.Expired || flag === FillingFlag.Scrapped || flag === FillingFlag.NoArchive) {
    return 'noArchiveCount';
  }
  return 'abnormalCount';
}

function flagSummaryCall(flag: SummarisedFlag, what: string) {
  return defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/${flagSummaryCalls[flag]}`,
    summary: `${what}按充装单位统计：充装次数、${what}次数与占比，附合计（isExport=true 时导出 .xlsx）`,
    query: fillingSummaryQuery,
    response: listResponseWithSummary(flagSummaryRow, flagSummaryTotals),
  });
}

export const flagSummaryApi = {
  [FillingFlag.OverWeight]: flagSummaryCall(FillingFlag.OverWeight, '超量充装'),
  [FillingFlag.Expired]: flagSummaryCall(FillingFlag.Expired, '超期充装'),
  [FillingFlag.Scrapped]: flagSummaryCall(FillingFlag.Scrapped, '报废气瓶充装'),
  [FillingFlag.NoArchive]: flagSummaryCall(FillingFlag.NoArchive, '无档案充装'),
  [FillingFlag.LessFilled]: flagSummaryCall(FillingFlag.LessFilled, '欠量充装'),
  [FillingFlag.SpecMismatch]: flagSummaryCall(FillingFlag.SpecMismatch, '规格不符充装'),
  [FillingFlag.NoPreCheck]: flagSummaryCall(FillingFlag.NoPreCheck, '未做充装前检查'),
} as const satisfies Record<SummarisedFlag, unknown>;

export const isSummarisedFlag = (flag: unknown): flag is SummarisedFlag =>
  typeof flag === 'number' && Object.hasOwn(flagSummaryCalls, flag);
