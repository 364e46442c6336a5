import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalText, requiredId } from '../fields';
import { optionalStationId } from './fillStations';
import { batchIds, optionalIdNumber, optionalUnitText, unitManageBase, unitText } from './unitFields';

/**
 * A filling station's own upkeep (spec 02 section 7.5 "Filling station" operators and settings, "Filling-station
 * monitor, valve"): a station user acts on its own station (StationId filled from the session); a regulator names a
 * station in its scope.
 */

/** Signature pictures are small: PNG or JPEG, at most 1 MB. */
export const maxSignBytes = 1024 * 1024;

export const stationUpkeepMessages = {
  stationRequired: '请选择充装单位',
  signTooLarge: '签名图片不能超过1MB',
  signWrongFile: '签名图片不存在或不是PNG、JPG图片，请重新上传',
  noSign: '该操作人员尚未上传签名',
  operatorInUse: '充装记录',
  configUnknownKey: (key: string) => `充装站设置中没有该项：${key}`,
  configNotJson: '充装站设置应为JSON对象',
} as const;

/** The station a body acts on: a regulator must name one; a station user's own is used when absent. */
const bodyStationId = requiredId('充装单位').optional();

// Operators ------------------------------------------------------------------------------------------------------

export const operatorListQuery = z.object({
  StationId: optionalStationId,
  Name: optionalText('姓名', 64),
  ...pageQuery,
  ...exportParams,
});
export type OperatorListQuery = z.output<typeof operatorListQuery>;

export const operatorRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  name: z.string(),
  /** Masked: the first 6 and the last 4 characters. */
  idNumber: nullableString,
  certificateNo: nullableString,
  signFileId: z.number().int().nullable(),
  hasSign: z.boolean(),
  isValid: z.boolean(),
});
export type OperatorRow = z.output<typeof operatorRow>;

const operatorShape = {
  name: unitText('姓名', 64),
  /** Kept as given only in masked form (the platform never shows it whole). */
  idNumber: optionalIdNumber,
  certificateNo: optionalUnitText('作业人员证书编号', 64),
  isValid: z.boolean({ error: '启用状态只能是true或false' }).default(true),
};
export const addOperatorBody = z.object({ stationId: bodyStationId, ...operatorShape });
export const updateOperatorBody = z.object({ id: requiredId('操作人员编号'), ...operatorShape });
export const operatorSignBody = z.object({ id: requiredId('操作人员编号'), fileId: requiredId('签名图片') });
export const operatorIdBody = z.object({ id: requiredId('操作人员编号') });

// Monitors and valves --------------------------------------------------------------------------------------------

export const deviceListQuery = z.object({
  StationId: optionalStationId,
  Name: optionalText('名称', 64),
  ...pageQuery,
  ...exportParams,
});
export type DeviceListQuery = z.output<typeof deviceListQuery>;

export const monitorRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  monitorName: z.string(),
  deviceSerial: z.string(),
  channelNo: z.number().int(),
  location: nullableString,
  isValid: z.boolean(),
});
export type MonitorRow = z.output<typeof monitorRow>;

const monitorShape = {
  monitorName: unitText('监控名称', 64),
  deviceSerial: unitText('设备序列号', 64),
  channelNo: z
    .number({ error: '通道号必须是1到256之间的整数' })
    .int('通道号必须是1到256之间的整数')
    .min(1, '通道号必须是1到256之间的整数')
    .max(256, '通道号必须是1到256之间的整数')
    .default(1),
  location: optionalUnitText('安装位置', 128),
  isValid: z.boolean({ error: '启用状态只能是true或false' }).default(true),
};
export const addMonitorBody = z.object({ stationId: bodyStationId, ...monitorShape });
export const updateMonitorBody = z.object({ id: requiredId('监控编号'), ...monitorShape });

export const valveRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  stationId: z.number().int(),
  stationName: z.string(),
  valveName: z.string(),
  valveCode: z.string(),
  model: nullableString,
  location: nullableString,
  isValid: z.boolean(),
});
export type ValveRow = z.output<typeof valveRow>;

const valveShape = {
  valveName: unitText('阀门名称', 64),
  valveCode: unitText('阀门编号', 64),
  model: optionalUnitText('型号', 64),
  location: optionalUnitText('安装位置', 128),
  isValid: z.boolean({ error: '启用状态只能是true或false' }).default(true),
};
export const addValveBody = z.object({ stationId: bodyStationId, ...valveShape });
export const updateValveBody = z.object({ id: requiredId('阀门编号'), ...valveShape });

// Settings -------------------------------------------------------------------------------------------------------

/** The settings a station keeps in its configuration JSON: what its scales refuse and check. */
export const stationConfig = z
  .object({
    /** Refuse to fill a cylinder past its inspection date. */
    refuseOverdueCylinders: z.boolean({ error: '拒充超期未检气瓶只能是true或false' }).default(true),
    /** Refuse to fill a cylinder past its scrap date. */
    refuseScrappedCylinders: z.boolean({ error: '拒充超期报废气瓶只能是true或false' }).default(true),
    /** Refuse to fill a blacklisted cylinder. */
    refuseBlacklistedCylinders: z.boolean({ error: '拒充黑名单气瓶只能是true或false' }).default(true),
    /** A before-filling check must be recorded first. */
    requireBeforeFillingCheck: z.boolean({ error: '充装前检查必填只能是true或false' }).default(false),
    /** An after-filling check must be recorded. */
    requireAfterFillingCheck: z.boolean({ error: '充装后检查必填只能是true或false' }).default(false),
  })
  .strict();
export type StationConfig = z.output<typeof stationConfig>;
export const stationConfigLabels: Record<keyof StationConfig, string> = {
  refuseOverdueCylinders: '拒充超期未检气瓶',
  refuseScrappedCylinders: '拒充超期报废气瓶',
  refuseBlacklistedCylinders: '拒充黑名单气瓶',
  requireBeforeFillingCheck: '充装前检查必填',
  requireAfterFillingCheck: '充装后检查必填',
};

/** The configuration as an object, or its JSON text (as older clients send it). */
const configJson = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .record(z.string(), z.unknown(), { error: stationUpkeepMessages.configNotJson })
    .superRefine((value, context) => {
      const known = Object.keys(stationConfig.shape);
      const unknown = Object.keys(value).find((key) => !known.includes(key));
      if (unknown !== undefined) {
        context.addIssue({ code: 'custom', message: stationUpkeepMessages.configUnknownKey(unknown.slice(0, 64)) });
      }
    })
    .pipe(stationConfig),
);

export const updateConfigBody = z.object({ StationId: bodyStationId, configJson });
export const stationSettingsQuery = z.object({ StationId: optionalStationId });
export const stationSettings = z.object({
  stationId: z.number().int(),
  stationName: z.string(),
  stationCode: z.string(),
  configJson: stationConfig,
  beforeFillingCheckExpiryWarningMonth: z.number().int(),
});
export const expiryWarningMonths = z
  .number({ error: '提前提醒月数必须是0到24之间的整数' })
  .int('提前提醒月数必须是0到24之间的整数')
  .min(0, '提前提醒月数必须是0到24之间的整数')
  .max(24, '提前提醒月数必须是0到24之间的整数');
export const updateExpiryWarningBody = z.object({
  StationId: bodyStationId,
  beforeFillingCheckExpiryWarningMonth: expiryWarningMonths,
});

const countAnswer = dataResponse(z.object({ count: z.number().int() }));
const idsBody = (what: string) => z.object({ ids: batchIds(what) });

/** Add, update, delete of one kind of a station's records. */
function upkeepCrud<R extends z.ZodType, A extends z.ZodObject, U extends z.ZodObject>(
  noun: string,
  label: string,
  row: R,
  add: A,
  update: U,
) {
  return {
    list: defineCall({
      method: 'GET',
      path: `${unitManageBase}/QueryFillingStation${noun}`,
      summary: `充装单位${label}列表`,
      query: deviceListQuery,
      response: listResponse(row),
    }),
    add: defineCall({
      method: 'POST',
      path: `${unitManageBase}/AddFillingStation${noun}`,
      summary: `新增充装单位${label}`,
      body: add,
      response: dataResponse(row),
    }),
    update: defineCall({
      method: 'POST',
      path: `${unitManageBase}/UpdateFillingStation${noun}`,
      summary: `修改充装单位${label}`,
      body: update,
      response: dataResponse(row),
    }),
    remove: defineCall({
      method: 'POST',
      path: `${unitManageBase}/DeleteFillingStation${noun}`,
      summary: `删除充装单位${label}`,
      body: idsBody(label),
      response: countAnswer,
    }),
  };
}

export const monitorApi = upkeepCrud('Monitor', '监控设备', monitorRow, addMonitorBody, updateMonitorBody);
export const valveApi = upkeepCrud('Valve', '阀门', valveRow, addValveBody, updateValveBody);

export const operatorApi = {
  list: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryFillingStationOperator`,
    summary: '充装单位操作人员列表',
    query: operatorListQuery,
    response: listResponse(operatorRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${unitManageBase}/AddFillingStationOperator`,
    summary: '新增操作人员',
    body: addOperatorBody,
    response: dataResponse(operatorRow),
  }),
  update: defineCall({
    method: 'POST',
    path: `${unitManageBase}/UpdateFillingStationOperator`,
    summary: '修改操作人员',
    body: updateOperatorBody,
    response: dataResponse(operatorRow),
  }),
  remove: defineCall({
    method: 'POST',
    path: `${unitManageBase}/DeleteFillingStationOperator`,
    summary: '删除操作人员（有充装记录的不能删除）',
    body: idsBody('操作人员'),
    response: countAnswer,
  }),
  /** Links a picture uploaded by File/UploadImage (PNG or JPEG, at most 1 MB) as the operator's signature. */
  updateSign: defineCall({
    method: 'POST',
    path: `${unitManageBase}/UpdateOperatorSign`,
    summary: '上传操作人员签名（先用上传图片接口上传，不超过1MB）',
    body: operatorSignBody,
    response: dataResponse(operatorRow),
  }),
  deleteSign: defineCall({
    method: 'POST',
    path: `${unitManageBase}/DelOperatorSign`,
    summary: '删除操作人员签名',
    body: operatorIdBody,
    response: dataResponse(operatorRow),
  }),
};

export const stationSettingsApi = {
  query: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryFillingStationConfigJson`,
    summary: '充装单位设置（配置与检验到期提醒）',
    query: stationSettingsQuery,
    response: dataResponse(stationSettings),
  }),
  updateConfig: defineCall({
    method: 'POST',
    path: `${unitManageBase}/UpdateFillingStationConfigJson`,
    summary: '修改充装单位配置',
    body: updateConfigBody,
    response: dataResponse(stationSettings),
  }),
  expiryWarning: defineCall({
    method: 'GET',
    path: `${apiBase}/UnitManage/QueryFillingStationCheckExpiryWarningSetting`,
    summary: '充装站到期提醒设置',
    query: z.object({ StationCode: z.string().trim().min(1, '请提供充装站编码').max(32) }),
    response: dataResponse(z.object({ beforeFillingCheckExpiryWarningMonth: z.number().int().min(0) })),
  }),
  updateExpiryWarning: defineCall({
    method: 'POST',
    path: `${unitManageBase}/UpdateFillingStationCheckExpiryWarningSetting`,
    summary: '修改充装站检验到期提醒月数（0到24）',
    body: updateExpiryWarningBody,
    response: dataResponse(stationSettings),
  }),
};
