import { describe, expect, it } from 'vitest';
import type { RuleObject, RuleRender } from 'antd/es/form';
import { z } from 'zod';
import { blacklistMessages, cancelChooseBody, registrationTextLimits } from '@gcs/contracts';
import { bodyRule, memberRule, parseBody, schemaRule } from '../../src/components/form/contractRules';

/** The problem a rule reports for a value, or null when it passes. */
async function problemOf(rule: RuleObject, value: unknown): Promise<string | null> {
  try {
    await rule.validator?.(rule, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const withValues = (rule: RuleRender, values: unknown) =>
  rule({ getFieldsValue: () => values } as unknown as Parameters<RuleRender>[0]);

describe('form rules from the contract', () => {
  it('reports whatever message the schema carries, so a changed contract message changes the form', async () => {
    const schema = z.object({ name: z.string({ error: '名称消息甲' }).trim().min(1, '名称消息甲').max(3, '太长乙') });
    expect(await problemOf(schemaRule(schema, 'name') as RuleObject, '')).toBe('名称消息甲');
    expect(await problemOf(schemaRule(schema, 'name') as RuleObject, 'abcd')).toBe('太长乙');
    expect(await problemOf(schemaRule(schema, 'name') as RuleObject, 'abc')).toBeNull();
  });

  it("applies a contract member to the form value as it travels, with the contract's message", async () => {
    const reason = schemaRule(cancelChooseBody, 'reason') as RuleObject;
    expect(await problemOf(reason, 'x'.repeat(257))).toBe(blacklistMessages.cancelReasonTooLong);
    expect(await problemOf(reason, '')).toBeNull();
    const required = memberRule(z.string().trim().min(1, blacklistMessages.reasonRequired), (value) => value ?? '');
    expect(await problemOf(required as RuleObject, undefined)).toBe(blacklistMessages.reasonRequired);
  });

  it("checks a converted body by the whole schema and reports the field's own issues", async () => {
    const schema = z
      .object({
        // A member that fails in its transform, as the archive body's text members do.
        code: z
          .string()
          .optional()
          .transform((value, context) => {
            if (value && value.length > registrationTextLimits.barcode) {
              context.addIssue({ code: 'custom', message: '编号太长' });
              return z.NEVER;
            }
            return value;
          }),
        from: z.string().nullable(),
        to: z.string().nullable(),
      })
      .superRefine((body, context) => {
        if (body.from && body.to && body.to < body.from) {
          context.addIssue({ code: 'custom', path: ['to'], message: '止不能早于起' });
        }
      });
    // The form holds one range; the wire has two fields.
    const toBody = (values: { range?: [string, string]; code?: string }) => ({
      code: values.code,
      from: values.range?.[0] ?? null,
      to: values.range?.[1] ?? null,
    });
    const to = bodyRule(schema, toBody, 'to');
    expect(await problemOf(withValues(to, { range: ['2024-05', '2024-01'] }), undefined)).toBe('止不能早于起');
    expect(await problemOf(withValues(to, { range: ['2024-01', '2024-05'] }), undefined)).toBeNull();
    // Another field's failing member does not hide this field's problem.
    const both = { range: ['2024-05', '2024-01'], code: 'x'.repeat(100) };
    expect(await problemOf(withValues(to, both), undefined)).toBe('止不能早于起');
    expect(await problemOf(withValues(bodyRule(schema, toBody, 'code'), both), undefined)).toBe('编号太长');
  });

  it('parses a whole body as the server reads it, or answers its first problem', () => {
    expect(parseBody(cancelChooseBody, { ids: [1], reason: ' 误报 ' })).toEqual({
      ok: true,
      body: { ids: [1], reason: '误报' },
    });
    expect(parseBody(cancelChooseBody, { ids: [1], reason: 'x'.repeat(300) })).toEqual({
      ok: false,
      message: blacklistMessages.cancelReasonTooLong,
    });
  });
});
