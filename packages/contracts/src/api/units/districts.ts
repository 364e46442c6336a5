import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalText } from '../fields';
import { unitManageBase, unitText } from './unitFields';

/**
 * Districts (spec 01 section 7 "Districts", spec 02 section 7.5): the region tree of GB/T 2260 codes that regulators
 * and stations are located in (Setting/RegionalManagement). A province, city or district has a 6-digit code, a street
 * or township 9 or 12 digits; a code begins with its parent's significant prefix (2 digits of a province, 4 of a
 * city, all 6 of a district). The code is the key: only the name changes.
 */

export const districtMessages = {
  codeTaken: (code: string) => `区域编码已存在：${code}`,
  unknownParent: (code: string) => `上级区域不存在：${code}`,
  provinceCode: '省级区域编码应为6位数字，且以0000结尾',
  cityCode: (prefix: string) => `市级区域编码应为6位数字，以上级区域编码${prefix}开头，且以00结尾`,
  countyCode: (prefix: string) => `区县级区域编码应为6位数字，以上级区域编码${prefix}开头`,
  streetCode: (prefix: string) => `街道/乡镇区域编码应为9或12位数字，以上级区域编码${prefix}开头`,
  tooDeep: '街道/乡镇下不能再添加区域',
  nameTaken: (name: string) => `同一上级区域下已有同名的区域：${name}`,
  inUse: (by: string) => `该区域仍有${by}，不能删除`,
} as const;

/** Division levels: 1 province, 2 city, 3 district or county, 4 street or township. */
export const districtLevelLabels: Readonly<Record<number, string>> = {
  1: '省级',
  2: '市级',
  3: '区县级',
  4: '街道/乡镇',
};

const districtCodeShape = /^\d{6}(\d{3}){0,2}$/;
const districtCodeMessage = '区域编码应为6、9或12位数字';

/** A district code of a body: digits only, 6, 9 or 12 of them. */
export const districtCode = z
  .string({ error: '请填写区域编码' })
  .trim()
  .min(1, '请填写区域编码')
  .regex(districtCodeShape, districtCodeMessage);

/** QueryDistrict: the children of a region (the provinces without ParentCode), or by name anywhere below it. */
export const districtListQuery = z.object({
  ParentCode: optionalText('上级区域', 12).refine(
    (value) => value === undefined || districtCodeShape.test(value),
    districtCodeMessage,
  ),
  Name: optionalText('区域名称'),
  ...pageQuery,
  ...exportParams,
});
export type DistrictListQuery = z.output<typeof districtListQuery>;

export const districtRow = z.object({
  ordinalNum: z.number().int(),
  code: z.string(),
  name: z.string(),
  parentCode: nullableString,
  parentName: nullableString,
  level: z.number().int(),
  levelName: z.string(),
  childCount: z.number().int(),
  regulatorCount: z.number().int(),
  stationCount: z.number().int(),
});
export type DistrictRow = z.output<typeof districtRow>;

export const districtBody = z.object({
  code: districtCode,
  name: unitText('区域名称', 64),
  parentCode: z
    .string({ error: '上级区域编码必须是文本' })
    .trim()
    .regex(districtCodeShape, `上级${districtCodeMessage}`)
    .or(z.literal(''))
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type DistrictBody = z.output<typeof districtBody>;

/** UpdateDistrict: the name only; the code is the key, and a parent code sent with the form is ignored. */
export const districtUpdateBody = districtBody;
export type DistrictUpdateBody = z.output<typeof districtUpdateBody>;

/** DeleteDistrict: district codes (the page's row key). */
export const districtDeleteBody = z.object({
  ids: z
    .array(districtCode, { error: '请选择要删除的区域' })
    .min(1, '请选择要删除的区域')
    .max(500, '一次最多操作500条数据'),
});
export type DistrictDeleteBody = z.output<typeof districtDeleteBody>;

const districtAnswer = dataResponse(districtRow.omit({ ordinalNum: true }));
const countAnswer = dataResponse(z.object({ count: z.number().int() }));

export const districtApi = {
  list: defineCall({
    method: 'GET',
    path: `${unitManageBase}/QueryDistrict`,
    summary: '区域列表',
    query: districtListQuery,
    response: listResponse(districtRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${unitManageBase}/AddDistrict`,
    summary: '新增区域',
    body: districtBody,
    response: districtAnswer,
  }),
  update: defineCall({
    method: 'POST',
    path: `${unitManageBase}/UpdateDistrict`,
    summary: '修改区域名称',
    body: districtUpdateBody,
    response: districtAnswer,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${unitManageBase}/DeleteDistrict`,
    summary: '删除区域（仍有下级区域、监管单位或单位时不能删除）',
    body: districtDeleteBody,
    response: countAnswer,
  }),
};

/** The significant prefix of a region's code by its level: 2 digits of a province, 4 of a city, all of the rest. */
export function districtPrefix(parent: { code: string; level: number }): string {
  if (parent.level === 1) return parent.code.slice(0, 2);
  if (parent.level === 2) return parent.code.slice(0, 4);
  return parent.code;
}

/**
 * Why a new region's code does not fit under its parent (none: a province), or undefined when it fits. The new
 * region's level is its parent's plus one.
 */
export function districtCodeProblem(code: string, parent: { code: string; level: number } | null): string | undefined {
  if (parent === null) return /^\d{2}0000$/.test(code) && code !== '000000' ? undefined : districtMessages.provinceCode;
  if (parent.level >= 4) return districtMessages.tooDeep;
  const prefix = districtPrefix(parent);
  const rest = code.slice(prefix.length);
  if (parent.level === 1) {
    return /^\d{6}$/.test(code) && code.startsWith(prefix) && /^\d{2}00$/.test(rest) && rest !== '0000'
      ? undefined
      : districtMessages.cityCode(prefix);
  }
  if (parent.level === 2) {
    return /^\d{6}$/.test(code) && code.startsWith(prefix) && rest !== '00'
      ? undefined
      : districtMessages.countyCode(prefix);
  }
  return /^\d{9}(\d{3})?$/.test(code) && code.startsWith(prefix) && !/^0+$/.test(rest)
    ? undefined
    : districtMessages.streetCode(prefix);
}
