import { z } from 'zod';

/** Page sizes the tables offer (spec 02 section 9); API users may ask for up to the hard cap. */
export const pageSizeOptions = [10, 20, 30, 50] as const;
export const defaultPageSize = 20;
export const maxPageSize = 500;

export const pageQuery = {
  PageIndex: z.coerce.number().int().min(1, '页码必须从1开始').default(1),
  CountPerPage: z.coerce
    .number()
    .int()
    .min(1, '每页条数至少为1')
    .max(maxPageSize, `每页条数不能超过${maxPageSize}`)
    .default(defaultPageSize),
};

/** The main API's envelope: every answer carries result and messeage (spelling is the contract's). */
export const envelope = {
  result: z.boolean(),
  messeage: z.string(),
};

export function listResponse<T extends z.ZodType>(row: T) {
  return z.object({ ...envelope, totalCount: z.number().int(), list: z.array(row) });
}

/**
 * A list whose table shows a summary row (合计): the envelope also carries `summary`, the totals of the given numeric
 * fields over the WHOLE filtered list in the caller's scope (every page, not the page answered).
 */
export function listResponseWithSummary<T extends z.ZodType, S extends Record<string, z.ZodNumber>>(
  row: T,
  summaryFields: S,
) {
  return z.object({
    ...envelope,
    totalCount: z.number().int(),
    list: z.array(row),
    summary: z.object(summaryFields).describe('合计：整个筛选结果（所有页）的汇总'),
  });
}

export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ ...envelope, data });
}

export const errorResponse = z.object({ ...envelope, statusCode: z.number().int() });
