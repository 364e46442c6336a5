import { z } from 'zod';
import { listResponse, listResponseWithSummary } from '../../paging';
import { apiBase, defineCall } from '../call';
import { sortParams } from '../sort';
import { nullableNumber, nullableString, optionalCode, requiredId } from '../fields';
import { boundedStationDayFilters, checkBoundedDays, exactBarcode } from './fillingFilters';
import { fillingRecordRow } from './fillingRecords';

/**
 * Fillings grouped per barcode and station over a bounded period (at most 31 days): the active cylinders
 * (ActiveCylinderDetail), the continuous fillings (QueryContinueFilling: records flagged 连续充装) and the top-ups
 * (QueryAppendGas: continuous fillings that put in less than half the spec's preset weight), each group's fillings
 * listed by the Detail calls.
 */

const fillingGroupFilters = {
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
  ...boundedStationDayFilters,
};
export const fillingGroupQuery = z.object(fillingGroupFilters).superRefine(checkBoundedDays('充装日期'));
export type FillingGroupQuery = z.output<typeof fillingGroupQuery>;

/** The station summaries' query: the groups' filter, ordered by a count when asked (SortField, SortOrder). */
export const fillingGroupSummaryQuery = z
  .object({ ...fillingGroupFilters, ...sortParams })
  .superRefine(checkBoundedDays('充装日期'));

export const fillingGroupRow = z.object({
  ordinalNum: z.number().int(),
  /** The group's key: barcode@stationId. */
  key: z.string(),
  barcode: z.string(),
  cylinderId: nullableNumber,
  stationId: z.number().int(),
  stationName: z.string(),
  /** How many of the group's fillings the period holds. */
  fillings: z.number().int(),
  /** kg filled in all, over those fillings. */
  totalWeight: z.number(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  firstTime: z.string(),
  lastTime: z.string(),
});
export type FillingGroupRow = z.output<typeof fillingGroupRow>;

/** The fillings of one group: its barcode (exactly) and station in the same period. */
export const fillingGroupDetailQuery = z
  .object({
    CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
    ...boundedStationDayFilters,
    Barcode: exactBarcode,
    StationId: requiredId('充装单位'),
  })
  .superRefine(checkBoundedDays('充装日期'));
export type FillingGroupDetailQuery = z.output<typeof fillingGroupDetailQuery>;

/**
 * The groups of a period counted per station (ActiveCylinderSummarry, QueryAppendGasSummary): how many cylinders
 * (distinct barcodes) the station filled, in how many fillings, how much, with the 合计 of the whole filter.
 */
export const fillingGroupSummaryRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  /** Distinct barcodes: the station's rows in the grouped list. */
  cylinderCount: z.number().int(),
  fillingCount: z.number().int(),
  /** kg, two decimals. */
  totalWeight: z.number(),
});
export type FillingGroupSummaryRow = z.output<typeof fillingGroupSummaryRow>;

export const fillingGroupSummaryTotals = {
  cylinderCount: z.number().int(),
  fillingCount: z.number().int(),
  totalWeight: z.number(),
};
export type FillingGroupSummaryTotals = z.output<z.ZodObject<typeof fillingGroupSummaryTotals>>;

/**
 * CompressedGasFillingGroup (按介质统计): the compressed-gas (industrial) fillings of a period grouped by filling
 * station and medium, ordered by a count when asked (SortField, SortOrder).
 */
export const compressedGasGroupQuery = z
  .object({
    /** Compressed gas only: the industrial page's fixed category, any other answers 400. */
    CylinderCategory: optionalCode('气瓶类别', [2]).transform(() => 2 as const),
    ...boundedStationDayFilters,
    ...sortParams,
  })
  .superRefine(checkBoundedDays('充装日期'));
export type CompressedGasGroupQuery = z.output<typeof compressedGasGroupQuery>;

export const compressedGasGroupRow = z.object({
  ordinalNum: z.number().int(),
  /** The group's key: stationId@mediumId (0 for fillings without a medium). */
  key: z.string(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  mediumId: nullableNumber,
  /** The medium's name; 未知介质 for fillings that name none. */
  mediumName: z.string(),
  fillingCount: z.number().int(),
  /** Distinct barcodes the station filled with the medium. */
  cylinderCount: z.number().int(),
  /** kg, two decimals. */
  totalWeight: z.number(),
});
export type CompressedGasGroupRow = z.output<typeof compressedGasGroupRow>;

export const compressedGasGroupTotals = {
  fillingCount: z.number().int(),
  cylinderCount: z.number().int(),
  totalWeight: z.number(),
};
export type CompressedGasGroupTotals = z.output<z.ZodObject<typeof compressedGasGroupTotals>>;

export const compressedGasGroupApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/CompressedGasFillingGroup`,
    summary:
      '压缩气体按介质统计：期间内各充装单位每种介质的充装次数、气瓶数与充装量，附合计（isExport=true 时导出 .xlsx）',
    query: compressedGasGroupQuery,
    response: listResponseWithSummary(compressedGasGroupRow, compressedGasGroupTotals),
  }),
};

export const fillingGroupApi = {
  active: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/ActiveCylinderDetail`,
    summary: '活跃气瓶：期间内充装过的气瓶，每个条码与充装单位一行，含充装次数与首末充装时间',
    query: fillingGroupQuery,
    response: listResponse(fillingGroupRow),
  }),
  activeSummary: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/ActiveCylinderSummarry`,
    summary:
      '活跃气瓶按充装单位统计：期间内各充装单位充装的气瓶数、充装次数与充装总量，附合计（isExport=true 时导出 .xlsx）',
    query: fillingGroupSummaryQuery,
    response: listResponseWithSummary(fillingGroupSummaryRow, fillingGroupSummaryTotals),
  }),
  continuous: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryContinueFilling`,
    summary: '连续充装：期间内被标记为连续充装的记录，按条码与充装单位汇总次数与首末时间',
    query: fillingGroupQuery,
    response: listResponse(fillingGroupRow),
  }),
  continuousDetail: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryContinueFillingDetail`,
    summary: '连续充装明细：一个条码在一个充装单位期间内的连续充装记录',
    query: fillingGroupDetailQuery,
    response: listResponse(fillingRecordRow),
  }),
  appendGas: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryAppendGasList`,
    summary: '补气记录：连续充装且充装量不足规格预设重量一半的记录，按条码与充装单位汇总',
    query: fillingGroupQuery,
    response: listResponse(fillingGroupRow),
  }),
  appendGasSummary: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryAppendGasSummary`,
    summary:
      '补气按充装单位统计：期间内各充装单位补气的气瓶数、补气次数与补气总量，附合计（isExport=true 时导出 .xlsx）',
    query: fillingGroupSummaryQuery,
    response: listResponseWithSummary(fillingGroupSummaryRow, fillingGroupSummaryTotals),
  }),
  appendGasDetail: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryAppendGasDetail`,
    summary: '补气明细：一个条码在一个充装单位期间内的补气记录',
    query: fillingGroupDetailQuery,
    response: listResponse(fillingRecordRow),
  }),
};
