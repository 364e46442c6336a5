import { z } from 'zod';

/** Shared field schemas, each with a Chinese message that names the problem. */

export function optionalText(label: string, max = 64) {
  return z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/;

/** A month given as yyyy-MM (a full date is accepted and read as its month). */
export function optionalMonth(label: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || monthPattern.test(value), `${label}格式应为年-月，例如2024-05`)
    .transform((value) => value?.slice(0, 7));
}

/** The largest id a PostgreSQL integer column holds: a bigger one names nothing and must not reach the database. */
export const maxId = 2_147_483_647;

/** Why a number cannot be an id (a whole number from 1 to maxId), or undefined when it can. */
export function idProblem(label: string, id: number): string | undefined {
  if (!Number.isInteger(id) || id <= 0) return `${label}必须是正整数`;
  if (id > maxId) return `${label}超出范围（最大${maxId}）`;
  return undefined;
}

export function requiredId(label: string) {
  return z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于0`)
    .max(maxId, `${label}超出范围（最大${maxId}）`);
}

export const nullableString = z.string().nullable();
export const nullableNumber = z.number().nullable();

/** A yes/no query parameter: true/false, 1/0 or empty (no filter). */
export function optionalFlag(label: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''], { error: `${label}只能是true或false` })])
    .optional()
    .transform((value) =>
      value === '' || value === undefined ? undefined : value === true || value === 'true' || value === '1',
    );
}

/** A list of ids: an array, or comma-separated as the java-API prefix sends them (spec 02 section 5). */
export function optionalIdList(label: string) {
  return z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value.map(String) : value.split(','))
        .map((part) => part.trim())
        .filter(Boolean);
      const ids = parts.map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
        context.addIssue({ code: 'custom', message: `${label}必须是以逗号分隔的数字` });
        return z.NEVER;
      }
      const tooLarge = ids.find((id) => id > maxId);
      if (tooLarge !== undefined) {
        context.addIssue({ code: 'custom', message: idProblem(label, tooLarge) ?? '' });
        return z.NEVER;
      }
      return ids.length > 0 ? ids : undefined;
    });
}

/** A number from a range input (MPa, L, mm): empty means no bound. */
export function optionalNumber(label: string) {
  return z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const number = Number(value);
      if (!Number.isFinite(number) || number < 0) {
        context.addIssue({ code: 'custom', message: `${label}必须是不小于0的数字` });
        return z.NEVER;
      }
      return number;
    });
}

const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])/;

/** A day given as yyyy-MM-dd (a full ISO instant is accepted and read as its day). */
export function optionalDay(label: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || dayPattern.test(value), `${label}格式应为年-月-日，例如2024-05-01`)
    .transform((value) => value?.slice(0, 10));
}

/** A yyyy-MM-dd the calendar has (not 2026-02-30). */
const isCalendarDay = (day: string) => {
  const instant = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(instant) && new Date(instant).toISOString().slice(0, 10) === day;
};

/** A day (yyyy-MM-dd) a query cannot do without: missing or malformed answers a message naming it. */
export function requiredDay(label: string) {
  return z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .refine(
      (value) => dayPattern.test(value) && isCalendarDay(value.slice(0, 10)),
      `${label}格式应为年-月-日，例如2024-05-01`,
    )
    .transform((value) => value.slice(0, 10));
}

/** A small whole-number code restricted to the given values (enumerations of spec 02 section 4). */
export function optionalCode(label: string, allowed: readonly number[]) {
  return z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const number = Number(value);
      if (!allowed.includes(number)) {
        context.addIssue({ code: 'custom', message: `${label}只能是${allowed.join('、')}` });
        return z.NEVER;
      }
      return number;
    });
}
