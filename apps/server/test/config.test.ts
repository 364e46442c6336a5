import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to 2 idle hours, 12-hour sessions, the default policy and a 180-day password age', () => {
    const config = loadConfig({});
    expect(config.session).toEqual({ idleMinutes: 120, maxHours: 12, maxPerUser: 20 });
    expect(config.password).toEqual({ policy: 'default', maxAgeDays: 180 });
    expect(config.captchaTestCode).toBeUndefined();
  });

  it('uses 90 days for the strict policy unless a password age is given', () => {
    expect(loadConfig({ PASSWORD_POLICY: 'strict' }).password).toEqual({ policy: 'strict', maxAgeDays: 90 });
    expect(loadConfig({ PASSWORD_POLICY: 'strict', PASSWORD_MAX_AGE_DAYS: '60' }).password.maxAgeDays).toBe(60);
    expect(() => loadConfig({ PASSWORD_POLICY: 'lax' })).toThrow(/PASSWORD_POLICY/);
  });

  it('refuses to start with CAPTCHA_TEST_CODE in production, with a clear Chinese message', () => {
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_CODE: 'T3ST' }).captchaTestCode).toBe('T3ST');
    const start = () => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_CODE: 'T3ST' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/CAPTCHA_TEST_CODE.*生产环境/);
  });
});

describe('personal data key', () => {
  it('needs PERSONAL_DATA_KEY in production and checks its form', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/PERSONAL_DATA_KEY.*生产环境/);
    const key = 'a1'.repeat(16);
    expect(loadConfig({ ...production, PERSONAL_DATA_KEY: key }).personalDataKey).toBe(key);
    expect(() => loadConfig({ PERSONAL_DATA_KEY: 'short' })).toThrow(/PERSONAL_DATA_KEY/);
    expect(loadConfig({}).personalDataKey).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('database connections', () => {
  it('runs requests as gcs_app unless DATABASE_APP_ROLE is set empty, migrating with DATABASE_OWNER_URL', () => {
    const app = 'postgres://gcs_server@db:5432/gcs';
    const owner = 'postgres://gcs_owner@db:5432/gcs';
    expect(loadConfig({ DATABASE_URL: app }).database).toMatchObject({ url: app, ownerUrl: app, appRole: 'gcs_app' });
    expect(loadConfig({ DATABASE_URL: app, DATABASE_OWNER_URL: owner }).database.ownerUrl).toBe(owner);
    expect(loadConfig({ DATABASE_APP_ROLE: '' }).database.appRole).toBeUndefined();
    expect(loadConfig({ DATABASE_APP_ROLE: 'city_app' }).database.appRole).toBe('city_app');
    expect(() => loadConfig({ DATABASE_APP_ROLE: 'App Role' })).toThrow(/DATABASE_APP_ROLE/);
    expect(() => loadConfig({ DATABASE_OWNER_URL: owner })).toThrow(/DATABASE_OWNER_URL.*DATABASE_URL/);
  });
});

describe('public origin and API documentation', () => {
  const production = { NODE_ENV: 'production', PERSONAL_DATA_KEY: 'a1'.repeat(16) };

  it('defaults to localhost on the port, keeps only the origin, and refuses a path', () => {
    expect(loadConfig({ PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://gcs.example.gov.cn/' }).publicOrigin).toBe(
      'https://gcs.example.gov.cn',
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://gcs.example.gov.cn/app' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://gcs.example.gov.cn' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('needs PUBLIC_ORIGIN in production once WeChat or a city sign-on sends browsers back', () => {
    expect(loadConfig(production).publicOrigin).toBe('http://localhost:8080');
    const wechat = { ...production, WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 'secret' };
    expect(() => loadConfig(wechat)).toThrow(/PUBLIC_ORIGIN.*生产环境/);
    expect(loadConfig({ ...wechat, PUBLIC_ORIGIN: 'https://gcs.example.gov.cn' }).publicOrigin).toBe(
      'https://gcs.example.gov.cn',
    );
  });

  it('closes the API documentation to all but system managers in production only', () => {
    expect(loadConfig({}).apiDocsOpen).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocsOpen).toBe(true);
    expect(loadConfig(production).apiDocsOpen).toBe(false);
  });

  it('caps live sessions a user at SESSION_MAX_PER_USER', () => {
    expect(loadConfig({ SESSION_MAX_PER_USER: '5' }).session.maxPerUser).toBe(5);
    expect(() => loadConfig({ SESSION_MAX_PER_USER: '0' })).toThrow(/SESSION_MAX_PER_USER/);
  });
});
