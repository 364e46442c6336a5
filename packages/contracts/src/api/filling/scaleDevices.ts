import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalFlag, optionalText, requiredId } from '../fields';
import { optionalId } from '../listFilters';
import { batchValidBody, optionalUnitText, unitMessages, unitText } from '../units/unitFields';

/**
 * The filling scales a station registers (menu 007019 /Register/ScaleDevice): each scale names itself by its device
 * guid and proves itself with a secret of its own when it uploads filling records (`Authorization: Device
 * <guid>:<secret>`). The station adds its scales, renames them, enables or disables them and rotates their secrets;
 * the platform keeps only a secret's SHA-256 and shows the secret once, when it is issued. Regulators read the scales
 * of their stations.
 */

export const scaleDeviceBase = `${apiBase}/ScaleDevice`;

export const scaleDeviceMessages = {
  notFound: unitMessages.notFound('充装秤'),
  stationRequired: '请选择充装单位',
  stationNotFound: unitMessages.notFound('充装单位'),
  /** A regulator reads the scales of its stations; only the station (or a system manager) changes them. */
  readOnly: '只有充装秤所属的充装单位可以新增或修改充装秤，监管单位只能查看',
  numberTaken: (deviceNumber: string) => `设备编号已存在：${deviceNumber}，请换一个编号`,
  /** What the secret dialog warns. */
  secretOnce: '密钥只显示这一次，请立即配置到充装秤',
  /** What the rotation asks first. */
  rotateWarning: '轮换后旧密钥立即失效，秤需换用新密钥',
} as const;

/** 未签发 / 已签发: whether a scale holds a credential. */
export const credentialStateLabels = { issued: '已签发', notIssued: '未签发' } as const;

/** The list's filter: the station selector, the regulator tree, the device number (contained), the validity. */
export const scaleDeviceListQuery = z.object({
  RegulatorId: optionalId('监管单位'),
  StationId: optionalId('充装单位'),
  DeviceNumber: optionalText('设备编号', 64),
  IsValid: optionalFlag('启用状态'),
  ...pageQuery,
  ...exportParams,
});
export type ScaleDeviceListQuery = z.output<typeof scaleDeviceListQuery>;

/**
 * One scale. The column codes deviceguid, deviceNumber, divisionName, stationName and uploadTime are the spec's
 * (02 section 3.12, shared with the offline-devices report). Never holds a secret or its hash.
 */
export const scaleDeviceListRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  deviceguid: z.string(),
  deviceNumber: z.string(),
  deviceName: z.string(),
  model: nullableString,
  stationId: z.number().int(),
  stationName: z.string(),
  divisionName: nullableString,
  /** The last upload (yyyy-MM-dd HH:mm:ss, China time), empty when the scale never uploaded. */
  uploadTime: z.string(),
  credentialIssued: z.boolean(),
  /** 未签发, or 已签发 with the time the current secret was issued. */
  credentialState: z.string(),
  /** When the current secret was issued (yyyy-MM-dd HH:mm:ss, China time), empty when none is. */
  issuedAt: z.string(),
  isValid: z.boolean(),
});
export type ScaleDeviceListRow = z.output<typeof scaleDeviceListRow>;

/** A device number as the scale and its label print it: letters, digits, - and _. */
const deviceNumber = unitText('设备编号', 64).refine(
  (value) => /^[0-9A-Za-z_-]+$/.test(value),
  '设备编号只能包含字母、数字、-和_',
);

const scaleDeviceShape = {
  deviceName: unitText('名称', 64),
  model: optionalUnitText('型号', 64),
};

/** A station user adds to its own station; a system manager names the station. */
export const addScaleDeviceBody = z.object({
  stationId: requiredId('充装单位').optional(),
  deviceNumber,
  ...scaleDeviceShape,
});
export type AddScaleDeviceBody = z.output<typeof addScaleDeviceBody>;

/** The device number and the station stay; the name and the model change. */
export const updateScaleDeviceBody = z.object({ id: requiredId('充装秤编号'), ...scaleDeviceShape });
export type UpdateScaleDeviceBody = z.output<typeof updateScaleDeviceBody>;

export const scaleDeviceIdBody = z.object({ id: requiredId('充装秤编号') });

export const batchScaleDeviceValidBody = batchValidBody('充装秤');
export type BatchScaleDeviceValidBody = z.output<typeof batchScaleDeviceValidBody>;

/** A secret just issued: shown this once, never again (the platform keeps only its hash). */
export const issuedScaleCredential = z.object({
  id: z.number().int(),
  deviceNumber: z.string(),
  deviceGuid: z.string(),
  secret: z.string(),
  /** When it was issued (yyyy-MM-dd HH:mm:ss, China time). */
  issuedAt: z.string(),
});
export type IssuedScaleCredential = z.output<typeof issuedScaleCredential>;

export const scaleDeviceApi = {
  list: defineCall({
    method: 'GET',
    path: `${scaleDeviceBase}/QueryScaleDeviceList`,
    summary: '充装秤列表（充装单位看本单位的，监管单位看所辖充装单位的）',
    query: scaleDeviceListQuery,
    response: listResponse(scaleDeviceListRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${scaleDeviceBase}/AddScaleDevice`,
    summary: '新增充装秤并签发密钥（密钥只在此答复中出现一次）',
    body: addScaleDeviceBody,
    response: dataResponse(issuedScaleCredential),
  }),
  update: defineCall({
    method: 'POST',
    path: `${scaleDeviceBase}/UpdateScaleDevice`,
    summary: '修改充装秤名称与型号',
    body: updateScaleDeviceBody,
    response: dataResponse(scaleDeviceListRow),
  }),
  batchValid: defineCall({
    method: 'POST',
    path: `${scaleDeviceBase}/BatchScaleDeviceIsValid`,
    summary: '批量启用或停用充装秤（停用的秤保留密钥，但上传被拒绝）',
    body: batchScaleDeviceValidBody,
    response: dataResponse(z.object({ count: z.number().int() })),
  }),
  rotate: defineCall({
    method: 'POST',
    path: `${scaleDeviceBase}/RotateScaleDeviceSecret`,
    summary: '轮换充装秤密钥（旧密钥立即失效，新密钥只在此答复中出现一次）',
    body: scaleDeviceIdBody,
    response: dataResponse(issuedScaleCredential),
  }),
};
