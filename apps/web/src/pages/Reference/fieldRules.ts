import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * The form rule of a field: the value must pass the same member of the contract's body schema the server applies,
 * so the user reads the contract's Chinese message (请填写车辆类型名称, 使用年限必须是1到50之间的整数 ...) before
 * anything is sent.
 */
export function schemaRule(schema: z.ZodObject<z.ZodRawShape>, name: string): Rule {
  const member = schema.shape[name] as z.ZodType | undefined;
  return {
    validator: async (_rule, value: unknown) => {
      if (!member) return;
      const result = member.safeParse(value === '' ? undefined : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入不正确');
    },
  };
}

/** The values as the contract reads them (trimmed text, defaults), or the first problem's message. */
export function parseBody<T>(
  schema: z.ZodType<T>,
  values: unknown,
): { ok: true; body: T } | { ok: false; message: string } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '输入不正确' };
}
