import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '../src/api/http';
import { ApiError } from '../src/api/errors';
import { lastActivityKey } from '../src/api/storage';
import { createApi } from '../src/api/api';
import { setUnauthorizedHandler } from '../src/api/unauthorized';

interface Stubbed {
  seen: InternalAxiosRequestConfig[];
  adapter: AxiosAdapter;
}

/** An adapter that records each request and answers with the given status, body and headers. */
function stubAdapter(
  status = 200,
  data: unknown = { result: true, messeage: '' },
  headers: Record<string, string> = {},
): Stubbed {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, undefined, response);
    }
    return response;
  };
  return { seen, adapter };
}

function builtUrl(config: InternalAxiosRequestConfig): string {
  const client = createHttpClient();
  return client.getUri({ url: config.url, params: config.params, paramsSerializer: config.paramsSerializer });
}

describe('http client interceptors', () => {
  it('sends the stored token as a bearer header, and none without a session', async () => {
    const stub = stubAdapter();
    const client = createHttpClient({ adapter: stub.adapter });
    await client.get('/api/samr/PublicQuery/PublicQueryList');
    expect(stub.seen[0]?.headers.get('Authorization')).toBeUndefined();

    window.sessionStorage.setItem('accessToken', 'tok-123');
    await client.get('/api/samr/PublicQuery/PublicQueryList');
    expect(stub.seen[1]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('falls back to the persistent token copy', async () => {
    window.localStorage.setItem('accessToken', 'persisted');
    const stub = stubAdapter();
    await createHttpClient({ adapter: stub.adapter }).get('/api/samr/x');
    expect(stub.seen[0]?.headers.get('Authorization')).toBe('Bearer persisted');
  });

  it('drops empty and null parameters and repeats array keys', async () => {
    const stub = stubAdapter();
    const client = createHttpClient({ adapter: stub.adapter });
    await client.get('/api/samr/PublicQuery/PublicQueryList', {
      params: {
        Barcode: 'B1',
        SelfCode: '',
        SerialNumber: '   ',
        PlateNum: null,
        MakeDateStart: undefined,
        Ids: [1, 2],
        Empty: [],
      },
    });
    const config = stub.seen[0];
    expect(config?.params).toEqual({ Barcode: 'B1', Ids: [1, 2] });
    expect(builtUrl(config!)).toBe('/api/samr/PublicQuery/PublicQueryList?Barcode=B1&Ids=1&Ids=2');
  });

  it('joins RegulatorIds and StationIds with commas on java-API paths only', async () => {
    const stub = stubAdapter();
    const client = createHttpClient({ adapter: stub.adapter });
    await client.get('/api/java/report/list', { params: { RegulatorIds: [3, 4], StationIds: [7], Other: [1, 2] } });
    await client.get('/api/samr/report/list', { params: { RegulatorIds: [3, 4] } });
    expect(stub.seen[0]?.params).toEqual({ RegulatorIds: '3,4', StationIds: '7', Other: [1, 2] });
    expect(builtUrl(stub.seen[0]!)).toBe('/api/java/report/list?RegulatorIds=3%2C4&StationIds=7&Other=1&Other=2');
    expect(stub.seen[1]?.params).toEqual({ RegulatorIds: [3, 4] });
  });

  it('reshapes java-API answers: message to messeage and success to result', async () => {
    const stub = stubAdapter(200, { success: true, message: '成功', data: [1] });
    const client = createHttpClient({ adapter: stub.adapter });
    const java = await client.get('/api/java/x');
    expect(java.data).toEqual({ success: true, message: '成功', data: [1], messeage: '成功', result: true });

    const other = await createHttpClient({ adapter: stubAdapter(200, { success: true, message: 'm' }).adapter }).get(
      '/api/samr/x',
    );
    expect(other.data).toEqual({ success: true, message: 'm' });
  });

  it('refreshes the last-activity timestamp on every request', async () => {
    const before = Date.now();
    await createHttpClient({ adapter: stubAdapter().adapter }).get('/api/samr/x');
    const stored = Number(window.localStorage.getItem(lastActivityKey));
    expect(stored).toBeGreaterThanOrEqual(before);
  });

  it('carries the server messeage of a 400', async () => {
    const stub = stubAdapter(400, { result: false, messeage: '气瓶条码不能超过64个字符', statusCode: 400 });
    const error = await createHttpClient({ adapter: stub.adapter })
      .get('/api/samr/x')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('气瓶条码不能超过64个字符');
    expect((error as ApiError).status).toBe(400);
  });

  it('tells the wait of a 429 from Retry-After', async () => {
    const stub = stubAdapter(429, { result: false, messeage: 'Too Many', statusCode: 429 }, { 'retry-after': '30' });
    const error = (await createHttpClient({ adapter: stub.adapter })
      .get('/api/samr/x')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('请求过于频繁，请30秒后再试');
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('uses a Chinese fallback when the server sends no message, and for network failures', async () => {
    const serverError = (await createHttpClient({ adapter: stubAdapter(500, '<html>').adapter })
      .get('/api/samr/x')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(serverError.message).toBe('服务器内部错误，请稍后再试');

    const offline: AxiosAdapter = async (config) => {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    const network = (await createHttpClient({ adapter: offline })
      .get('/api/samr/x')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(network).toBeInstanceOf(ApiError);
    expect(network.message).toBe('网络连接失败，请检查网络后重试');
  });

  it('the typed wrapper rejects a 200 answer with result false, with its messeage', async () => {
    const stub = stubAdapter(200, { result: false, messeage: '查询失败', totalCount: 0, list: [] });
    const api = createApi(createHttpClient({ adapter: stub.adapter }));
    await expect(api.public.list({ Barcode: 'B1' })).rejects.toThrow('查询失败');
    expect(stub.seen[0]?.url).toBe('/api/samr/PublicQuery/PublicQueryList');
    expect(stub.seen[0]?.method).toBe('get');
  });

  it('reports a 401 with the server message while a session exists, and not without one', async () => {
    const seen: string[] = [];
    setUnauthorizedHandler((text) => seen.push(text));
    try {
      const stub = stubAdapter(401, { result: false, messeage: '登录已过期，请重新登录', statusCode: 401 });
      const client = createHttpClient({ adapter: stub.adapter });
      await client.get('/api/samr/x').catch(() => undefined);
      expect(seen).toEqual([]);
      window.sessionStorage.setItem('accessToken', 'tok-1');
      const error = (await client.get('/api/samr/x').catch((caught: unknown) => caught)) as ApiError;
      expect(error.status).toBe(401);
      expect(seen).toEqual(['登录已过期，请重新登录']);
    } finally {
      setUnauthorizedHandler(null);
    }
  });
});
