import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFilling, insertFixture } from '../support/fixtures';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/** The tests' reset: each test starts from empty tables, identities from 1, and every constraint and trigger on. */
describe('test database reset', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const rowCounts = async () => {
    const tables = await sql<{ name: string }>`
      select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind = 'r' and relname <> 'schema_migration'`.execute(
      database.db,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(name)}`.execute(
        database.db,
      );
      counts[name] = result.rows[0]?.count ?? -1;
    }
    return counts;
  };

  it('empties every table, the append-only log, partitions and deleted records included', async () => {
    const fixture = await insertFixture(database.db);
    await insertFilling(database.db, fixture, null, {
      filling_guid: randomUUID(),
      begin_time: '2026-06-10T02:00:00.000Z',
      cylinder_barcode: 'B1',
    });
    await database.db
      .insertInto('syslog')
      .values({ at: new Date().toISOString(), event: 'login', result: 'success', login_code: 'x', ip: '10.0.0.1' })
      .execute();
    await sql`insert into filling_record_deleted (record_id, filling_guid, station_id, cylinder_barcode, begin_time,
                                                 record, reason, deleted_by_name)
              values (1, gen_random_uuid(), ${fixture.stationId}, 'B1', now(), '{}', '录入错误', '管理员')`.execute(
      database.db,
    );
    const before = await rowCounts();
    expect(before.syslog).toBe(1);
    expect(before.filling_record_deleted).toBe(1);
    expect(before.filling_record_2026_06).toBe(1);
    expect(Object.values(before).filter((count) => count > 0).length).toBeGreaterThan(5);

    await database.reset();

    const after = await rowCounts();
    expect(Object.entries(after).filter(([, count]) => count !== 0)).toEqual([]);
  });

  it('starts identities again from 1', async () => {
    await insertFixture(database.db);
    await database.reset();
    const again = await insertFixture(database.db);
    expect(again.stationId).toBe(1);
    await database.reset();
  });

  it('leaves the foreign keys and the append-only trigger on afterwards', async () => {
    await database.reset();
    await expect(
      database.db
        .insertInto('station')
        .values({ code: 'FS9', name: '无此区划的站', kind: 1, station_type: 1, division_code: '999999' })
        .execute(),
    ).rejects.toThrow(/foreign key/);
    await database.db
      .insertInto('syslog')
      .values({ at: new Date().toISOString(), event: 'login', result: 'success', login_code: 'x', ip: '10.0.0.1' })
      .execute();
    await expect(sql`delete from syslog`.execute(database.db)).rejects.toThrow(/系统日志只能追加/);
    await database.reset();
  });
});
