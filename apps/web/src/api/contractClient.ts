import type { AxiosInstance } from 'axios';
import { sendCall, type CallOptions, type ContractCall, type ResponseOf } from './call';

/** A typed client for a group of contract calls: `client.list({ query })`, `client.add({ body })`. */
export type ContractClient<T extends Record<string, ContractCall>> = {
  [K in keyof T]: (options?: CallOptions<T[K]>) => Promise<ResponseOf<T[K]>>;
};

export function contractClient<T extends Record<string, ContractCall>>(client: AxiosInstance, calls: T) {
  const entries = Object.entries(calls).map(([name, call]) => [
    name,
    (options?: CallOptions<ContractCall>) => sendCall(client, call, options),
  ]);
  return Object.fromEntries(entries) as ContractClient<T>;
}
