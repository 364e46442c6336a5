import type { AxiosInstance } from 'axios';
import { publicApi } from '@gcs/contracts';
import { sendCall, type QueryOf, type ResponseOf } from './call';

type PublicApi = typeof publicApi;
type Fn<K extends keyof PublicApi> = (
  query: QueryOf<PublicApi[K]>,
  signal?: AbortSignal,
) => Promise<ResponseOf<PublicApi[K]>>;

/** The public archive calls (spec 02 section 7.1), typed from the contract. */
export interface PublicClient {
  list: Fn<'list'>;
  detail: Fn<'detail'>;
  inspections: Fn<'inspections'>;
  archiveImages: Fn<'archiveImages'>;
  supplementalPhotos: Fn<'supplementalPhotos'>;
  fillings: Fn<'fillings'>;
}

export function createPublicClient(client: AxiosInstance): PublicClient {
  return {
    list: (query, signal) => sendCall(client, publicApi.list, { query, signal }),
    detail: (query, signal) => sendCall(client, publicApi.detail, { query, signal }),
    inspections: (query, signal) => sendCall(client, publicApi.inspections, { query, signal }),
    archiveImages: (query, signal) => sendCall(client, publicApi.archiveImages, { query, signal }),
    supplementalPhotos: (query, signal) => sendCall(client, publicApi.supplementalPhotos, { query, signal }),
    fillings: (query, signal) => sendCall(client, publicApi.fillings, { query, signal }),
  };
}
