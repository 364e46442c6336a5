import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableNumber, nullableString, optionalText, requiredId } from '../fields';
import { batchIds, optionalUnitText, unitText } from '../units/unitFields';

/**
 * System parameters (spec 01 section 7, Setting/parameter): a code, a name, a value of a kind (a whole number within
 * bounds, or a text), a description and validity. The built-in ones are those the platform reads; a read-only one
 * mirrors the deployment's configuration and is shown, not edited. Every change is in the system log.
 */

/** What a parameter's value is: 1 a whole number (within its bounds), 2 a text. */
export const parameterKindLabels: Readonly<Record<number, string>> = { 1: '数值', 2: '文本' };
export const parameterKinds = { 1: 'number', 2: 'text' } as const;

/** The parameters the platform reads. */
export const builtInParameterCodes = {
  syslogRetentionMonths: 'SyslogRetentionMonths',
  passwordMaxAgeDays: 'PasswordMaxAgeDays',
  sessionIdleMinutes: 'SessionIdleMinutes',
} as const;
/** The system log keeps at least six months (never fewer, whatever the parameter says). */
export const minSyslogRetentionMonths = 6;

export const parameterMessages = {
  codeTaken: (code: string) => `参数编码已存在：${code}`,
  notFound: '参数不存在',
  readOnly: (name: string) => `“${name}”由部署配置决定，不能在此修改`,
  builtInRemove: (name: string) => `“${name}”是平台使用的内置参数，不能删除`,
  builtInShape: (name: string) => `“${name}”是内置参数，其编码、类型和取值范围不能修改`,
  builtInDisable: (name: string) => `“${name}”是内置参数，不能停用`,
  notWhole: (name: string) => `“${name}”的值必须是整数`,
  belowMin: (name: string, min: number) => `“${name}”的值不能小于${min}`,
  aboveMax: (name: string, max: number) => `“${name}”的值不能大于${max}`,
  retentionTooShort: `系统日志至少保留${minSyslogRetentionMonths}个月，保留月数不能小于${minSyslogRetentionMonths}`,
  boundsForText: '文本类型的参数不能设置取值范围',
  boundsOrder: '最小值不能大于最大值',
} as const;

/** GetParameter: by name or code (contains), paged. */
export const parameterListQuery = z.object({
  Keyword: optionalText('参数名称或编码', 64),
  ...pageQuery,
  ...exportParams,
});
export type ParameterListQuery = z.output<typeof parameterListQuery>;

export const parameterRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  value: z.string(),
  description: nullableString,
  kind: z.number().int(),
  kindName: z.string(),
  minValue: nullableNumber,
  maxValue: nullableNumber,
  isValid: z.boolean(),
  readOnly: z.boolean(),
  builtIn: z.boolean(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  updatedAt: z.string(),
});
export type ParameterRow = z.output<typeof parameterRow>;

const bound = (label: string) =>
  z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return null;
      const number = Number(value);
      if (!Number.isInteger(number) || Math.abs(number) > 2_000_000_000) {
        context.addIssue({ code: 'custom', message: `${label}必须是整数` });
        return z.NEVER;
      }
      return number;
    }) as z.ZodType<number | null, unknown>;

const parameterShape = {
  code: unitText('参数编码', 64).refine(
    (value) => /^[A-Za-z][A-Za-z0-9_]*$/.test(value),
    '参数编码须以字母开头，只能包含字母、数字和下划线',
  ),
  name: unitText('参数名称', 64),
  kind: z.union([z.literal(1), z.literal(2)], { error: '参数类型只能是数值或文本' }),
  value: unitText('参数值', 512),
  minValue: bound('最小值'),
  maxValue: bound('最大值'),
  description: optionalUnitText('说明', 256),
  isValid: z.boolean({ error: '启用状态只能是true或false' }).default(true),
};

function checkBounds(
  body: { kind: 1 | 2; minValue: number | null; maxValue: number | null },
  context: z.RefinementCtx,
) {
  if (body.kind === 2 && (body.minValue !== null || body.maxValue !== null)) {
    context.addIssue({ code: 'custom', path: ['minValue'], message: parameterMessages.boundsForText });
  }
  if (body.minValue !== null && body.maxValue !== null && body.minValue > body.maxValue) {
    context.addIssue({ code: 'custom', path: ['maxValue'], message: parameterMessages.boundsOrder });
  }
}

/** AddParameter: the value is checked against the kind and the bounds (the server checks built-in ones' own bounds). */
export const parameterBody = z.object(parameterShape).superRefine(checkBounds);
export type ParameterBody = z.output<typeof parameterBody>;
export const parameterUpdateBody = z.object({ id: requiredId('参数编号'), ...parameterShape }).superRefine(checkBounds);
export type ParameterUpdateBody = z.output<typeof parameterUpdateBody>;
export const parameterDeleteBody = z.object({ ids: batchIds('参数') });

/** Why a value does not fit a parameter of this kind and bounds, or undefined when it fits. */
export function parameterValueProblem(
  parameter: { code: string; name: string; kind: number; minValue: number | null; maxValue: number | null },
  value: string,
): string | undefined {
  if (parameter.kind !== 1) return undefined;
  if (!/^-?\d{1,10}$/.test(value)) return parameterMessages.notWhole(parameter.name);
  const number = Number(value);
  if (parameter.code === builtInParameterCodes.syslogRetentionMonths && number < minSyslogRetentionMonths) {
    return parameterMessages.retentionTooShort;
  }
  if (parameter.minValue !== null && number < parameter.minValue) {
    return parameterMessages.belowMin(parameter.name, parameter.minValue);
  }
  if (parameter.maxValue !== null && number > parameter.maxValue) {
    return parameterMessages.aboveMax(parameter.name, parameter.maxValue);
  }
  return undefined;
}

const parameterAnswer = dataResponse(parameterRow.omit({ ordinalNum: true }));
const countAnswer = dataResponse(z.object({ count: z.number().int() }));

export const parameterApi = {
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/Auth/GetParameter`,
    summary: '系统参数列表',
    query: parameterListQuery,
    response: listResponse(parameterRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/AddParameter`,
    summary: '新增系统参数',
    body: parameterBody,
    response: parameterAnswer,
  }),
  update: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/UpdateParameter`,
    summary: '修改系统参数（内置参数只能改名称、值和说明；只读参数不能修改）',
    body: parameterUpdateBody,
    response: parameterAnswer,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${apiBase}/Auth/DelParameter`,
    summary: '删除系统参数（内置参数不能删除）',
    body: parameterDeleteBody,
    response: countAnswer,
  }),
};
