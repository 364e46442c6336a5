import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { dropEmptyParams, isJavaApiPath, joinListParamsForJava, reshapeJavaResponse } from '@gcs/contracts';
import { normaliseError } from './errors';
import { readAccessToken, writeLastActivity } from './storage';
import { reportUnauthorized } from './unauthorized';

/** Request and response interceptors of the one HTTP client (spec 01 section 7, spec 02 sections 5 and 7). */

function isParamRecord(params: unknown): params is Record<string, unknown> {
  return params !== null && typeof params === 'object' && !(params instanceof URLSearchParams);
}

/** The token travels as a bearer authorisation header on every call when a session exists. */
export function attachBearerToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = readAccessToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/** Parameters with empty or null values never reach the query string. */
export function dropEmptyRequestParams(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (isParamRecord(config.params)) config.params = dropEmptyParams(config.params);
  return config;
}

/** A java-API path receives RegulatorIds and StationIds as comma-joined strings. */
export function joinJavaListParams(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.url && isJavaApiPath(config.url) && isParamRecord(config.params)) {
    config.params = joinListParamsForJava(config.params);
  }
  return config;
}

/** Each request counts as activity for the idle timeout. */
export function touchLastActivity(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  writeLastActivity();
  return config;
}

/** A java-API answer's message and success are read as messeage and result. */
export function reshapeJavaAnswer(response: AxiosResponse): AxiosResponse {
  if (response.config.url && isJavaApiPath(response.config.url)) {
    response.data = reshapeJavaResponse(response.data);
  }
  return response;
}

/** Every failure becomes an ApiError; a 401 while a session exists also ends that session (spec 01 section 8). */
export function rejectNormalised(error: unknown): Promise<never> {
  const normalised = normaliseError(error);
  if (normalised.status === 401 && readAccessToken()) reportUnauthorized(normalised.message);
  return Promise.reject(normalised);
}

/**
 * Query strings: arrays as repeated keys (Ids=1&Ids=2). Java paths get their lists joined by the request interceptor
 * before this runs, so they arrive here as plain strings.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item) => append(key, item));
    else append(key, value);
  }
  return search.toString();
}
