import type { z } from 'zod';

/** One call of the wire contract: its method, its path under the site root, and the schemas of what travels. */
export interface CallContract<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  query?: Query;
  body?: Body;
  /**
   * A quicker check of a large body that answers exactly the body schema's output for input it accepts, and undefined
   * for anything else (then the schema itself decides and words the refusal): the schema stays the single source of
   * truth; this only spares a hot call the cost of zod on input that is plainly valid.
   */
  fastBody?: (input: unknown) => z.output<Body> | undefined;
  response: Response;
  /** The call may answer 204 No Content instead of the response; the typed client then resolves to null. */
  noContent?: boolean;
}

export function defineCall<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  call: CallContract<Q, B, R>,
): CallContract<Q, B, R> {
  return call;
}

export type CallQuery<C> = C extends CallContract<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type CallResponse<C> = C extends CallContract<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Base prefix of the main API (spec 01 section 7). */
export const apiBase = '/api/samr';
