import { z } from 'zod';
import { apiBase } from '../call';
import { requiredId } from '../fields';
import { requiredName } from '../visibleText';

/** Field rules shared by every kind of unit (spec 02 section 7.5), each with a message that names the problem. */

/** Where the UnitManage calls live. */
export const unitManageBase = `${apiBase}/UnitManage`;

const creditCodeCharacters = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditCodeWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const creditCodeShape = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters of a unified social credit code (GB 32100-2015). */
export function creditCodeCheckCharacter(first17: string): string {
  const sum = [...first17].reduce(
    (total, character, index) => total + creditCodeCharacters.indexOf(character) * (creditCodeWeights[index] ?? 0),
    0,
  );
  return creditCodeCharacters[(31 - (sum % 31)) % 31] ?? '';
}

/** Why a text is not a unified social credit code, or undefined when it is one. */
export function creditCodeProblem(code: string): string | undefined {
  if (!creditCodeShape.test(code)) return '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）';
  if (creditCodeCheckCharacter(code.slice(0, 17)) !== code[17]) return '统一社会信用代码校验位不正确，请核对';
  return undefined;
}

/** A required unified social credit code; lower-case letters are read as upper-case. */
export const creditCode = z
  .string({ error: '请填写统一社会信用代码' })
  .trim()
  .min(1, '请填写统一社会信用代码')
  .transform((value) => value.toUpperCase())
  .superRefine((value, context) => {
    const problem = creditCodeProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** An optional unified social credit code (a sending unit may not have one); empty is null. */
export const optionalCreditCode = z
  .string({ error: '统一社会信用代码必须是文本' })
  .trim()
  .transform((value) => value.toUpperCase())
  .superRefine((value, context) => {
    const problem = value === '' ? undefined : creditCodeProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((value) => (value ? value : null));

const divisionCodeShape = /^\d{2,12}$/;

/** A required administrative division code (GB/T 2260, 2 to 12 digits) of a unit's location. */
export const unitDivisionCode = z
  .string({ error: '请选择所属区域' })
  .trim()
  .min(1, '请选择所属区域')
  .refine((value) => divisionCodeShape.test(value), '所属区域代码应为2至12位数字');

/** A division code a list is filtered by; empty is no filter. */
export const optionalDivisionCode = z
  .string({ error: '所属区域代码必须是文本' })
  .trim()
  .refine((value) => value === '' || divisionCodeShape.test(value), '所属区域代码应为2至12位数字')
  .optional()
  .transform((value) => (value ? value : undefined));

/** A unit's own code: letters, digits and -, as licences and archives print them. */
export function unitCode(label: string, max = 32) {
  return unitText(label, max).refine((value) => /^[0-9A-Za-z-]+$/.test(value), `${label}只能包含字母、数字和-`);
}

/** Refuses licence dates whose end lies before their issue (both yyyy-MM-dd or null). */
export function checkLicenceDates(
  body: { licenseIssued?: string | null | undefined; licenseUntil?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  if (body.licenseIssued && body.licenseUntil && body.licenseUntil < body.licenseIssued) {
    context.addIssue({ code: 'custom', path: ['licenseUntil'], message: unitMessages.licenceDates });
  }
}

/** A required text of a unit form (names of units, roles, menus, people). */
export const unitText = requiredName;

/** An optional text of a unit form: empty is stored as null. */
export function optionalUnitText(label: string, max: number) {
  return z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A licence number: letters, digits and the separators licences print (-, /, (), 〔〕, 号 and Chinese text). */
export const licenceNo = z
  .string({ error: '许可证编号必须是文本' })
  .trim()
  .max(64, '许可证编号不能超过64个字符')
  .refine(
    (value) => /^[0-9A-Za-z\u4e00-\u9fa5\-/()（）〔〕[\]]*$/.test(value),
    '许可证编号只能包含汉字、字母、数字和-/()',
  )
  .nullish()
  .transform((value) => (value ? value : null));

const dayShape = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An optional calendar day (yyyy-MM-dd) that exists (no 2月30日); empty is null. */
export function optionalUnitDay(label: string) {
  return z
    .string({ error: `${label}格式应为年-月-日，例如2027-05-01` })
    .trim()
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const match = dayShape.exec(value.slice(0, 10));
      const day = match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : undefined;
      if (!match || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value.slice(0, 10)) {
        context.addIssue({ code: 'custom', message: `${label}格式应为年-月-日，例如2027-05-01` });
        return z.NEVER;
      }
      return value.slice(0, 10);
    });
}

/** A mainland mobile or fixed-line telephone number; empty is null. */
export const unitPhone = z
  .string({ error: '联系电话必须是文本' })
  .trim()
  .refine((value) => value === '' || /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/.test(value), '联系电话格式不正确')
  .nullish()
  .transform((value) => (value ? value : null));

const idNumberWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** Why a text is not a resident identity card number (GB 11643, 18 characters with its check character). */
export function idNumberProblem(value: string): string | undefined {
  if (!/^\d{17}[\dX]$/.test(value)) return '身份证号应为18位，最后一位可以是数字或X';
  const sum = idNumberWeights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  if ('10X98765432'[sum % 11] !== value[17]) return '身份证号校验位不正确，请核对';
  return undefined;
}

/** An optional identity card number (lower-case x read as X); empty is null. */
export const optionalIdNumber = z
  .string({ error: '身份证号必须是文本' })
  .trim()
  .transform((value) => value.toUpperCase())
  .superRefine((value, context) => {
    const problem = value === '' ? undefined : idNumberProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((value) => (value ? value : null));

/** An identity card number as screens show it: the first 6 and the last 4 characters. */
export const maskIdNumber = (value: string) => `${value.slice(0, 6)}********${value.slice(-4)}`;

/** The ids a batch acts on: at least one, at most 500. */
export function batchIds(what: string) {
  return z
    .array(requiredId('编号'), { error: `请选择要操作的${what}` })
    .min(1, `请选择要操作的${what}`)
    .max(500, '一次最多操作500条数据');
}

/** The body of a batch enable/disable call. */
export function batchValidBody(what: string) {
  return z.object({ ids: batchIds(what), isValid: z.boolean({ error: '启用状态只能是true或false' }) });
}

/** Messages every unit kind shares. */
export const unitMessages = {
  notFound: (what: string) => `${what}不存在或不在您的管辖范围内`,
  inUse: (what: string, by: string) => `该${what}仍有${by}，不能删除；可将其停用`,
  codeTaken: (what: string, code: string) => `${what}编号已存在：${code}`,
  creditCodeTaken: (code: string) => `统一社会信用代码已被其他单位使用：${code}`,
  licenceDates: '许可证有效期止不能早于发证日期',
} as const;
