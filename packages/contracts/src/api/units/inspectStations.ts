import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalFlag, optionalText, requiredId } from '../fields';
import {
  batchIds,
  batchValidBody,
  checkLicenceDates,
  creditCode,
  licenceNo,
  optionalDivisionCode,
  optionalUnitDay,
  optionalUnitText,
  unitCode,
  unitDivisionCode,
  unitManageBase,
  unitPhone,
  unitText,
} from './unitFields';

/**
 * Inspection institutions (spec 02 section 7.5 "Inspect station"): rows of the station table of kind 2, their
 * bindings to the filling stations whose cylinders they inspect, and the regulators they are bound to.
 */

export const inspectStationMessages = {
  what: '检验机构',
  noFillStation: '请选择要绑定的充装单位',
  notFillStation: (id: number) => `充装单位不存在或不在您的管辖范围内：${id}`,
  divisionOutside: '所属区域不在您的管辖范围内',
  divisionUnknown: (code: string) => `所属区域不存在：${code}`,
} as const;

export const inspectStationListQuery = z.object({
  StationName: optionalText('机构名称', 128),
  StationCode: optionalText('机构编号', 32),
  DivisionCode: optionalDivisionCode,
  IsValid: optionalFlag('启用状态'),
  ...pageQuery,
  ...exportParams,
});
export type InspectStationListQuery = z.output<typeof inspectStationListQuery>;

const inspectStationFields = {
  id: z.number().int(),
  stationCode: z.string(),
  stationName: z.string(),
  divisionCode: z.string(),
  divisionName: z.string(),
  creditCode: nullableString,
  address: nullableString,
  principal: nullableString,
  phone: nullableString,
  licenseNo: nullableString,
  /** yyyy-MM-dd. */
  licenseIssued: nullableString,
  /** yyyy-MM-dd. */
  licenseUntil: nullableString,
  /** Inspects vehicle cylinders (车用气瓶检验机构). */
  isVehicle: z.boolean(),
  isValid: z.boolean(),
  /** Filling stations bound to the institution. */
  boundFillStationCount: z.number().int(),
};

export const inspectStationRow = z.object({ ordinalNum: z.number().int(), ...inspectStationFields });
export type InspectStationRow = z.output<typeof inspectStationRow>;
export const inspectStationDetail = z.object(inspectStationFields);
export type InspectStationDetail = z.output<typeof inspectStationDetail>;

/** What the add and update forms send (the update adds the row's id). */
const inspectStationShape = {
  stationCode: unitCode('机构编号'),
  stationName: unitText('机构名称', 128),
  divisionCode: unitDivisionCode,
  creditCode,
  address: optionalUnitText('地址', 256),
  principal: optionalUnitText('负责人', 64),
  phone: unitPhone,
  licenseNo: licenceNo,
  licenseIssued: optionalUnitDay('发证日期'),
  licenseUntil: optionalUnitDay('许可证有效期止'),
  isVehicle: z.boolean({ error: '是否车用气瓶检验只能是true或false' }).default(false),
  isValid: z.boolean({ error: '启用状态只能是true或false' }).default(true),
};

export const addInspectStationBody = z.object(inspectStationShape).superRefine(checkLicenceDates);
export type AddInspectStationBody = z.output<typeof addInspectStationBody>;
export const updateInspectStationBody = z
  .object({ id: requiredId('检验机构编号'), ...inspectStationShape })
  .superRefine(checkLicenceDates);
export type UpdateInspectStationBody = z.output<typeof updateInspectStationBody>;

/** A filling station bound to an institution, or a candidate for binding (the binding screen's rows). */
export const inspectBoundStationRow = z.object({
  id: z.number().int(),
  stationCode: z.string(),
  stationName: z.string(),
  divisionName: z.string(),
  stationTypeName: z.string(),
});
export type InspectBoundStationRow = z.output<typeof inspectBoundStationRow>;

export const inspectBindingQuery = z.object({
  InspectStationId: requiredId('检验机构编号'),
  StationName: optionalText('充装单位名称', 128),
  ...pageQuery,
});
export type InspectBindingQuery = z.output<typeof inspectBindingQuery>;

export const inspectBindingBody = z.object({
  InspectStationId: requiredId('检验机构编号'),
  stationIds: batchIds('充装单位'),
});
export type InspectBindingBody = z.output<typeof inspectBindingBody>;

export const boundRegulatorRow = z.object({
  id: z.number().int(),
  name: z.string(),
  divisionCode: z.string(),
  divisionName: z.string(),
  level: z.number().int(),
  isValid: z.boolean(),
});

export const fillStationInspectorRow = z.object({
  id: z.number().int(),
  stationCode: z.string(),
  stationName: z.string(),
  divisionName: z.string(),
  phone: nullableString,
  isVehicle: z.boolean(),
  isValid: z.boolean(),
});

const count = dataResponse(z.object({ count: z.number().int() }));

export const inspectStationApi = {
  list: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryInspectStation`,
    summary: '检验机构列表（isExport=true 时导出 .xlsx）',
    query: inspectStationListQuery,
    response: listResponse(inspectStationRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${unitManageBase}/AddInspectionStation`,
    summary: '新增检验机构（编号与统一社会信用代码唯一，所属区域在管辖范围内）',
    body: addInspectStationBody,
    response: dataResponse(inspectStationDetail),
  }),
  update: defineCall({
    method: 'POST',
    path: `${unitManageBase}/UpdateInspectionStation`,
    summary: '修改检验机构',
    body: updateInspectStationBody,
    response: dataResponse(inspectStationDetail),
  }),
  batchValid: defineCall({
    method: 'POST',
    path: `${unitManageBase}/BatchInspectStationIsValid`,
    summary: '批量启用或停用检验机构（停用时结束其用户的会话）',
    body: batchValidBody('检验机构'),
    response: count,
  }),
  info: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryInspectStationInfo`,
    summary: '检验机构详情',
    query: z.object({ Id: requiredId('检验机构编号') }),
    response: dataResponse(inspectStationDetail),
  }),
  regulators: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryRegulatorByInspectStation`,
    summary: '检验机构绑定的监管单位',
    query: z.object({ Id: requiredId('检验机构编号') }),
    response: dataResponse(z.array(boundRegulatorRow)),
  }),
  byFillStation: defineCall({
    method: 'GET',
    path: `${unitManageBase}/queryInspectStationbyFillStation`,
    summary: '充装单位绑定的检验机构',
    query: z.object({ FillStationId: requiredId('充装单位编号') }),
    response: dataResponse(z.array(fillStationInspectorRow)),
  }),
  bound: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryInspectStationFillStation`,
    summary: '检验机构已绑定的充装单位',
    query: inspectBindingQuery,
    response: listResponse(inspectBoundStationRow),
  }),
  candidates: defineCall({
    method: 'GET',
    path: `${unitManageBase}/SelectInspectStationFillStation`,
    summary: '可绑定到检验机构的充装单位（管辖范围内、尚未绑定）',
    query: inspectBindingQuery,
    response: listResponse(inspectBoundStationRow),
  }),
  saveBinding: defineCall({
    method: 'POST',
    path: `${unitManageBase}/SaveInspectStationFillStationBind`,
    summary: '绑定多个充装单位到检验机构（已绑定的不重复绑定）',
    body: inspectBindingBody,
    response: count,
  }),
  removeBinding: defineCall({
    method: 'POST',
    path: `${unitManageBase}/BatchDeleteInspectStationFillStationBind`,
    summary: '解除检验机构与所选充装单位的绑定',
    body: inspectBindingBody,
    response: count,
  }),
};
