import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import {
  attachBearerToken,
  dropEmptyRequestParams,
  joinJavaListParams,
  rejectNormalised,
  reshapeJavaAnswer,
  serializeParams,
  touchLastActivity,
} from './interceptors';

/** Builds a client with the spec's interceptors; tests pass an adapter stub instead of a network. */
export function createHttpClient(defaults: CreateAxiosDefaults = {}): AxiosInstance {
  const client = axios.create({
    timeout: 60_000,
    paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
    ...defaults,
  });
  // Axios runs request interceptors last-registered first; register in reverse of the intended order.
  client.interceptors.request.use(touchLastActivity);
  client.interceptors.request.use(joinJavaListParams);
  client.interceptors.request.use(dropEmptyRequestParams);
  client.interceptors.request.use(attachBearerToken);
  client.interceptors.response.use(reshapeJavaAnswer, rejectNormalised);
  return client;
}

/** The one HTTP client every page uses. */
export const http = createHttpClient();
