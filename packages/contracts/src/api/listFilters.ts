import { z } from 'zod';
import { idProblem, requiredId } from './fields';

/** Field helpers of the blacklist and abnormal-cylinder calls (internal to those contracts). */

/** An optional positive id in a query or a body (a number, or its text). */
export function optionalId(label: string) {
  return z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const id = Number(value);
      const problem = idProblem(label, id);
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return id;
    });
}

/** A list of at least one and at most 500 positive ids, with a message naming what is missing. */
export function idArray(missing: string) {
  return z.array(requiredId('编号'), { error: missing }).min(1, missing).max(500, '一次最多处理500条');
}

/** From/To days of a list: the start may not lie after the end. */
export function checkDayRange(label: string) {
  return (query: { From?: string | undefined; To?: string | undefined }, context: z.RefinementCtx) => {
    if (query.From !== undefined && query.To !== undefined && query.From > query.To) {
      context.addIssue({ code: 'custom', path: ['To'], message: `${label}的开始日期不能晚于结束日期` });
    }
  };
}
