import type { Rule, RuleRender } from 'antd/es/form';
import type { z } from 'zod';

/**
 * Form rules taken from the wire contract: a field is checked by the same zod schema the server applies, so the user
 * reads the contract's Chinese message before anything is sent, and a rule or message changed in the contract changes
 * the form with it. No form restates a contract rule.
 */

const fallbackMessage = '输入不正确';
const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? fallbackMessage;

/** The rule of one contract member, applied to the form value as `toWire` turns it into the wire value. */
export function memberRule(member: z.ZodType, toWire: (value: unknown) => unknown = (value) => value): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = member.safeParse(toWire(value));
      if (!result.success) throw new Error(firstMessage(result.error));
    },
  };
}

/**
 * The rule of a field whose form value is the wire value: it must pass the member `name` of the contract's body
 * schema (an emptied input counts as left out).
 */
export function schemaRule(schema: z.ZodObject<z.ZodRawShape>, name: string): Rule {
  const member = schema.shape[name] as z.ZodType | undefined;
  if (!member) return {};
  return memberRule(member, (value) => (value === '' ? undefined : value));
}

type Body = Record<string, unknown>;

/**
 * The rule of a field whose form value differs from the wire value (dayjs months, picture lists, chosen bits) or
 * that a rule of the whole body covers (required fields, one date not before another): the form's values are turned
 * into the body by `toBody`, the contract's whole schema parses it, and the issues at `wireName` are the field's.
 */
export function bodyRule<Values>(schema: z.ZodType, toBody: (values: Values) => Body, wireName: string): RuleRender {
  return (form) => ({
    validator: async () => {
      let body = toBody(form.getFieldsValue(true) as Values);
      // A member that fails stops the body's own checks (required fields, cross-field rules) from running, so the
      // body is checked again without the failing members to learn this field's problems too.
      for (let round = 0; round < 2; round += 1) {
        const result = schema.safeParse(body);
        if (result.success) return;
        const own = result.error.issues.find((issue) => issue.path[0] === wireName);
        if (own) throw new Error(own.message);
        const failing = new Set(result.error.issues.map((issue) => String(issue.path[0])));
        body = Object.fromEntries(Object.entries(body).filter(([key]) => !failing.has(key)));
      }
    },
  });
}

/** The values as the contract reads them (trimmed text, defaults), or the first problem's message. */
export function parseBody<T>(
  schema: z.ZodType<T>,
  values: unknown,
): { ok: true; body: T } | { ok: false; message: string } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, message: firstMessage(result.error) };
}
