import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CylinderStatus } from '@gcs/contracts';
import { rebuildFillingDaily } from '../../src/db/fillingDaily';
import {
  insertCylinder,
  insertFilling,
  insertFillingStation,
  insertFixture,
  insertInspection,
  type Fixture,
} from '../support/fixtures';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let fixture: Fixture;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
});

/** Each rollup of migrations 0034 and 0040 next to the same aggregate straight from its source table (zero rows dropped). */
async function rollupsAndRaw() {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await query.execute(database.db)).rows.map((row) => JSON.stringify(row)).sort();
  return {
    cylinderCount: [
      await rows(sql`select station_id, category, status, due_month::text, cylinders from cylinder_count
                      where cylinders <> 0`),
      await rows(sql`select station_id, category, status,
                            coalesce(date_trunc('month', least(next_inspection_date, scrap_date))::date,
                                     'infinity'::date)::text as due_month, count(*)::int as cylinders
                       from cylinder where station_id is not null group by 1, 2, 3, 4`),
    ],
    statusCount: [
      await rows(sql`select station_id, category, status, cylinders from cylinder_status_count where cylinders <> 0`),
      await rows(sql`select station_id, category, status, count(*)::int as cylinders
                       from cylinder where station_id is not null group by 1, 2, 3`),
    ],
    dueDay: [
      await rows(sql`select station_id, category, due_day::text, cylinders from cylinder_due_day where cylinders <> 0`),
      await rows(sql`select station_id, category, least(next_inspection_date, scrap_date)::text as due_day,
                            count(*)::int as cylinders
                       from cylinder where station_id is not null and status = 0
                        and least(next_inspection_date, scrap_date) is not null group by 1, 2, 3`),
    ],
    inUseDay: [
      await rows(sql`select station_id, kind, category, day::text, cylinders from cylinder_in_use_day
                      where cylinders <> 0`),
      await rows(sql`select station_id, 1 as kind, category, next_inspection_date::text as day, count(*)::int as cylinders
                       from cylinder where station_id is not null and status = 0 and next_inspection_date is not null
                      group by 1, 3, 4
                     union all
                     select station_id, 2, category, scrap_date::text, count(*)::int
                       from cylinder where station_id is not null and status = 0 and scrap_date is not null
                      group by 1, 3, 4`),
    ],
    inUseMonth: [
      await rows(sql`select station_id, kind, category, month::text, cylinders from cylinder_in_use_month
                      where cylinders <> 0`),
      await rows(sql`select station_id, 1 as kind, category,
                            date_trunc('month', next_inspection_date)::date::text as month, count(*)::int as cylinders
                       from cylinder where station_id is not null and status = 0 and next_inspection_date is not null
                      group by 1, 3, 4
                     union all
                     select station_id, 2, category, date_trunc('month', scrap_date)::date::text, count(*)::int
                       from cylinder where station_id is not null and status = 0 and scrap_date is not null
                      group by 1, 3, 4`),
    ],
    fillingMonthly: [
      await rows(sql`select station_id, category, month::text, fillings::int from filling_monthly where fillings <> 0`),
      await rows(sql`select station_id, category, date_trunc('month', day)::date::text as month,
                            sum(fillings)::int as fillings from filling_daily group by 1, 2, 3`),
    ],
    inspectionDaily: [
      await rows(sql`select cylinder_station_id, station_id, category, day::text, inspections from inspection_daily
                      where inspections <> 0`),
      await rows(sql`select c.station_id as cylinder_station_id, i.station_id, c.category,
                            (((i.operation_time + interval '8 hours') at time zone 'UTC')::date)::text as day,
                            count(*)::int as inspections
                       from inspection_record i join cylinder c on c.id = i.cylinder_id
                      where c.station_id is not null group by 1, 2, 3, 4`),
    ],
    inspectionMonthly: [
      await rows(sql`select cylinder_station_id, station_id, category, month::text, inspections from inspection_monthly
                      where inspections <> 0`),
      await rows(sql`select c.station_id as cylinder_station_id, i.station_id, c.category,
                            date_trunc('month', ((i.operation_time + interval '8 hours') at time zone 'UTC'))::date::text
                              as month, count(*)::int as inspections
                       from inspection_record i join cylinder c on c.id = i.cylinder_id
                      where c.station_id is not null group by 1, 2, 3, 4`),
    ],
  };
}

async function expectExact() {
  for (const [name, [rollup, raw]] of Object.entries(await rollupsAndRaw())) {
    expect(raw?.length, `${name} has rows`).toBeGreaterThan(0);
    expect(rollup, name).toEqual(raw);
  }
}

describe('dashboard and cylinder rollups (migrations 0034, 0040)', () => {
  it('stay equal to their sources through inserts, updates that matter or not, moves and deletes', async () => {
    const other = await insertFillingStation(database.db, 'NX001', '南浔充装站', '330502');
    const ids: number[] = [];
    for (let index = 0; index < 12; index++) {
      ids.push(
        await insertCylinder(database.db, fixture, {
          barcode: `R-${index}`,
          station_id: index % 3 === 0 ? other : fixture.stationId,
          category: (index % 3) + 1,
          status: index % 4 === 0 ? CylinderStatus.Scrapped : CylinderStatus.Normal,
          next_inspection_date: index % 5 === 0 ? null : `2026-${String((index % 12) + 1).padStart(2, '0')}-15`,
          scrap_date: index % 2 === 0 ? null : '2026-06-03',
        }),
      );
    }
    await insertCylinder(database.db, fixture, { barcode: 'R-NOSTATION', station_id: null });
    for (const [index, id] of ids.entries()) {
      await insertInspection(database.db, fixture, id, {
        report_code: `IR-${index}`,
        operation_time: `2026-0${(index % 9) + 1}-28T17:00:00.000Z`,
      });
      await insertFilling(database.db, fixture, id, {
        filling_guid: `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`,
        cylinder_barcode: `R-${index}`,
        begin_time: `2026-0${(index % 9) + 1}-27T17:00:00.000Z`,
      });
    }
    await rebuildFillingDaily(database.db);
    await expectExact();

    const update = (id: number | undefined) => database.db.updateTable('cylinder').where('id', '=', id ?? 0);
    await update(ids[1]).set({ status: CylinderStatus.Scrapped }).execute();
    await update(ids[2]).set({ next_inspection_date: '2030-01-01', last_inspection_date: '2026-11-01' }).execute();
    await update(ids[3]).set({ scrap_date: '2027-02-01' }).execute();
    await update(ids[4]).set({ station_id: other }).execute();
    await update(ids[5]).set({ category: 3 }).execute();
    await update(ids[6]).set({ station_id: null }).execute();
    await update(ids[7]).set({ remark: '与汇总无关' }).execute();
    await database.db
      .updateTable('inspection_record')
      .set({ operation_time: '2026-11-01T02:00:00.000Z' })
      .where('report_code', '=', 'IR-3')
      .execute();
    await database.db.deleteFrom('inspection_record').where('report_code', '=', 'IR-8').execute();
    await sql`update filling_daily set fillings = fillings + 2 where day = '2026-02-28'`.execute(database.db);
    await database.db.deleteFrom('filling_daily').where('day', '=', '2026-01-28').execute();
    await expectExact();
  });
});
