import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../src/db/schema';
import { demoBarcodes, seedDemoData } from '../../src/db/seed/index';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

const options = { cylinders: 2000, fillingRecords: 0, imageShare: 0, anchorDate: '2026-06-15' };

let first: TestDatabase;
let second: TestDatabase;
let db: Kysely<DatabaseSchema>;

beforeAll(async () => {
  first = await openTestDatabase();
  second = await openTestDatabase();
  db = first.db;
  await seedDemoData(first.db, options);
  await seedDemoData(second.db, options);
}, 180_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
});

async function digest(database: Kysely<DatabaseSchema>) {
  const result = await sql<{ digest: string }>`select md5(
    (select string_agg(b::text, '|' order by b.id) from cylinder_blacklist b) ||
    (select string_agg(a::text, '|' order by a.id) from cylinder_abnormal a) ||
    (select string_agg(v::text, '|' order by v.id) from vehicle_type v)) as digest`.execute(database);
  return result.rows[0]?.digest;
}

describe('demo blacklist, abnormal cylinders and vehicle types', () => {
  it('are the same for the same seed and anchor day', async () => {
    expect(await digest(first.db)).toBe(await digest(second.db));
  });

  it('keep the flag and the active entries in step, with some cancelled entries', async () => {
    const mismatched = await sql<{ id: number }>`select c.id from cylinder c
      where c.is_blacklisted <> exists (select 1 from cylinder_blacklist b where b.cylinder_id = c.id and b.cancelled_at is null)`.execute(
      db,
    );
    expect(mismatched.rows).toEqual([]);
    const counts = await sql<{ active: number; cancelled: number; stations: number; reasons: number }>`select
      count(*) filter (where cancelled_at is null) as active,
      count(*) filter (where cancelled_at is not null and cancel_reason is not null) as cancelled,
      count(distinct station_id) as stations,
      count(distinct reason) as reasons
      from cylinder_blacklist`.execute(db);
    const row = counts.rows[0]!;
    expect(Number(row.active)).toBeGreaterThan(24);
    expect(Number(row.cancelled)).toBeGreaterThan(2);
    expect(Number(row.stations)).toBeGreaterThan(10);
    expect(Number(row.reasons)).toBeGreaterThan(3);
  });

  it('flag abnormal cylinders of every kind, some restored, a regulator stop leaving the cylinder stopped', async () => {
    const kinds = await sql<{ kind: number; active: number; restored: number }>`select kind,
      count(*) filter (where restored_at is null) as active, count(*) filter (where restored_at is not null) as restored
      from cylinder_abnormal group by kind order by kind`.execute(db);
    expect(kinds.rows.map((row) => row.kind)).toEqual([1, 2, 3, 4]);
    for (const row of kinds.rows) {
      expect(Number(row.active)).toBeGreaterThanOrEqual(4);
      expect(Number(row.restored)).toBeGreaterThanOrEqual(2);
    }
    const running = await sql<{
      id: number;
    }>`select c.id from cylinder c join cylinder_abnormal a on a.cylinder_id = c.id
      where a.kind = 1 and a.restored_at is null and c.status <> 7`.execute(db);
    expect(running.rows).toEqual([]);
  });

  it('give the station of the station account entries, and leave the demo barcodes clear', async () => {
    const own = await sql<{ blacklisted: number; abnormal: number }>`select
      (select count(*) from cylinder_blacklist b where b.station_id = u.station_id) as blacklisted,
      (select count(*) from cylinder_abnormal a where a.station_id = u.station_id) as abnormal
      from app_user u where u.login_code = 'station'`.execute(db);
    expect(Number(own.rows[0]?.blacklisted)).toBeGreaterThanOrEqual(2);
    expect(Number(own.rows[0]?.abnormal)).toBeGreaterThanOrEqual(4);
    const demo = await db
      .selectFrom('cylinder as c')
      .where('c.barcode', 'in', Object.values(demoBarcodes))
      .select((eb) => [
        'c.barcode',
        'c.is_blacklisted',
        eb
          .exists(eb.selectFrom('cylinder_blacklist as b').whereRef('b.cylinder_id', '=', 'c.id').select('b.id'))
          .as('listed'),
        eb
          .exists(eb.selectFrom('cylinder_abnormal as a').whereRef('a.cylinder_id', '=', 'c.id').select('a.id'))
          .as('abnormal'),
      ])
      .execute();
    expect(demo).toHaveLength(5);
    expect(demo.every((row) => !row.is_blacklisted && !row.listed && !row.abnormal)).toBe(true);
  });

  it('create the vehicle types and link the vehicle cylinders to theirs', async () => {
    const types = await db.selectFrom('vehicle_type').select(['name', 'is_valid']).orderBy('id').execute();
    expect(types.map((type) => type.name)).toEqual(['出租车', '公交车', '重型货车', '轻型货车', '私家车', '教练车']);
    const unlinked = await sql<{ n: number }>`select count(*) as n from cylinder
      where category = 3 and vc_type_name is not null and vehicle_type_id is null`.execute(db);
    expect(Number(unlinked.rows[0]?.n)).toBe(0);
  });
});
