import type { AxiosInstance } from 'axios';
import { frontApi } from '@gcs/contracts';
import { sendCall, type ResponseOf } from './call';

/** Host configuration calls made at start (spec 01 section 7). */
export interface FrontClient {
  frontEnd: (signal?: AbortSignal) => Promise<ResponseOf<typeof frontApi.frontEnd>>;
  applicationName: (signal?: AbortSignal) => Promise<ResponseOf<typeof frontApi.applicationName>>;
}

export function createFrontClient(client: AxiosInstance): FrontClient {
  return {
    frontEnd: (signal) => sendCall(client, frontApi.frontEnd, { signal }),
    applicationName: (signal) => sendCall(client, frontApi.applicationName, { signal }),
  };
}
