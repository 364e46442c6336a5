import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { isoThroughDate as throughDate, toIsoInstant } from '../../src/db/typeParsers';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/** An instant written as PostgreSQL writes it in UTC, with the given number of fraction digits (trailing zeros cut). */
function postgresText(epochMicros: number, digits: number): string {
  const iso = new Date(Math.floor(epochMicros / 1000)).toISOString();
  const micros = String(((epochMicros % 1_000_000) + 1_000_000) % 1_000_000).padStart(6, '0');
  const fraction = micros.slice(0, digits).replace(/0+$/, '');
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction ? `.${fraction}` : ''}+00`;
}

describe('toIsoInstant', () => {
  it('reads every UTC instant PostgreSQL writes as Date does, with 0 to 6 fraction digits', () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const start = Date.UTC(1900, 0, 1) * 1000;
    const span = (Date.UTC(2100, 0, 1) - Date.UTC(1900, 0, 1)) * 1000;
    for (let index = 0; index < 5000; index++) {
      const text = postgresText(start + Math.floor(next() * span), index % 7);
      expect(toIsoInstant(text), text).toBe(throughDate(text));
    }
    expect(toIsoInstant('2026-03-04 05:06:07+00')).toBe('2026-03-04T05:06:07.000Z');
    expect(toIsoInstant('2026-03-04 05:06:07.5+00')).toBe('2026-03-04T05:06:07.500Z');
    expect(toIsoInstant('2026-03-04 05:06:07.123999+00')).toBe('2026-03-04T05:06:07.123Z');
  });

  it('reads other offsets through Date', () => {
    expect(toIsoInstant('2026-03-04 05:06:07+08')).toBe('2026-03-03T21:06:07.000Z');
    expect(toIsoInstant('2026-03-04 05:06:07.25-05')).toBe('2026-03-04T10:06:07.250Z');
    expect(toIsoInstant('2026-03-04 05:06:07+05:30')).toBe('2026-03-03T23:36:07.000Z');
  });
});

describe('instants read from the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('arrive as ISO strings in UTC, with and without a time zone, whatever their fraction', async () => {
    const { rows } = await sql<Record<string, string>>`select
      '2026-03-04 05:06:07.123456+00'::timestamptz as micros,
      '2026-03-04 13:06:07+08'::timestamptz as offset_given,
      '2026-12-31 23:59:59.9+00'::timestamptz as tenths,
      '2026-03-04 05:06:07.05'::timestamp as plain`.execute(database.db);
    expect(rows[0]).toEqual({
      micros: '2026-03-04T05:06:07.123Z',
      offset_given: '2026-03-04T05:06:07.000Z',
      tenths: '2026-12-31T23:59:59.900Z',
      plain: '2026-03-04T05:06:07.050Z',
    });
  });
});
