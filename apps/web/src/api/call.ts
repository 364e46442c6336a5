import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { refusalError } from './errors';

/** The shape of a contract object from @gcs/contracts, as far as the client needs it. */
export interface ContractCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The call may answer 204 No Content: it then resolves to null. */
  noContent?: boolean;
}

/** What the caller passes (the schema's input) and what comes back (the schema's output). */
export type QueryOf<C extends ContractCall> =
  NonNullable<C['query']> extends z.ZodType ? z.input<NonNullable<C['query']>> : undefined;
export type BodyOf<C extends ContractCall> =
  NonNullable<C['body']> extends z.ZodType ? z.input<NonNullable<C['body']>> : undefined;
export type ResponseOf<C extends ContractCall> =
  z.output<C['response']> | (C extends { noContent: true } ? null : never);

export interface CallOptions<C extends ContractCall> {
  query?: QueryOf<C>;
  body?: BodyOf<C>;
  signal?: AbortSignal;
}

/** Sends one contract call through the client; a 200 with result false rejects with the server's messeage. */
export async function sendCall<C extends ContractCall>(
  client: AxiosInstance,
  call: C,
  options: CallOptions<C> = {},
): Promise<ResponseOf<C>> {
  const response = await client.request<ResponseOf<C>>({
    method: call.method,
    url: call.path,
    params: options.query,
    data: options.body,
    signal: options.signal,
  });
  if (call.noContent && response.status === 204) return null as ResponseOf<C>;
  const refusal = refusalError(response.data);
  if (refusal) throw refusal;
  return response.data;
}
