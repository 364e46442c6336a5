import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocsMessages } from '@gcs/contracts';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, type IdentityFixture } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/** A deployment as production runs it: behind TLS at its public origin, the API documentation closed. */
let database: TestDatabase;
let app: TestApp;
let people: IdentityFixture;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { apiDocsOpen: false, publicOrigin: 'https://gcs.example.gov.cn' });
  people = await insertIdentityFixture(database.db, await insertFixture(database.db), new Date().toISOString());
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const docs = (url: string, cookie?: string) => app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
const openDocs = (token: string) =>
  app.inject({ method: 'POST', url: '/api/samr/Auth/ApiDocsAccess', headers: bearer(token) });

describe('the API documentation outside development', () => {
  it('is closed to a browser without a system manager’s session', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
      const answer = await docs(url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json().messeage).toBe(apiDocsMessages.systemManagersOnly);
      expect(answer.body).not.toContain('openapi');
    }
    const regulator = await app.sessions.create(people.regulatorUserId);
    expect((await openDocs(regulator)).statusCode).toBe(403);
    const borrowed = await docs('/api/docs/json', `gcs_api_docs=${regulator}`);
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.body).not.toContain('openapi');
  });

  it('opens to a system manager through an HttpOnly cookie on its own path, until the session ends', async () => {
    const token = await app.sessions.create(people.adminId);
    const access = await openDocs(token);
    expect(access.statusCode, access.body).toBe(200);
    const cookie = String(access.headers['set-cookie']);
    expect(cookie).toMatch(/^gcs_api_docs=[^;]+; /);
    expect(cookie).toContain('Path=/api/docs');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Secure');
    const pair = cookie.split(';')[0] ?? '';

    const page = await docs('/api/docs', pair);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    const document = await docs('/api/docs/json', pair);
    expect(document.statusCode).toBe(200);
    expect(document.json().paths).toHaveProperty(['/api/samr/Auth/ApiDocsAccess']);

    await app.inject({ method: 'POST', url: '/api/samr/Auth/Logout', headers: bearer(token) });
    expect((await docs('/api/docs/json', pair)).statusCode).toBe(401);
  });
});

describe('transport security', () => {
  it('tells browsers to keep to https only when the platform is reached over https', async () => {
    const answer = await app.inject({ url: '/api/samr/Front/GetApplicationName' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await buildTestApp(database);
    try {
      const overHttp = await plain.inject({ url: '/api/samr/Front/GetApplicationName' });
      expect(overHttp.statusCode).toBe(200);
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
