import { z } from 'zod';
import { listResponse, pageQuery } from '../../paging';
import { fillingFlagValues } from '../../rules/fillingFlags';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableNumber, nullableString, optionalCode, optionalDay, optionalText } from '../fields';
import { checkDayRange } from '../listFilters';
import { fillingRecord } from '../public';
import { boundedStationDayFilters, checkBoundedDays, exactBarcode } from './fillingFilters';

/**
 * The filling records (spec 02 sections 3.3 and 7.3): fillinglist for liquefied and industrial cylinders (by
 * category), list for vehicle cylinders (with the plate number), the history of one barcode, and the last filling of
 * each barcode. A record's category is its archive's, or its station type's for a cylinder without archive; regulators
 * see their stations' records, a station its own.
 */

/** fillinglist: a bounded period (at most 31 days) of one category's records, by flag, station, regulator, barcode. */
export const fillingRecordQuery = z
  .object({
    CylinderCategory: optionalCode('气瓶类别', [1, 2]).transform((value) => value ?? 1),
    Flag: optionalCode('异常类型', fillingFlagValues),
    ...boundedStationDayFilters,
  })
  .superRefine(checkBoundedDays('充装日期'));
export type FillingRecordQuery = z.output<typeof fillingRecordQuery>;

/** list: the vehicle cylinders' records of a bounded period, also by plate number (a part of it). */
export const vehicleFillingRecordQuery = z
  .object({
    Flag: optionalCode('异常类型', fillingFlagValues),
    PlateNumber: optionalText('车牌号码', 16),
    ...boundedStationDayFilters,
  })
  .superRefine(checkBoundedDays('充装日期'));
export type VehicleFillingRecordQuery = z.output<typeof vehicleFillingRecordQuery>;

/**
 * A filling record with every field of section 3.3, its station and archive, and the flags set on arrival; who filled
 * is `operatorName` (the code spec 02 section 3.12 records for the filling records).
 */
export const fillingRecordRow = fillingRecord.omit({ operator: true }).extend({
  operatorName: nullableString,
  /** The cylinder's own weight: the weight before filling less the residual gas left in it (kg). */
  selfWeight: nullableNumber,
  /** The preset filling weight of the archive's spec (kg); null without archive or preset. */
  presetWeight: nullableNumber,
  stationId: z.number().int(),
  stationName: z.string(),
  cylinderId: nullableNumber,
  cylinderBarcode: z.string(),
  /** The FillingFlag bits. */
  flags: z.number().int(),
  /** The flags in words, in bit order, joined by 、 (shown as tags). */
  flagNames: z.string(),
  /** The filled cylinder's delivery to its user (配送记录), when the station recorded one. */
  deliveryTime: nullableString,
  deliveryOperator: nullableString,
  deliveryUser: nullableString,
  deliveryAddress: nullableString,
});
export type FillingRecordRow = z.output<typeof fillingRecordRow>;

/**
 * FillingHistory: every filling of one barcode (exactly) over time, newest first, within the caller's scope; station
 * and days optional (the barcode's own index bounds the read).
 */
export const fillingHistoryQuery = z
  .object({
    Barcode: exactBarcode,
    StationId: boundedStationDayFilters.StationId,
    From: optionalDay('充装日期起'),
    To: optionalDay('充装日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('充装日期'));
export type FillingHistoryQuery = z.output<typeof fillingHistoryQuery>;

/** QueryLastFilling: the latest filling of each barcode whose latest filling lies in the caller's scope. */
export const lastFillingQuery = z
  .object({
    CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
    RegulatorId: boundedStationDayFilters.RegulatorId,
    StationId: boundedStationDayFilters.StationId,
    Barcode: boundedStationDayFilters.Barcode,
    From: optionalDay('最后充装日期起'),
    To: optionalDay('最后充装日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('最后充装日期'));
export type LastFillingQuery = z.output<typeof lastFillingQuery>;

export const lastFillingRow = z.object({
  ordinalNum: z.number().int(),
  barcode: z.string(),
  cylinderId: nullableNumber,
  stationId: z.number().int(),
  stationName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  lastFillingTime: z.string(),
  cylinderSpec: nullableString,
  fillingWeight: nullableNumber,
  operator: nullableString,
  plateNumber: nullableString,
  cylinderState: z.string(),
});
export type LastFillingRow = z.output<typeof lastFillingRow>;

export const fillingRecordApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/fillinglist`,
    summary: '液化、工业气瓶充装记录：按类别、异常类型、监管单位、充装单位、条码与充装日期（最多31天）查询',
    query: fillingRecordQuery,
    response: listResponse(fillingRecordRow),
  }),
  vehicleList: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/list`,
    summary: '车用气瓶充装记录：按异常类型、监管单位、充装单位、条码、车牌号码与充装日期（最多31天）查询',
    query: vehicleFillingRecordQuery,
    response: listResponse(fillingRecordRow),
  }),
  history: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/FillingHistory`,
    summary: '充装历史：一个气瓶条码的全部充装记录（按充装时间倒序），可限定充装日期',
    query: fillingHistoryQuery,
    response: listResponse(fillingRecordRow),
  }),
  lastFillings: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryLastFilling`,
    summary: '最后充装查询：每个气瓶条码最近一次充装的单位、时间与重量',
    query: lastFillingQuery,
    response: listResponse(lastFillingRow),
  }),
};
