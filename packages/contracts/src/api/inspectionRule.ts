import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { exportParams } from './export';
import {
  idProblem,
  nullableNumber,
  nullableString,
  optionalCode,
  optionalFlag,
  optionalMonth,
  optionalText,
  requiredId,
} from './fields';

/**
 * The versioned inspection rule table (issue 4): which rule gives a cylinder its next inspection date and scrap date.
 * An edit never changes a version: it retires it and writes version + 1 under the same ruleKey. Cylinders keep the
 * dates (and the version) they were given; registrations and edits after the change use the current rules.
 */

const optionalRuleId = (label: string) =>
  z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return null;
      const id = Number(value);
      const problem = idProblem(label, id);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return id;
    });

/** A whole number within bounds; empty or null when `optional` (then null), otherwise required. */
function wholeNumber(label: string, min: number, max: number, unit: string, optional = false) {
  return z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') {
        if (optional) return null;
        context.addIssue({ code: 'custom', message: `请填写${label}` });
        return z.NEVER;
      }
      const number = Number(value);
      if (!Number.isInteger(number)) {
        context.addIssue({ code: 'custom', message: `${label}必须是整数` });
        return z.NEVER;
      }
      if (number < min || number > max) {
        context.addIssue({ code: 'custom', message: `${label}应在${min}到${max}${unit}之间` });
        return z.NEVER;
      }
      return number;
    }) as z.ZodType<number | null, unknown>;
}
/** An optional text or month that also takes null (a row's empty value sent back as the row holds it), read as null. */
const orNull = (schema: z.ZodType<string | undefined, string | undefined>) =>
  z.preprocess((value) => (value === null ? undefined : value), schema).transform((value) => value ?? null);

const required = (schema: z.ZodType<number | null, unknown>) => schema as z.ZodType<number, unknown>;

const ruleFields = {
  category: optionalCode('气瓶类别', [1, 2, 3]).transform((value, context) => {
    if (value === undefined) {
      context.addIssue({ code: 'custom', message: '请选择气瓶类别' });
      return z.NEVER;
    }
    return value;
  }),
  mediumId: optionalRuleId('充装介质'),
  typeId: optionalRuleId('气瓶类型'),
  standard: orNull(optionalText('执行标准', 64)),
  /** First month of manufacture the rule covers (yyyy-MM), empty for no lower bound. */
  madeFrom: orNull(optionalMonth('制造年月起')),
  /** Last month of manufacture the rule covers (yyyy-MM), empty for no upper bound. */
  madeTo: orNull(optionalMonth('制造年月止')),
  firstInspectionMonths: wholeNumber('首次检验月数', 1, 240, '个月', true),
  inspectionPeriodMonths: required(wholeNumber('检验周期', 1, 240, '个月')),
  designLifeYears: required(wholeNumber('设计使用年限', 1, 100, '年')),
  remark: orNull(optionalText('备注', 256)),
};

function checkWindow(rule: { madeFrom: string | null; madeTo: string | null }, context: z.RefinementCtx) {
  if (rule.madeFrom !== null && rule.madeTo !== null && rule.madeFrom > rule.madeTo) {
    context.addIssue({ code: 'custom', path: ['madeTo'], message: '制造年月起不能晚于制造年月止' });
  }
}

export const inspectionRuleInput = z.object(ruleFields).superRefine(checkWindow);
export type InspectionRuleInput = z.output<typeof inspectionRuleInput>;

export const inspectionRuleUpdate = z.object({ id: requiredId('规则编号'), ...ruleFields }).superRefine(checkWindow);
export type InspectionRuleUpdate = z.output<typeof inspectionRuleUpdate>;

export const inspectionRuleRetire = z.object({ id: requiredId('规则编号') });

export const inspectionRuleListQuery = z.object({
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]),
  /** true: every version, retired ones included; otherwise only the current versions. */
  IncludeRetired: optionalFlag('是否包含历史版本'),
  ...pageQuery,
  ...exportParams,
});
export type InspectionRuleListQuery = z.output<typeof inspectionRuleListQuery>;

export const inspectionRuleHistoryQuery = z.object({ RuleKey: requiredId('规则编号') });

/** A version of a rule with its names resolved. Months of manufacture as yyyy-MM, times yyyy-MM-dd HH:mm:ss. */
export const inspectionRuleRow = z.object({
  id: z.number().int(),
  ruleKey: z.number().int(),
  version: z.number().int(),
  category: z.number().int(),
  categoryName: z.string(),
  mediumId: nullableNumber,
  mediumName: nullableString,
  typeId: nullableNumber,
  typeName: nullableString,
  standard: nullableString,
  madeFrom: nullableString,
  madeTo: nullableString,
  firstInspectionMonths: nullableNumber,
  inspectionPeriodMonths: z.number().int(),
  designLifeYears: z.number().int(),
  remark: nullableString,
  createdBy: z.string(),
  createdAt: z.string(),
  retiredAt: nullableString,
  isCurrent: z.boolean(),
  /** What the rule says, in a sentence: 液化石油气 焊接钢瓶：每48个月检验一次，设计使用年限15年. */
  description: z.string(),
});
export type InspectionRuleRow = z.output<typeof inspectionRuleRow>;

export const inspectionRuleMessages = {
  noRule: '没有适用的检验规则，请联系管理员配置',
  stale: '该规则已被修改，请刷新后重试',
  duplicate: '已有相同适用条件的规则，请修改该规则',
  mediumCategory: '充装介质不存在或不属于该气瓶类别',
  typeCategory: '气瓶类型不存在或不属于该气瓶类别',
} as const;

const changed = dataResponse(z.object({ id: z.number().int(), ruleKey: z.number().int(), version: z.number().int() }));

export const inspectionRuleApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/InspectionRule/list`,
    summary: '检验规则列表（当前版本，分页；IncludeRetired=true 时含历史版本）',
    query: inspectionRuleListQuery,
    response: listResponse(inspectionRuleRow),
  }),
  history: defineCall({
    method: 'GET',
    path: `${apiBase}/InspectionRule/history`,
    summary: '检验规则的全部版本',
    query: inspectionRuleHistoryQuery,
    response: listResponse(inspectionRuleRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${apiBase}/InspectionRule/add`,
    summary: '新增检验规则',
    body: inspectionRuleInput,
    response: changed,
  }),
  update: defineCall({
    method: 'POST',
    path: `${apiBase}/InspectionRule/update`,
    summary: '修改检验规则（停用当前版本并生成新版本）',
    body: inspectionRuleUpdate,
    response: changed,
  }),
  retire: defineCall({
    method: 'POST',
    path: `${apiBase}/InspectionRule/retire`,
    summary: '停用检验规则',
    body: inspectionRuleRetire,
    response: changed,
  }),
};
