import { z } from 'zod';
import { listResponse, listResponseWithSummary, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableNumber, nullableString, optionalDay, optionalText } from '../fields';
import { checkDayRange, optionalId } from '../listFilters';

/**
 * The vehicle filling reports (spec 02 sections 3.12 vehicle gas filling and 7.3 vcList, VcListByStation,
 * vcSummaryByDepartment, vcSummaryByFillingStation): the last filling of each vehicle cylinder (category 3, with the
 * plate number and using department of its archive), listed and summarised by using department (最后充装部门) and by
 * the station that filled it last (最后充装单位). A cylinder counts where its last filling was: in the caller's scope
 * when that station is, and in the day range when that filling's China day is.
 */
export const vehicleLastFillingQuery = z
  .object({
    RegulatorId: optionalId('监管单位'),
    StationId: optionalId('充装单位'),
    /** The using department's full name (the archive's 使用部门), matched exactly. */
    DepartmentName: optionalText('使用部门', 128),
    /** A part of the plate number. */
    PlateNumber: optionalText('车牌号码', 16),
    From: optionalDay('最后充装日期起'),
    To: optionalDay('最后充装日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('最后充装日期'));
export type VehicleLastFillingQuery = z.output<typeof vehicleLastFillingQuery>;

/** The counts of a summary row and of the 合计 (vehicles: distinct plate numbers). */
export const vehicleFillingTotals = {
  vehicleCount: z.number().int(),
  cylinderCount: z.number().int(),
};
export type VehicleFillingTotals = z.output<z.ZodObject<typeof vehicleFillingTotals>>;

export const vehicleDepartmentSummaryRow = z.object({
  ordinalNum: z.number().int(),
  /** Null for the cylinders whose archive names no using department. */
  departmentName: nullableString,
  ...vehicleFillingTotals,
  /** The stations where those cylinders were last filled. */
  stationCount: z.number().int(),
  /** The latest of their last fillings (yyyy-MM-dd HH:mm:ss, China time). */
  lastFillingTime: z.string(),
});
export type VehicleDepartmentSummaryRow = z.output<typeof vehicleDepartmentSummaryRow>;

export const vehicleStationSummaryRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  ...vehicleFillingTotals,
  /** The using departments of those vehicles. */
  departmentCount: z.number().int(),
  lastFillingTime: z.string(),
});
export type VehicleStationSummaryRow = z.output<typeof vehicleStationSummaryRow>;

/** One vehicle cylinder's last filling (the spec's vehicle gas filling codes plateNumber and insertTime). */
export const vehicleLastFillingRow = z.object({
  ordinalNum: z.number().int(),
  cylinderId: z.number().int(),
  cylinderBarcode: z.string(),
  /** The archive's plate number, else the one the scale sent with the filling. */
  plateNumber: nullableString,
  departmentName: nullableString,
  vcTypeName: nullableString,
  stationId: z.number().int(),
  stationName: z.string(),
  /** The filling's start (yyyy-MM-dd HH:mm:ss, China time). */
  beginTime: z.string(),
  fillingWeight: nullableNumber,
  operator: nullableString,
  /** When the platform received the record; empty when the record is no longer stored. */
  insertTime: z.string(),
});
export type VehicleLastFillingRow = z.output<typeof vehicleLastFillingRow>;

const base = `${apiBase}/CylinderFilling`;
const exported = '（isExport=true 时导出 .xlsx）';

export const vehicleLastFillingApi = {
  byDepartment: defineCall({
    method: 'GET',
    path: `${base}/vcSummaryByDepartment`,
    summary: `最后充装部门：各使用部门的车辆数、气瓶数、最后充装单位数与最近一次充装时间，附合计${exported}`,
    query: vehicleLastFillingQuery,
    response: listResponseWithSummary(vehicleDepartmentSummaryRow, vehicleFillingTotals),
  }),
  byStation: defineCall({
    method: 'GET',
    path: `${base}/vcSummaryByFillingStation`,
    summary: `最后充装单位：各充装单位最后充装的车辆数、气瓶数、使用部门数与最近一次充装时间，附合计${exported}`,
    query: vehicleLastFillingQuery,
    response: listResponseWithSummary(vehicleStationSummaryRow, vehicleFillingTotals),
  }),
  list: defineCall({
    method: 'GET',
    path: `${base}/vcList`,
    summary: `车用气瓶最后充装（按使用部门、车牌号码排列）：每个车用气瓶最近一次充装的车牌号码、单位、时间与上传时间${exported}`,
    query: vehicleLastFillingQuery,
    response: listResponse(vehicleLastFillingRow),
  }),
  listByStation: defineCall({
    method: 'GET',
    path: `${base}/VcListByStation`,
    summary: `车用气瓶最后充装（按充装单位排列，最近的在前）：每个车用气瓶最近一次充装的车牌号码、使用部门、时间与上传时间${exported}`,
    query: vehicleLastFillingQuery,
    response: listResponse(vehicleLastFillingRow),
  }),
};
