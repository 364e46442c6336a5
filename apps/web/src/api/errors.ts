import axios from 'axios';
import { messages } from '@gcs/contracts';

/** Every failed call reaches a page as an ApiError whose message is fit to show a user, in Chinese. */
export class ApiError extends Error {
  readonly status: number | null;
  /** Seconds to wait before retrying, from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | null;

  constructor(message: string, status: number | null = null, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const networkErrorMessage = '网络连接失败，请检查网络后重试';
export const timeoutErrorMessage = '请求超时，请稍后重试';

const statusFallbacks: Record<number, string> = {
  400: messages.invalidParameter,
  401: '登录已失效，请重新登录',
  403: '对不起，您没有权限进行此操作',
  404: messages.notFound,
  429: messages.tooManyRequests,
};

export function serverMessage(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  const body = data as Record<string, unknown>;
  for (const key of ['messeage', 'message', 'errorMessage'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

function parseRetryAfter(header: unknown): number | null {
  if (typeof header !== 'string' && typeof header !== 'number') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(String(header));
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** A 429 tells the user how long to wait. */
export function rateLimitMessage(seconds: number | null): string {
  if (seconds === null) return messages.tooManyRequests;
  return `请求过于频繁，请${seconds}秒后再试`;
}

/** Turns whatever axios rejected with into an ApiError carrying the server's messeage or a Chinese fallback. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError(timeoutErrorMessage);
      return new ApiError(networkErrorMessage);
    }
    const status = response.status;
    if (status === 429) {
      const headers = response.headers as Record<string, unknown> | undefined;
      const wait = parseRetryAfter(headers?.['retry-after']);
      return new ApiError(rateLimitMessage(wait), status, wait);
    }
    const fallback = statusFallbacks[status] ?? messages.serverError;
    // A 5xx never shows internals: only a message the server chose to send.
    return new ApiError(serverMessage(response.data) ?? fallback, status);
  }
  return new ApiError(messages.serverError);
}

/** A 200 answer with result false is a refusal; its messeage is what the user reads. */
export function refusalError(data: unknown): ApiError | null {
  if (data === null || typeof data !== 'object') return null;
  const body = data as Record<string, unknown>;
  if (body.result !== false) return null;
  return new ApiError(serverMessage(body) ?? messages.serverError, 200);
}
