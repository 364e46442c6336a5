import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const suzhou = { endpoint: 'https://sso.suzhou.example/', clientId: 'gcs', clientSecret: 's3cret-value' };
const load = (value: unknown) =>
  loadConfig({ CITY_SIGN_ON: typeof value === 'string' ? value : JSON.stringify(value) });

describe('CITY_SIGN_ON', () => {
  it('is empty when unset, and reads the providers by key (endpoint without its trailing slash)', () => {
    expect(loadConfig({}).citySignOn).toEqual({});
    expect(load({ suzhou, province: { ...suzhou, areaCode: '320000' } }).citySignOn).toEqual({
      suzhou: { ...suzhou, endpoint: 'https://sso.suzhou.example', areaCode: undefined },
      province: { ...suzhou, endpoint: 'https://sso.suzhou.example', areaCode: '320000' },
    });
  });

  it('stops the start naming the variable and the key, never echoing a secret', () => {
    const cases: [unknown, RegExp][] = [
      ['{not json', /CITY_SIGN_ON: 不是有效的 JSON/],
      ['[]', /CITY_SIGN_ON: 应为以城市键为属性的 JSON 对象/],
      [{ nanjing: suzhou }, /CITY_SIGN_ON: nanjing: 未知的城市键/],
      [{ suzhou: { ...suzhou, endpoint: 'ftp://x' } }, /CITY_SIGN_ON: suzhou: endpoint 必须是 http\(s\) 网址/],
      [{ suzhou: { ...suzhou, clientId: '' } }, /CITY_SIGN_ON: suzhou: clientId 不能为空/],
      [{ dalian: { ...suzhou, areaCode: '32' } }, /CITY_SIGN_ON: dalian: areaCode 必须是6位行政区划代码/],
      [{ dalian: 'https://x' }, /CITY_SIGN_ON: dalian: 应为对象/],
    ];
    for (const [value, message] of cases) {
      const start = () => load(value);
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(message);
      expect(start).not.toThrow(/s3cret-value/);
    }
  });
});

describe('API_SERVICE_ACCOUNTS', () => {
  it('reads comma-separated login codes ignoring case and spaces', () => {
    expect([...loadConfig({ API_SERVICE_ACCOUNTS: ' Robot1, robot2 ,,' }).apiServiceAccounts]).toEqual([
      'robot1',
      'robot2',
    ]);
    expect(loadConfig({}).apiServiceAccounts.size).toBe(0);
  });
});
