import { z } from 'zod';
import { dataResponse, envelope, listResponse, pageQuery } from '../../paging';
import { defineCall } from '../call';
import { exportParams } from '../export';
import { maxId, nullableString, optionalCode, optionalFlag, optionalText, requiredId } from '../fields';
import {
  batchIds,
  batchValidBody,
  creditCode,
  licenceNo,
  optionalUnitDay,
  optionalUnitText,
  unitManageBase,
  unitMessages,
  unitPhone,
  unitText,
} from './unitFields';

/** Filling stations of unit management (spec 02 section 7.5 "Filling station"). */

export const fillStationMessages = {
  divisionOutside: (code: string) => `所属区域不存在或不在您的管辖范围内：${code}`,
  notFound: unitMessages.notFound('充装单位'),
} as const;

const stationTypeField = z
  .number({ error: '请选择充装单位类型' })
  .int('充装单位类型只能是1、2或3')
  .refine((value) => [1, 2, 3].includes(value), '充装单位类型只能是1、2或3');

/** The fields of the add and update forms (the update adds the station's id). */
const fillStationShape = {
  stationCode: unitText('充装单位编号', 32).refine(
    (value) => /^[0-9A-Za-z_-]+$/.test(value),
    '充装单位编号只能包含字母、数字、-和_',
  ),
  stationName: unitText('充装单位名称', 128),
  stationType: stationTypeField,
  divisionCode: unitText('所属区域', 12).refine((value) => /^\d{6,12}$/.test(value), '所属区域编码应为6到12位数字'),
  creditCode,
  address: optionalUnitText('地址', 256),
  principal: optionalUnitText('负责人', 64),
  phone: unitPhone,
  licenseNo: licenceNo,
  licenseIssued: optionalUnitDay('发证日期'),
  licenseUntil: optionalUnitDay('许可证有效期止'),
  isChainFilling: z.boolean({ error: '是否连锁充装只能是true或false' }).default(false),
};

/** A licence may not end before it was issued. */
function checkLicenceDates(
  body: { licenseIssued: string | null; licenseUntil: string | null },
  context: z.RefinementCtx,
) {
  if (body.licenseIssued && body.licenseUntil && body.licenseUntil < body.licenseIssued) {
    context.addIssue({ code: 'custom', path: ['licenseUntil'], message: unitMessages.licenceDates });
  }
}

export const fillStationBody = z.object(fillStationShape).superRefine(checkLicenceDates);
export type FillStationBody = z.output<typeof fillStationBody>;
export const updateFillStationBody = z
  .object({ id: requiredId('充装单位编号'), ...fillStationShape })
  .superRefine(checkLicenceDates);
export type UpdateFillStationBody = z.output<typeof updateFillStationBody>;

export const fillStationListQuery = z.object({
  StationName: optionalText('充装单位名称', 128),
  StationCode: optionalText('充装单位编号', 32),
  DivisionCode: optionalText('所属区域', 12),
  StationType: optionalCode('充装单位类型', [1, 2, 3]),
  IsValid: optionalFlag('启用状态'),
  IsChainFilling: optionalFlag('连锁充装'),
  ...pageQuery,
  ...exportParams,
});
export type FillStationListQuery = z.output<typeof fillStationListQuery>;

export const fillStationRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  stationCode: z.string(),
  stationName: z.string(),
  stationType: z.number().int(),
  /** The station type in words (stationTypeLabels), under the code spec 02 section 3.12 records. */
  stationTypeNameText: z.string(),
  divisionCode: z.string(),
  divisionName: nullableString,
  creditCode: nullableString,
  address: nullableString,
  principal: nullableString,
  /** The 负责人 again, under the code spec 02 section 3.12 records for the list (spelt as recorded). */
  legalPersion: nullableString,
  /** The media of the station's archived cylinders, distinct names joined by 、 (empty without cylinders). */
  medium: z.string(),
  phone: nullableString,
  licenseNo: nullableString,
  /** yyyy-MM-dd. */
  licenseIssued: nullableString,
  licenseUntil: nullableString,
  isChainFilling: z.boolean(),
  isValid: z.boolean(),
  cylinderCount: z.number().int(),
  /** The regulators the station is bound to, joined with 、. */
  regulatorNames: z.string(),
});
export type FillStationRow = z.output<typeof fillStationRow>;

export const chainFillingBody = z.object({
  ids: batchIds('充装单位'),
  isChainFilling: z.boolean({ error: '是否连锁充装只能是true或false' }),
});

/** A station named by a query of the station's own calls; a station user's own station when absent. */
export const optionalStationId = z.coerce
  .number({ error: '充装单位必须是数字' })
  .int('充装单位必须是整数')
  .positive('充装单位必须大于0')
  .max(maxId, `充装单位超出范围（最大${maxId}）`)
  .optional();

export const stationIdQuery = z.object({ StationId: optionalStationId });

export const stationRegulatorRow = z.object({
  id: z.number().int(),
  regulatorName: z.string(),
  divisionCode: z.string(),
  divisionName: nullableString,
  level: z.number().int(),
  isValid: z.boolean(),
});

export const scaleDeviceRow = z.object({
  id: z.number().int(),
  stationId: z.number().int(),
  deviceCode: z.string(),
  deviceName: z.string(),
  model: nullableString,
  /** The last time the scale reported (ISO instant), or null. */
  lastReportAt: nullableString,
  isValid: z.boolean(),
});

const countAnswer = dataResponse(z.object({ count: z.number().int() }));

export const fillStationInfoCall = defineCall({
  method: 'GET',
  path: `${unitManageBase}/QueryFillStationInfo`,
  summary: '充装站信息（许可证有效期）',
  query: z.object({ Id: requiredId('充装站编号') }),
  response: z.object({
    ...envelope,
    list: z.array(z.object({ id: z.number().int(), stationName: z.string(), licenseUntil: z.string().nullable() })),
  }),
});

export const fillStationApi = {
  list: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryFillStation`,
    summary: '充装单位列表',
    query: fillStationListQuery,
    response: listResponse(fillStationRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${unitManageBase}/AddFillingstation`,
    summary: '新增充装单位',
    body: fillStationBody,
    response: dataResponse(fillStationRow),
  }),
  update: defineCall({
    method: 'POST',
    path: `${unitManageBase}/UpdateFillingstation`,
    summary: '修改充装单位',
    body: updateFillStationBody,
    response: dataResponse(fillStationRow),
  }),
  batchValid: defineCall({
    method: 'POST',
    path: `${unitManageBase}/BatchFillStationIsValid`,
    summary: '批量启用或停用充装单位（停用即结束其用户的会话）',
    body: batchValidBody('充装单位'),
    response: countAnswer,
  }),
  batchChainFilling: defineCall({
    method: 'POST',
    path: `${unitManageBase}/BatchFillStationIsChainFilling`,
    summary: '批量设置充装单位是否连锁充装',
    body: chainFillingBody,
    response: countAnswer,
  }),
  info: fillStationInfoCall,
  regulators: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryRegulatorByFillStation`,
    summary: '充装单位绑定的监管单位',
    query: stationIdQuery,
    response: listResponse(stationRegulatorRow),
  }),
  scaleDevices: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryScaleDevice`,
    summary: '充装单位的充装秤',
    query: stationIdQuery,
    response: listResponse(scaleDeviceRow),
  }),
};
