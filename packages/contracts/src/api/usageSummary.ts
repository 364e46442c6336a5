import { z } from 'zod';
import { listResponse, listResponseWithSummary, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { exportParams } from './export';
import { nullableString, optionalCode, optionalDay } from './fields';
import { checkDayRange } from './listFilters';

/**
 * The drill-down reports the dashboard's cards open (spec 01 section 2): 使用情况汇总 (/DataAnalysis/UsageSummary) and
 * 企业统计 (/DataAnalysis/Enterprise), each by region: the children of the chosen division (the caller's own region
 * unless chosen), every figure within the caller's data scope.
 */

/** A division code of the region tree (GB/T 2260, six digits). */
const optionalDivisionCode = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .refine((value) => value === undefined || /^\d{6}$/.test(value), '行政区划代码应为6位数字');

export const usageSummaryMessages = {
  divisionOutOfScope: '行政区划不存在或不在您的管辖范围内',
} as const;

/**
 * The columns of 使用情况汇总 by the keys the dashboard's card links name (`summaryColKey`, spec 01 section 2): group
 * 1 the cylinder archive now, group 2 the fillings and group 3 the inspections of the chosen days. Declared once here:
 * the definition, the server's row and the dashboard's links all read it.
 */
export const usageColumnKeys = {
  '1-1': 'registeredCount',
  '1-2': 'qualifiedCount',
  '1-3': 'scrappedCount',
  '1-4': 'overdueCount',
  '1-5': 'stoppedCount',
  '1-6': 'overdueScrapCount',
  '2-1': 'fillingCount',
  '2-2': 'normalFillingCount',
  '2-3': 'expiredFillingCount',
  '2-4': 'scrappedFillingCount',
  '2-5': 'noArchiveFillingCount',
  '2-6': 'fillingWeight',
  '3-1': 'inspectionCount',
  '3-2': 'qualifiedInspectionCount',
  '3-3': 'failedInspectionCount',
} as const;
export type UsageColumnKey = keyof typeof usageColumnKeys;
export type UsageCounter = (typeof usageColumnKeys)[UsageColumnKey];

/** The keys of 企业统计: 1 the filling units (tab fillStation), 2 the inspection institutions (tab Inspection). */
export const enterpriseColumnKeys = { fillStation: '1', Inspection: '2' } as const;

const counter = z.number().int();
export const usageCounters = {
  registeredCount: counter,
  qualifiedCount: counter,
  scrappedCount: counter,
  overdueCount: counter,
  stoppedCount: counter,
  overdueScrapCount: counter,
  fillingCount: counter,
  normalFillingCount: counter,
  expiredFillingCount: counter,
  scrappedFillingCount: counter,
  noArchiveFillingCount: counter,
  /** Tonnes, three decimals. */
  fillingWeight: z.number(),
  inspectionCount: counter,
  qualifiedInspectionCount: counter,
  failedInspectionCount: counter,
} satisfies Record<UsageCounter, z.ZodNumber>;
export type UsageCounters = z.output<z.ZodObject<typeof usageCounters>>;

/** The region filter of both reports: a division, the cylinder category, the China days of fillings and inspections. */
const regionFilter = {
  DivisionCode: optionalDivisionCode,
  From: optionalDay('统计日期起'),
  To: optionalDay('统计日期止'),
  ...pageQuery,
  ...exportParams,
};

export const usageSummaryQuery = z
  .object({ ...regionFilter, Category: optionalCode('气瓶类别', [1, 2, 3]) })
  .superRefine(checkDayRange('统计日期'));
export type UsageSummaryQuery = z.output<typeof usageSummaryQuery>;

export const enterpriseQuery = z
  .object({ ...regionFilter, StationType: optionalCode('充装站类型', [1, 2, 3]) })
  .superRefine(checkDayRange('统计日期'));
export type EnterpriseQuery = z.output<typeof enterpriseQuery>;

const regionFields = {
  ordinalNum: z.number().int(),
  /** The child division the row totals (or the chosen division itself, for stations located in it directly). */
  divisionCode: z.string(),
  divisionName: z.string(),
  /** The chosen division's own row (<division>（本级）): units located in it directly, not in a child. */
  ownLevel: z.boolean(),
};

export const usageSummaryRow = z.object({ ...regionFields, ...usageCounters });
export type UsageSummaryRow = z.output<typeof usageSummaryRow>;

export const enterpriseFillStationCounters = {
  stationCount: counter,
  cylinderCount: counter,
  fillingCount: counter,
};
export const enterpriseFillStationRow = z.object({ ...regionFields, ...enterpriseFillStationCounters });
export type EnterpriseFillStationRow = z.output<typeof enterpriseFillStationRow>;

export const enterpriseInspectionCounters = { institutionCount: counter, inspectionCount: counter };
export const enterpriseInspectionRow = z.object({ ...regionFields, ...enterpriseInspectionCounters });
export type EnterpriseInspectionRow = z.output<typeof enterpriseInspectionRow>;

/**
 * The units behind a count of 企业统计 (its drill-down dialog): the valid units of a row's region — the division and
 * its subtree, or with `OwnLevel` the units located in the division directly — of the tab's station type.
 */
export const enterpriseUnitsQuery = z.object({
  DivisionCode: optionalDivisionCode,
  // The row's own flag as the drill-down copies it (a boolean, or true/false in the URL), refused by name.
  OwnLevel: z
    .union([z.boolean(), z.string().trim()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      if (value === true || value === 'true' || value === '1') return true;
      if (value === false || value === 'false' || value === '0') return false;
      context.addIssue({ code: 'custom', message: '本级只能是true或false' });
      return z.NEVER;
    }),
  StationType: optionalCode('充装站类型', [1, 2, 3]),
  ...pageQuery,
  ...exportParams,
});
export type EnterpriseUnitsQuery = z.output<typeof enterpriseUnitsQuery>;

/** What a licence's end date says today: 有效, 已过期, or 未登记 (no end date recorded). */
export const licenceStates = ['有效', '已过期', '未登记'] as const;

/** A unit as a regulator holding 企业统计 may see it (the unit lists' fields, without their upkeep). */
export const enterpriseUnitRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  stationCode: z.string(),
  stationName: z.string(),
  /** A filling unit's station type; null for an inspection institution. */
  stationTypeName: nullableString,
  divisionName: z.string(),
  creditCode: nullableString,
  address: nullableString,
  principal: nullableString,
  phone: nullableString,
  licenseNo: nullableString,
  licenseUntil: nullableString,
  licenseState: z.enum(licenceStates),
  isValid: z.boolean(),
});
export type EnterpriseUnitRow = z.output<typeof enterpriseUnitRow>;

const base = `${apiBase}/DataAnalysis`;

export const usageSummaryApi = {
  usageSummary: defineCall({
    method: 'GET',
    path: `${base}/UsageSummary`,
    summary:
      '使用情况汇总（按区域）：气瓶档案、所选日期的充装与检验，附合计（isExport=true 时导出 .xlsx）；DivisionCode 缺省为本人辖区',
    query: usageSummaryQuery,
    response: listResponseWithSummary(usageSummaryRow, usageCounters),
  }),
  enterpriseFillStations: defineCall({
    method: 'GET',
    path: `${base}/EnterpriseFillStation`,
    summary:
      '企业统计·充装单位（按区域）：充装单位数、其气瓶数与所选日期的充装次数，附合计（isExport=true 时导出 .xlsx）',
    query: enterpriseQuery,
    response: listResponseWithSummary(enterpriseFillStationRow, enterpriseFillStationCounters),
  }),
  enterpriseInspections: defineCall({
    method: 'GET',
    path: `${base}/EnterpriseInspection`,
    summary: '企业统计·检验机构（按区域）：检验机构数与所选日期的检验次数，附合计（isExport=true 时导出 .xlsx）',
    query: enterpriseQuery,
    response: listResponseWithSummary(enterpriseInspectionRow, enterpriseInspectionCounters),
  }),
  enterpriseFillStationUnits: defineCall({
    method: 'GET',
    path: `${base}/EnterpriseFillStationUnits`,
    summary:
      '企业统计·充装单位名单：某区域（含下级；OwnLevel=true 时仅本级）所选类型的有效充装单位（isExport=true 时导出 .xlsx）',
    query: enterpriseUnitsQuery,
    response: listResponse(enterpriseUnitRow),
  }),
  enterpriseInspectionUnits: defineCall({
    method: 'GET',
    path: `${base}/EnterpriseInspectionUnits`,
    summary:
      '企业统计·检验机构名单：某区域（含下级；OwnLevel=true 时仅本级）的有效检验机构（isExport=true 时导出 .xlsx）',
    query: enterpriseUnitsQuery,
    response: listResponse(enterpriseUnitRow),
  }),
};
