import { z } from 'zod';
import { listResponse, listResponseWithSummary, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { cylinderRow } from './cylinder';
import { exportParams } from './export';
import { nullableNumber, nullableString, optionalCode, optionalDay } from './fields';
import { checkDayRange, optionalId } from './listFilters';
import { sortParams } from './sort';

/**
 * The inspection due-date forecast (检验到期预测) and the overdue cylinders (超期气瓶, spec 02 section 3.12 "overdue
 * filling counts, disposal rate"). Both count cylinders in use (status 正常) by their next inspection date against
 * today (China time); see docs/decisions.md "Reports".
 */

/** The windows of the forecast, as the drill-down's DueWindow: already overdue, and the next 30, 60 and 90 days. */
export const DueWindow = {
  Overdue: 1,
  /** Due from today to day 29. */
  Within30: 2,
  /** Due from day 30 to day 59. */
  Within60: 3,
  /** Due from day 60 to day 89. */
  Within90: 4,
  /** Due from today to day 89 (the three windows together). */
  Next90: 5,
} as const;
export type DueWindow = (typeof DueWindow)[keyof typeof DueWindow];

export const dueWindowLabels: Readonly<Record<DueWindow, string>> = {
  1: '已超期',
  2: '30天内到期',
  3: '31-60天到期',
  4: '61-90天到期',
  5: '90天内到期',
};

/** Each window as days from today: [from, before); the overdue window has no start. */
export const dueWindowDays: Readonly<Record<DueWindow, { from: number | null; before: number }>> = {
  1: { from: null, before: 0 },
  2: { from: 0, before: 30 },
  3: { from: 30, before: 60 },
  4: { from: 60, before: 90 },
  5: { from: 0, before: 90 },
};

export const forecastMessages = {
  windowRequired: '请选择到期时段',
  divisionInvalid: '行政区划代码应为6位数字',
} as const;

/** The forecast's filter: category (all when absent), regulator, filling station, inspection institution. */
const forecastFilter = {
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]),
  RegulatorId: optionalId('监管单位'),
  /** The filling station owning the cylinders (not StationId: an institution names its bound stations). */
  FillStationId: optionalId('充装单位'),
  /** The inspection institution bound to the cylinders' filling station. */
  InspectStationId: optionalId('检验机构'),
};

export const forecastQuery = z.object({ ...forecastFilter, ...pageQuery, ...exportParams });
export type ForecastQuery = z.output<typeof forecastQuery>;

/** The counts of a forecast row, one per window. */
const forecastCounts = {
  overdueCount: z.number().int(),
  due30Count: z.number().int(),
  due60Count: z.number().int(),
  due90Count: z.number().int(),
  /** The three windows together: due within the next 90 days. */
  dueTotalCount: z.number().int(),
};
export const forecastTotals = forecastCounts;
export type ForecastCounts = { [K in keyof typeof forecastCounts]: number };

export const forecastDistrictRow = z.object({
  ordinalNum: z.number().int(),
  divisionCode: nullableString,
  areaName: nullableString,
  ...forecastCounts,
});
export type ForecastDistrictRow = z.output<typeof forecastDistrictRow>;

export const forecastStationRow = z.object({
  ordinalNum: z.number().int(),
  fillStationId: z.number().int(),
  stationName: z.string(),
  areaName: nullableString,
  ...forecastCounts,
});
export type ForecastStationRow = z.output<typeof forecastStationRow>;

/** What the row of the cylinders whose station has no bound institution shows in its place. */
export const noInstitutionText = '（未绑定检验机构）';

export const forecastInstitutionRow = z.object({
  ordinalNum: z.number().int(),
  /** Null for the cylinders of stations bound to no institution. */
  inspectStationId: nullableNumber,
  inspectStationName: nullableString,
  areaName: nullableString,
  /** The filling stations of the row's cylinders. */
  fillStationCount: z.number().int(),
  ...forecastCounts,
});
export type ForecastInstitutionRow = z.output<typeof forecastInstitutionRow>;

/** The cylinders behind a forecast count: the filter, one window, and the row's district, station or institution. */
export const forecastCylinderQuery = z.object({
  ...forecastFilter,
  DueWindow: optionalCode('到期时段', Object.values(DueWindow))
    .refine((value) => value !== undefined, forecastMessages.windowRequired)
    .transform((value) => value as DueWindow),
  DivisionCode: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || /^\d{6}$/.test(value), forecastMessages.divisionInvalid),
  ...pageQuery,
  ...sortParams,
  ...exportParams,
});
export type ForecastCylinderQuery = z.output<typeof forecastCylinderQuery>;

/**
 * 超期气瓶 (/Register/Overdue): per filling station, its cylinders overdue for inspection now, the fillings of overdue
 * cylinders in the period, the overdue cylinders disposed of in the period, and the disposal rate.
 */
export const overdueQuery = z
  .object({
    CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]),
    RegulatorId: optionalId('监管单位'),
    StationId: optionalId('充装单位'),
    From: optionalDay('统计日期起'),
    To: optionalDay('统计日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('统计日期'));
export type OverdueQuery = z.output<typeof overdueQuery>;

export const overdueRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  /** In use with the next inspection date before today. */
  overdueCount: z.number().int(),
  /** The station's fillings flagged Expired (overdue for inspection) in the period. */
  overdueFillingCount: z.number().int(),
  /** Overdue cylinders inspected (passed, or failed and scrapped) in the period, each once. */
  disposedCount: z.number().int(),
  /** disposed ÷ (disposed + overdue now) in per cent, one decimal; null when both are 0. */
  disposalRate: nullableNumber,
});
export type OverdueRow = z.output<typeof overdueRow>;

export const overdueTotals = {
  overdueCount: z.number().int(),
  overdueFillingCount: z.number().int(),
  disposedCount: z.number().int(),
};

/** The disposal rate in per cent with one decimal, null when nothing was or is overdue. */
export function disposalRate(disposed: number, overdue: number): number | null {
  const total = disposed + overdue;
  return total === 0 ? null : Math.round((disposed / total) * 1000) / 10;
}

const base = `${apiBase}/InspectionForecast`;

export const inspectionForecastApi = {
  byDistrict: defineCall({
    method: 'GET',
    path: `${base}/ByDistrict`,
    summary: '检验到期预测（按区域）：在用气瓶已超期及30、60、90天内到期的数量，附合计（isExport=true 时导出 .xlsx）',
    query: forecastQuery,
    response: listResponseWithSummary(forecastDistrictRow, forecastTotals),
  }),
  byStation: defineCall({
    method: 'GET',
    path: `${base}/ByStation`,
    summary: '检验到期预测（按充装单位）：在用气瓶已超期及30、60、90天内到期的数量，附合计',
    query: forecastQuery,
    response: listResponseWithSummary(forecastStationRow, forecastTotals),
  }),
  byInstitution: defineCall({
    method: 'GET',
    path: `${base}/ByInspectStation`,
    summary:
      '检验到期预测（按检验机构）：绑定充装单位的在用气瓶已超期及30、60、90天内到期的数量（绑定多个机构的充装单位计入每个机构），附合计',
    query: forecastQuery,
    response: listResponseWithSummary(forecastInstitutionRow, forecastTotals),
  }),
  cylinders: defineCall({
    method: 'GET',
    path: `${base}/Cylinders`,
    summary: '检验到期预测的气瓶明细：某一到期时段、区域、充装单位或检验机构的在用气瓶（isExport=true 时导出 .xlsx）',
    query: forecastCylinderQuery,
    response: listResponse(cylinderRow),
  }),
  overdue: defineCall({
    method: 'GET',
    path: `${apiBase}/Register/OverdueSummary`,
    summary: '超期气瓶（按充装单位）：超期未检气瓶数、期内超期充装次数、期内处置的超期气瓶数与处置率，附合计',
    query: overdueQuery,
    response: listResponseWithSummary(overdueRow, overdueTotals),
  }),
};
