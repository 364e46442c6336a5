import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableNumber, optionalDay, optionalText } from '../fields';
import { checkDayRange, optionalId } from '../listFilters';

/**
 * Deliveries (配送记录; spec 02 sections 2.3 "delivery record" and 3.12, the filling-record codes deliveryTime,
 * deliveryOperator, deliveryUser, deliveryAddress): after filling a cylinder, the station delivers it to its user. The
 * station records who delivered it, to whom, where and when, once per filling; regulators read their stations'
 * deliveries, a station its own. The scale's upload (section 3.3) carries no delivery fields.
 */

export const deliveryLimits = { operator: 32, user: 64, address: 200 } as const;

export const deliveryMessages = {
  guidRequired: '请指定要配送的充装记录（FillingGuid）',
  guidInvalid: '充装记录编号（FillingGuid）格式不正确',
  timeRequired: '请选择配送时间',
  timeInvalid: '配送时间格式应为年-月-日 时:分:秒，例如2026-05-01 08:30:00',
  operatorRequired: '请输入配送人员',
  operatorTooLong: `配送人员不能超过${deliveryLimits.operator}个字符`,
  userRequired: '请输入收货用户',
  userTooLong: `收货用户不能超过${deliveryLimits.user}个字符`,
  addressRequired: '请输入配送地址',
  addressTooLong: `配送地址不能超过${deliveryLimits.address}个字符`,
  notStationUser: '只有充装单位可以录入配送记录',
  fillingNotFound: '未找到该充装记录，或该记录不属于本单位',
  alreadyDelivered: '该充装记录已录入配送记录，不能重复录入',
  beforeFilling: '配送时间不能早于充装时间',
  inFuture: '配送时间不能晚于当前时间',
} as const;

const chinaDateTime = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/** An ISO instant with its offset, or yyyy-MM-dd HH:mm[:ss] read as China time; answered as an ISO instant. */
const deliveryTime = z
  .string({ error: deliveryMessages.timeRequired })
  .trim()
  .min(1, deliveryMessages.timeRequired)
  .transform((value, context) => {
    const local = chinaDateTime.exec(value);
    const text = local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}+08:00` : value;
    const instant = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text) ? Date.parse(text) : Number.NaN;
    if (Number.isNaN(instant)) {
      context.addIssue({ code: 'custom', message: deliveryMessages.timeInvalid });
      return z.NEVER;
    }
    return new Date(instant).toISOString();
  });

const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** AddDeliveryRecord: a filling station's user records the delivery of one of its own fillings. */
export const addDeliveryBody = z.object({
  FillingGuid: z
    .string({ error: deliveryMessages.guidRequired })
    .trim()
    .min(1, deliveryMessages.guidRequired)
    .regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      deliveryMessages.guidInvalid,
    )
    .transform((value) => value.toLowerCase()),
  DeliveryTime: deliveryTime,
  DeliveryOperator: requiredText(
    deliveryMessages.operatorRequired,
    deliveryMessages.operatorTooLong,
    deliveryLimits.operator,
  ),
  DeliveryUser: requiredText(deliveryMessages.userRequired, deliveryMessages.userTooLong, deliveryLimits.user),
  DeliveryAddress: requiredText(
    deliveryMessages.addressRequired,
    deliveryMessages.addressTooLong,
    deliveryLimits.address,
  ),
});
export type AddDeliveryBody = z.output<typeof addDeliveryBody>;

export const addedDelivery = z.object({ id: z.number().int() });

/** DeliveryRecordList: by regulator, station, barcode (a part of it) and delivery days. */
export const deliveryQuery = z
  .object({
    RegulatorId: optionalId('监管单位'),
    StationId: optionalId('充装单位'),
    Barcode: optionalText('气瓶条码'),
    From: optionalDay('配送日期起'),
    To: optionalDay('配送日期止'),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('配送日期'));
export type DeliveryQuery = z.output<typeof deliveryQuery>;

export const deliveryRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  cylinderBarcode: z.string(),
  cylinderId: nullableNumber,
  fillingGuid: z.string(),
  /** The filling's start (yyyy-MM-dd HH:mm:ss, China time). */
  fillingTime: z.string(),
  deliveryTime: z.string(),
  deliveryOperator: z.string(),
  deliveryUser: z.string(),
  deliveryAddress: z.string(),
});
export type DeliveryRow = z.output<typeof deliveryRow>;

const base = `${apiBase}/CylinderFilling`;

export const deliveryApi = {
  list: defineCall({
    method: 'GET',
    path: `${base}/DeliveryRecordList`,
    summary: '配送记录：按监管单位、充装单位、气瓶条码与配送日期查询充装后气瓶的配送（isExport=true 时导出 .xlsx）',
    query: deliveryQuery,
    response: listResponse(deliveryRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${base}/AddDeliveryRecord`,
    summary:
      '录入配送记录（仅充装单位，本单位的充装记录）：配送人员、收货用户、配送地址与配送时间；每条充装记录只录入一次，配送时间不早于充装时间、不晚于当前时间',
    body: addDeliveryBody,
    response: dataResponse(addedDelivery),
  }),
};
