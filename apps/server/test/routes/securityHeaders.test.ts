import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/** The security headers of everything the server sends (platform/securityHeaders.ts). */

let database: TestDatabase;
let app: TestApp;
let withWechat: TestApp;
let webDistDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  webDistDir = mkdtempSync(join(tmpdir(), 'gcs-web-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>气瓶</title><div id="root"></div>');
  app = await buildTestApp(database, { webDistDir });
  withWechat = await buildTestApp(database, {
    webDistDir,
    wechat: {
      appId: 'wx-app',
      appSecret: 'wx-secret',
      apiBase: 'https://api.weixin.qq.com',
      openBase: 'https://open.weixin.qq.com/',
    },
  });
});
afterAll(async () => {
  await app?.close();
  await withWechat?.close();
  await database?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

/** The policy as directive -> sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectProtected(response: LightMyRequestResponse, where: string) {
  const policy = policyOf(response);
  expect(policy.get('default-src'), where).toEqual(["'self'"]);
  expect(policy.get('script-src'), `${where}: no inline or foreign script`).toEqual(["'self'"]);
  expect(policy.get('script-src-attr'), where).toEqual(["'none'"]);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(policy.get('img-src'), where).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src'), where).toEqual(["'self'"]);
  expect(policy.has('upgrade-insecure-requests'), `${where}: plain HTTP deployments keep working`).toBe(false);
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  expect(response.headers['x-frame-options'], where).toBe('DENY');
  expect(response.headers['referrer-policy'], where).toBe('same-origin');
}

describe('security headers', () => {
  it('protect an API answer, a refusal and an unknown API path', async () => {
    const answer = await app.inject({ url: '/api/samr/Front/GetApplicationName' });
    expect(answer.statusCode).toBe(200);
    expectProtected(answer, 'API answer');
    const refusal = await app.inject({ url: '/api/samr/Auth/GetUserPermission' });
    expect(refusal.statusCode).toBe(401);
    expectProtected(refusal, 'no session');
    const missing = await app.inject({ url: '/api/samr/NoSuchCall' });
    expect(missing.statusCode).toBe(404);
    expectProtected(missing, 'unknown API path');
  });

  it('protect the web app index page on a client-side route', async () => {
    const page = await app.inject({ url: '/Login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectProtected(page, 'index page');
  });

  it('let pages frame only this site, and WeChat’s QR page only where WeChat login is configured', async () => {
    const without = policyOf(await app.inject({ url: '/Login' }));
    expect(without.has('frame-src'), 'frames fall back to default-src').toBe(false);
    const page = await withWechat.inject({ url: '/Login' });
    expectProtected(page, 'index page with WeChat login');
    expect(policyOf(page).get('frame-src')).toEqual(["'self'", 'https://open.weixin.qq.com']);
    const answer = await withWechat.inject({ url: '/api/samr/Front/GetApplicationName' });
    expect(policyOf(answer).get('frame-src')).toEqual(["'self'", 'https://open.weixin.qq.com']);
  });

  it('protect the API documentation and its files', async () => {
    const docs = await app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-initializer.js');
    expectProtected(docs, '/api/docs');
    const initializer = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expectProtected(initializer, 'Swagger UI initializer');
    const spec = await app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expectProtected(spec, 'OpenAPI document');
  });
});
