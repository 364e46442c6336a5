import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fixedAtMidMinute } from '../support/testApp';
import { insertCylinder, insertFixture } from '../support/fixtures';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
const now = fixedAtMidMinute();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, { publicRateLimitPerMinute: 3 }, { now });
  await insertCylinder(database.db, await insertFixture(database.db), { barcode: 'HZ0001' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const ask = (remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/samr/PublicQuery/PublicQueryList?Barcode=HZ0001', remoteAddress });

describe('public query rate limit', () => {
  it('answers 429 with Retry-After once an address exceeds its queries a minute, and only that address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await ask('10.0.0.1')).statusCode).toBe(200);
    }
    const refused = await ask('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ result: false });
    expect(refused.json().messeage).toContain('请求过于频繁');

    expect((await ask('10.0.0.2')).statusCode).toBe(200);
  });

  it('keeps the count in the database, where every server instance sees it', async () => {
    await app.close();
    app = await buildTestApp(database, { publicRateLimitPerMinute: 3 }, { now });
    const rows = await database.db
      .selectFrom('rate_limit_window')
      .selectAll()
      .where('bucket', '=', 'public-query:10.0.0.1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hits).toBe(4);
  });
});
