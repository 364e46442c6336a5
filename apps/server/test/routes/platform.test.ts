import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi } from '@gcs/contracts';
import { buildTestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
const webDistDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>气瓶</title><div id="root"></div>');
writeFileSync(join(webDistDir, 'app.js'), 'console.log(1)');

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { webDistDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('platform', () => {
  it('reports health with the database it uses', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('documents every public call in OpenAPI, generated from the contract schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    for (const call of Object.values(publicApi)) {
      expect(document.paths[call.path], call.path).toHaveProperty(call.method.toLowerCase());
    }
    const parameters = document.paths[publicApi.list.path].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['Barcode', 'SerialNumber', 'PageIndex', 'CountPerPage']));
  });

  it('answers client-side routes with the web app and unknown API paths with a Chinese 404', async () => {
    const page = await app.inject({ method: 'GET', url: '/PublicSearch' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const missingApi = await app.inject({ method: 'GET', url: '/api/samr/Nope/Nothing' });
    expect(missingApi.statusCode).toBe(404);
    expect(missingApi.json()).toMatchObject({ result: false, messeage: '请求的数据不存在' });
  });

  it('serves the host configuration over its defaults', async () => {
    const defaults = await app.inject({ method: 'GET', url: '/api/samr/Front/frontEnd' });
    expect(defaults.json().data).toMatchObject({ temstyle: 'style-b', applicationName: '气瓶安全监管平台' });
    await database.db
      .insertInto('host_config')
      .values({
        id: 1,
        config: JSON.stringify({ code: '330500', applicationName: '湖州市气瓶安全监管平台', showLevel: 'x' }),
      })
      .execute();
    const stored = (await app.inject({ method: 'GET', url: '/api/samr/Front/frontEnd' })).json().data;
    expect(stored).toMatchObject({ code: '330500', applicationName: '湖州市气瓶安全监管平台', showLevel: null });
    const name = await app.inject({ method: 'GET', url: '/api/samr/Front/GetApplicationName' });
    expect(name.json()).toEqual({ result: true, messeage: '', data: '湖州市气瓶安全监管平台' });
  });
});
