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

export function requiredId(label: string) {
  return z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于0`);
}

export const nullableString = z.string().nullable();
export const nullableNumber = z.number().nullable();
