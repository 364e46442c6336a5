import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString } from '../fields';

/** The bounds of a city's windows, in whole minutes: five minutes to a day, and to a week. */
export const fillingRuleLimits = {
  clonedLabel: { min: 5, max: 1440 },
  continuousFilling: { min: 5, max: 10080 },
} as const;

export const fillingRuleMessages = {
  areaInvalid: '城市编码应为6位数字，以00结尾（例如330400）',
  clonedRequired: '请填写疑似克隆标签时间窗',
  continuousRequired: '请填写连续充装时间窗',
  wholeMinutes: (label: string) => `${label}应为整数分钟`,
  range: (label: string, min: number, max: number) => `${label}应在${min}到${max}分钟之间`,
  notCity: '城市不存在或不在您的管辖范围内',
  notCityRegulator: '只有市级监管部门可以设置本市的充装规则',
  saved: (city: string) => `已保存${city}的充装规则`,
} as const;

const minutes = (label: string, required: string, limits: { min: number; max: number }) =>
  z.coerce
    .number({ error: required })
    .int(fillingRuleMessages.wholeMinutes(label))
    .min(limits.min, fillingRuleMessages.range(label, limits.min, limits.max))
    .max(limits.max, fillingRuleMessages.range(label, limits.min, limits.max));

const areaCode = z
  .string({ error: fillingRuleMessages.areaInvalid })
  .trim()
  .regex(/^\d{4}00$/, fillingRuleMessages.areaInvalid);

/** GetFillingRule: the cities of the caller's scope with their windows (the defaults where a city set none). */
export const fillingRuleQuery = z.object({
  AreaCode: areaCode.optional(),
  ...pageQuery,
  ...exportParams,
});
export type FillingRuleQuery = z.output<typeof fillingRuleQuery>;

export const fillingRuleRow = z.object({
  ordinalNum: z.number().int(),
  areaCode: z.string(),
  cityName: z.string(),
  clonedLabelMinutes: z.number().int(),
  continuousFillingMinutes: z.number().int(),
  /** 本市设定, or 默认 when the city set none. */
  source: z.string(),
  updatedAt: nullableString,
});
export type FillingRuleRow = z.output<typeof fillingRuleRow>;

/** UpdateFillingRule: a city's two windows, in whole minutes. */
export const updateFillingRuleBody = z.object({
  areaCode,
  clonedLabelMinutes: minutes('疑似克隆标签时间窗', fillingRuleMessages.clonedRequired, fillingRuleLimits.clonedLabel),
  continuousFillingMinutes: minutes(
    '连续充装时间窗',
    fillingRuleMessages.continuousRequired,
    fillingRuleLimits.continuousFilling,
  ),
});
export type UpdateFillingRuleBody = z.output<typeof updateFillingRuleBody>;

export const fillingRuleApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/GetFillingRule`,
    summary: '充装规则：各城市的疑似克隆标签与连续充装时间窗（分钟），未设定的城市为默认值',
    query: fillingRuleQuery,
    response: listResponse(fillingRuleRow),
  }),
  update: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/UpdateFillingRule`,
    summary: '设置本市的充装规则（市级监管部门本市；系统管理员任一城市）',
    body: updateFillingRuleBody,
    response: dataResponse(z.object({ areaCode: z.string() })),
  }),
};
