import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/platform/rateLimit';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let now = 0;
const clock = () => now;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  now = Date.parse('2026-06-15T08:00:10.000Z');
});

async function outcome(limiter: RateLimiter, bucket: string, limit: number) {
  try {
    await limiter.hit(bucket, limit);
    return 'allowed';
  } catch (error) {
    return (error as { statusCode: number }).statusCode === 429 ? 'refused' : 'failed';
  }
}

describe('RateLimiter', () => {
  it('counts exactly on one instance and tells how long to wait', async () => {
    const limiter = new RateLimiter(database.db, clock);
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await outcome(limiter, 'a', 3));
    expect(answers).toEqual(['allowed', 'allowed', 'allowed', 'refused']);
    await expect(limiter.hit('a', 3)).rejects.toMatchObject({ headers: { 'retry-after': '50' } });
    now += 50_000;
    expect(await outcome(limiter, 'a', 3)).toBe('allowed');
  });

  it('shares the count between instances within a second', async () => {
    const first = new RateLimiter(database.db, clock);
    const second = new RateLimiter(database.db, clock);
    expect(await outcome(first, 'b', 3)).toBe('allowed');
    expect(await outcome(first, 'b', 3)).toBe('allowed');
    expect(await outcome(second, 'b', 3)).toBe('allowed');
    await first.flush();
    now += 1000;
    // The second instance adds its own count to the shared one before deciding, and sees the first one's two.
    expect(await outcome(second, 'b', 3)).toBe('refused');
    const row = await database.db.selectFrom('rate_limit_window').selectAll().executeTakeFirstOrThrow();
    expect(row.hits).toBe(4);
  });

  it('writes to the database about once a second, not once a request', async () => {
    const limiter = new RateLimiter(database.db, clock);
    for (let index = 0; index < 50; index += 1) await limiter.hit('c', 1000);
    const before = await database.db.selectFrom('rate_limit_window').selectAll().execute();
    expect(before).toHaveLength(0);
    await limiter.flush();
    const after = await database.db.selectFrom('rate_limit_window').selectAll().executeTakeFirstOrThrow();
    expect(after.hits).toBe(50);
  });
});
