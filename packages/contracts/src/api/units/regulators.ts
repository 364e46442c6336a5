import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalCode, optionalText, requiredId } from '../fields';
import { optionalId } from '../listFilters';
import { batchIds, batchValidBody, unitManageBase, unitText } from './unitFields';

/**
 * Regulators (spec 02 section 7.5 "Regulator", section 3.9 "Regulator unit") and their bindings to filling stations
 * and inspection institutions. A regulator's level follows from its parent (province 1, city 2, district 3); its
 * region lies inside its parent's. A regulator user manages only the regulators below its own; its own row is read
 * only.
 */

/** Messages of the regulator calls (the shared ones are in unitMessages). */
export const regulatorMessages = {
  ownReadOnly: '不能修改本单位的信息，请联系上级监管单位',
  cannotDisableOwn: '不能停用本单位或上级监管单位',
  parentRequired: '请选择上级监管单位',
  tooDeep: '区县级监管单位下不能再设下级监管单位',
  divisionTooLow: '监管单位的所在区域只能是省、市或区县',
  divisionOutsideParent: (parentDivision: string) => `所在区域必须在上级监管单位的区域（${parentDivision}）之内`,
  parentIsSelf: '上级监管单位不能是其本身或其下级监管单位',
  childOutside: '该监管单位的下级监管单位不在新的所在区域之内，请先调整下级监管单位',
  levelChangesChildren: '该监管单位有下级监管单位，不能改变其级别',
  nameTaken: (name: string) => `同一上级下已有同名的监管单位：${name}`,
  unknownDivision: (code: string) => `所在区域不存在：${code}`,
  wrongStationKind: (what: string) => `所选单位不是${what}`,
} as const;

/** Regulator levels (spec 02 section 6: level 2 is a city). */
export const regulatorLevelLabels: Readonly<Record<number, string>> = { 1: '省级', 2: '市级', 3: '区县级' };
/** The validity filter of spec 02 section 4: enabled 1, disabled 0, all empty. */
export const validityLabels: Readonly<Record<number, string>> = { 1: '启用', 0: '停用' };

const divisionCode = z
  .string({ error: '请选择所在区域' })
  .trim()
  .min(1, '请选择所在区域')
  .regex(/^\d{6}(\d{3}){0,2}$/, '所在区域编码应为6、9或12位数字');

/** QueryRegulatorUnit: by id, name (contains), region (the region and below) and validity. */
export const regulatorListQuery = z.object({
  Id: optionalId('监管单位编号'),
  RegulatorName: optionalText('监管单位名称', 128),
  DivisionCode: optionalText('所在区域', 12).refine(
    (value) => value === undefined || /^\d{6}(\d{3}){0,2}$/.test(value),
    '所在区域编码应为6、9或12位数字',
  ),
  IsValid: optionalCode('启用状态', [0, 1]),
  ...pageQuery,
  ...exportParams,
});
export type RegulatorListQuery = z.output<typeof regulatorListQuery>;

export const regulatorRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  regulatorName: z.string(),
  divisionCode: z.string(),
  divisionName: z.string(),
  parentId: z.number().int().nullable(),
  parentName: nullableString,
  level: z.number().int(),
  levelName: z.string(),
  isValid: z.boolean(),
  /** Stations it supervises directly: bound to it. */
  stationCount: z.number().int(),
  userCount: z.number().int(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  createdAt: z.string(),
});
export type RegulatorRow = z.output<typeof regulatorRow>;

/** AddRegulator: a name, a region and the parent (none only for a system manager's top regulator). */
export const regulatorBody = z.object({
  regulatorName: unitText('监管单位名称', 128),
  divisionCode,
  parentId: requiredId('上级监管单位')
    .nullish()
    .transform((value) => value ?? null),
});
export type RegulatorBody = z.output<typeof regulatorBody>;
export const regulatorUpdateBody = regulatorBody.extend({ id: requiredId('监管单位编号') });
export type RegulatorUpdateBody = z.output<typeof regulatorUpdateBody>;

export const regulatorDeleteBody = z.object({ ids: batchIds('监管单位') });
export type RegulatorDeleteBody = z.output<typeof regulatorDeleteBody>;
export const regulatorValidBody = batchValidBody('监管单位');
export type RegulatorValidBody = z.output<typeof regulatorValidBody>;

const regulatorAnswer = dataResponse(regulatorRow.omit({ ordinalNum: true }));
const countAnswer = dataResponse(z.object({ count: z.number().int() }));

/** The stations bound to a regulator, or the candidates not yet bound (the Select variant). */
export const regulatorStationQuery = z.object({
  RegulatorId: requiredId('监管单位'),
  StationName: optionalText('单位名称', 128),
  ...pageQuery,
});
export type RegulatorStationQuery = z.output<typeof regulatorStationQuery>;

export const boundStationRow = z.object({
  id: z.number().int(),
  stationCode: z.string(),
  stationName: z.string(),
  divisionName: z.string(),
  stationTypeName: z.string(),
  isValid: z.boolean(),
});
export type BoundStationRow = z.output<typeof boundStationRow>;

/** Binds many stations at once (idempotent), or unbinds the chosen. */
export const regulatorStationBindBody = z.object({
  RegulatorId: requiredId('监管单位'),
  stationIds: batchIds('单位'),
});
export type RegulatorStationBindBody = z.output<typeof regulatorStationBindBody>;

export const regulatorApi = {
  list: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryRegulatorUnit`,
    summary: '监管单位列表',
    query: regulatorListQuery,
    response: listResponse(regulatorRow),
  }),
  batchValid: defineCall({
    method: 'POST',
    path: `${unitManageBase}/BatchRegulatorIsValid`,
    summary: '批量启用或停用监管单位（停用即结束其用户的会话）',
    body: regulatorValidBody,
    response: countAnswer,
  }),
  add: defineCall({
    method: 'POST',
    path: `${unitManageBase}/AddRegulator`,
    summary: '新增监管单位',
    body: regulatorBody,
    response: regulatorAnswer,
  }),
  update: defineCall({
    method: 'POST',
    path: `${unitManageBase}/UpdateRegulator`,
    summary: '修改监管单位',
    body: regulatorUpdateBody,
    response: regulatorAnswer,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${unitManageBase}/DeleteRegulator`,
    summary: '删除监管单位（仍有用户、下级或绑定时不能删除）',
    body: regulatorDeleteBody,
    response: countAnswer,
  }),
};

function bindingCalls(station: 'FillStation' | 'InspectStation', what: string) {
  return {
    bound: defineCall({
      method: 'GET',
      path: `${unitManageBase}/QueryRegulator${station}`,
      summary: `监管单位已绑定的${what}`,
      query: regulatorStationQuery,
      response: listResponse(boundStationRow),
    }),
    candidates: defineCall({
      method: 'GET',
      path: `${unitManageBase}/SelectRegulator${station}`,
      summary: `可绑定到监管单位的${what}（管辖范围内、尚未绑定）`,
      query: regulatorStationQuery,
      response: listResponse(boundStationRow),
    }),
    save: defineCall({
      method: 'POST',
      path: `${unitManageBase}/SaveRegulator${station}Bind`,
      summary: `将多个${what}绑定到监管单位`,
      body: regulatorStationBindBody,
      response: countAnswer,
    }),
    remove: defineCall({
      method: 'POST',
      path: `${unitManageBase}/BatchDeleteRegulator${station}Bind`,
      summary: `解除监管单位与所选${what}的绑定`,
      body: regulatorStationBindBody,
      response: countAnswer,
    }),
  };
}

/** Regulator–filling-station bindings (station kind 1). */
export const regulatorFillStationApi = bindingCalls('FillStation', '充装单位');
/** Regulator–inspection-institution bindings (station kind 2). */
export const regulatorInspectStationApi = bindingCalls('InspectStation', '检验机构');
