import { z } from 'zod';
import { listResponse, listResponseWithSummary, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalCode } from '../fields';
import { optionalId } from '../listFilters';
import { optionalDivisionCode } from '../units/unitFields';

/**
 * 充装率 (/VehicleCylinder/FillingRate; spec 02 section 2.3 names the page only, docs/decisions.md): of the vehicle
 * cylinders in use (category 3, status normal) registered to each filling station, how many were filled in the last
 * N days, anywhere and at the station itself, and the rates (filled / registered, in per cent). A cylinder counts as
 * filled when its last filling (cylinder_last_filling, kept with every upload) lies within the window; the window
 * ends now, so the count is exact. The stations are those of the caller's scope (a station: itself).
 */
export const fillingRateWindows = [30, 90, 180, 365] as const;
export const fillingRateWindowLabels: Readonly<Record<number, string>> = {
  30: '近30天',
  90: '近90天',
  180: '近180天',
  365: '近365天',
};

export const fillingRateQuery = z.object({
  /** The registering stations' region: the division and its subtree (the 按区域统计 rows are its children). */
  DivisionCode: optionalDivisionCode,
  RegulatorId: optionalId('监管单位'),
  StationId: optionalId('登记充装单位'),
  /** The window in days, ending now (30 when missing). */
  Days: optionalCode('统计周期', fillingRateWindows).transform((value) => value ?? 30),
  /** The cylinder list only: 1 the filled ones, 0 the others. */
  Filled: optionalCode('是否充装', [0, 1]),
  ...pageQuery,
  ...exportParams,
});
export type FillingRateQuery = z.output<typeof fillingRateQuery>;

export const fillingRateCounts = {
  registeredCount: z.number().int(),
  filledCount: z.number().int(),
  filledHereCount: z.number().int(),
  unfilledCount: z.number().int(),
  /** filledCount / registeredCount in per cent, one decimal (0 without registered cylinders). */
  fillingRate: z.number(),
  /** filledHereCount / registeredCount in per cent, one decimal. */
  fillingHereRate: z.number(),
};
export type FillingRateCounts = z.output<z.ZodObject<typeof fillingRateCounts>>;

export const fillingRateRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  ...fillingRateCounts,
});
export type FillingRateRow = z.output<typeof fillingRateRow>;

/**
 * 按区域统计: the same counts per child division of the chosen region (the caller's home division unless chosen),
 * `<division>（本级）` for stations located in it directly, and 辖区外 for stations of the caller's scope outside it
 * (bound to the regulator); null divisionCode for the rows that open no district.
 */
export const fillingRateDistrictRow = z.object({
  ordinalNum: z.number().int(),
  divisionCode: nullableString,
  divisionName: z.string(),
  stationCount: z.number().int(),
  ...fillingRateCounts,
});
export type FillingRateDistrictRow = z.output<typeof fillingRateDistrictRow>;

export const fillingRateDistrictCounts = { stationCount: z.number().int(), ...fillingRateCounts };
export type FillingRateDistrictCounts = z.output<z.ZodObject<typeof fillingRateDistrictCounts>>;

/** One registered vehicle cylinder with its last filling (none: empty). */
export const fillingRateCylinderRow = z.object({
  ordinalNum: z.number().int(),
  cylinderId: z.number().int(),
  barcode: z.string(),
  plateNum: nullableString,
  vcTypeName: nullableString,
  stationName: z.string(),
  lastFillingStationName: nullableString,
  /** yyyy-MM-dd HH:mm:ss, China time; empty when never filled. */
  lastFillingTime: z.string(),
  /** 是 when the last filling lies within the window, else 否. */
  filled: z.string(),
});
export type FillingRateCylinderRow = z.output<typeof fillingRateCylinderRow>;

const base = `${apiBase}/CylinderFilling`;

export const fillingRateApi = {
  byStation: defineCall({
    method: 'GET',
    path: `${base}/FillingRateByStation`,
    summary:
      '充装率：各充装单位登记的在用车用气瓶数、近N天内已充装数（任意单位、本单位）、未充装数与充装率，附合计（isExport=true 时导出 .xlsx）',
    query: fillingRateQuery,
    response: listResponseWithSummary(fillingRateRow, fillingRateCounts),
  }),
  byDistrict: defineCall({
    method: 'GET',
    path: `${base}/FillingRateByDistrict`,
    summary:
      '充装率按区域统计：所选区域（缺省为本人辖区）各下级区域的充装单位数、登记气瓶数、已充装数、未充装数与充装率，附合计（isExport=true 时导出 .xlsx）',
    query: fillingRateQuery,
    response: listResponseWithSummary(fillingRateDistrictRow, fillingRateDistrictCounts),
  }),
  cylinders: defineCall({
    method: 'GET',
    path: `${base}/FillingRateCylinders`,
    summary: '充装率明细：登记的在用车用气瓶及其最后一次充装，可按是否在近N天内充装筛选（isExport=true 时导出 .xlsx）',
    query: fillingRateQuery,
    response: listResponse(fillingRateCylinderRow),
  }),
};
