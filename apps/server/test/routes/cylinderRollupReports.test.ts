import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  CylinderStatus,
  enterprisePage,
  fillingTotalPage,
  inspectionForecastPage,
  menuOfPage,
  overdueCylindersPage,
  usageSummaryPage,
} from '@gcs/contracts';
import { insertCylinder, insertFillingStation, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * The region reports' cylinder figures, served from the cylinder rollups (migrations 0034 and 0040), against the same
 * figures aggregated straight from `cylinder` by SQL, after the archive is inserted, edited, moved and deleted.
 */
const today = '2026-11-26';
const now = new Date('2026-11-26T04:00:00.000Z');

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let stations: { own: number; nanxun: number; hangzhou: number };
let ids: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => today });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select('id').execute();
  const menus = [
    '003',
    menuOfPage(fillingTotalPage.kind),
    '005',
    menuOfPage(usageSummaryPage.kind),
    menuOfPage(enterprisePage.kind),
    '006',
    menuOfPage(inspectionForecastPage.kind),
    '007',
    menuOfPage(overdueCylindersPage.kind),
  ];
  await database.db
    .insertInto('role_menu')
    .values(roles.flatMap((role) => menus.map((code) => ({ role_id: role.id, menu_code: code }))))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  await database.db
    .insertInto('division')
    .values({ code: '330503', name: '南浔区', parent_code: '330500', level: 3 })
    .execute();
  stations = {
    own: fixture.stationId,
    nanxun: await insertFillingStation(database.db, 'NX001', '南浔充装站', '330503'),
    hangzhou: await insertFillingStation(database.db, 'HZ001', '杭州西湖充装站', '330100'),
  };
  // Cylinders over the three stations, every category and status, next inspection and scrap dates from 400 days ago
  // to 200 ahead (this month's days among them), some without either date, one without a station.
  const order = [stations.own, stations.nanxun, stations.hangzhou];
  const statuses = [
    CylinderStatus.Normal,
    CylinderStatus.Normal,
    CylinderStatus.Scrapped,
    CylinderStatus.Normal,
    CylinderStatus.Stopped,
    CylinderStatus.Deleted,
  ];
  ids = [];
  for (let i = 0; i < 90; i += 1) {
    ids.push(
      await insertCylinder(database.db, fixture, {
        barcode: `CR${String(i).padStart(4, '0')}`,
        station_id: i === 89 ? null : order[i % 3]!,
        category: (Math.floor(i / 2) % 3) + 1,
        status: statuses[Math.floor(i / 3) % 6]!,
        next_inspection_date: i % 17 === 4 ? null : addDays(today, ((i * 41) % 600) - 400),
        scrap_date: i % 5 === 1 ? null : addDays(today, ((i * 29) % 500) - 150),
      }),
    );
  }
});

/** Edits that move the counts: status, both dates, station (into and out of scope, to none), category, deletions. */
async function editArchive() {
  const update = (index: number) => database.db.updateTable('cylinder').where('id', '=', ids[index]!);
  await update(0).set({ status: CylinderStatus.Scrapped }).execute();
  await update(2).set({ status: CylinderStatus.Normal }).execute();
  await update(3)
    .set({ next_inspection_date: addDays(today, 10) })
    .execute();
  await update(6)
    .set({ next_inspection_date: addDays(today, -3), scrap_date: addDays(today, -1) })
    .execute();
  await update(7).set({ station_id: stations.hangzhou }).execute();
  await update(8).set({ station_id: stations.own }).execute();
  await update(9).set({ category: 3 }).execute();
  await update(10).set({ station_id: null }).execute();
  await update(12).set({ scrap_date: null, next_inspection_date: null }).execute();
  await update(13).set({ status: CylinderStatus.Deleted }).execute();
  await update(15).set({ remark: '与统计无关' }).execute();
  await database.db.deleteFrom('cylinder').where('id', '=', ids[18]!).execute();
  await insertCylinder(database.db, fixture, {
    barcode: 'CRNEW',
    station_id: stations.nanxun,
    next_inspection_date: addDays(today, 45),
    scrap_date: addDays(today, 2),
  });
}

async function get(code: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, code)) });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

async function rows<R>(query: ReturnType<typeof sql>): Promise<R[]> {
  return (await query.execute(database.db)).rows as R[];
}

/** Both phases: as inserted, then after the edits. */
async function inBothPhases(check: () => Promise<void>) {
  await check();
  await editArchive();
  await check();
}

type Row = Record<string, number | string | null>;
const huzhouStations = () => sql`(select id from station where division_code like '3305%')`;

describe('cylinder figures served from the rollups equal the archive', () => {
  it('使用情况汇总 and 企业统计: every archive column of each district, per category', async () => {
    await inBothPhases(async () => {
      for (const category of [undefined, 1, 3]) {
        const body = await get(
          'huzhou',
          `/api/samr/DataAnalysis/UsageSummary${category === undefined ? '' : `?Category=${category}`}`,
        );
        const raw = await rows<Row>(sql`
          select s.division_code,
                 count(*) filter (where c.status <> ${CylinderStatus.Deleted})::int as "registeredCount",
                 count(*) filter (where c.status = 0 and coalesce(c.next_inspection_date >= ${today}, true)
                                    and coalesce(c.scrap_date >= ${today}, true))::int as "qualifiedCount",
                 count(*) filter (where c.status = ${CylinderStatus.Scrapped})::int as "scrappedCount",
                 count(*) filter (where c.status = 0 and c.next_inspection_date < ${today})::int as "overdueCount",
                 count(*) filter (where c.status = ${CylinderStatus.Stopped})::int as "stoppedCount",
                 count(*) filter (where c.status = 0 and c.scrap_date < ${today})::int as "overdueScrapCount"
            from cylinder c join station s on s.id = c.station_id
           where c.station_id in ${huzhouStations()} ${category === undefined ? sql`` : sql`and c.category = ${category}`}
           group by 1`);
        const keys = [
          'registeredCount',
          'qualifiedCount',
          'scrappedCount',
          'overdueCount',
          'stoppedCount',
          'overdueScrapCount',
        ];
        for (const district of ['330502', '330503']) {
          const row = body.list.find((r: Row) => r.divisionCode === district);
          const expected = raw.find((r) => r.division_code === district);
          for (const key of keys) expect(row[key], `${district} ${key} ${category}`).toBe(expected?.[key] ?? 0);
        }
        expect(raw.some((r) => Number(r.overdueCount) > 0 && Number(r.overdueScrapCount) > 0)).toBe(true);
      }
      const units = await get('huzhou', '/api/samr/DataAnalysis/EnterpriseFillStation');
      const raw = await rows<Row>(sql`
        select s.division_code, count(*)::int as n from cylinder c join station s on s.id = c.station_id
         where c.station_id in ${huzhouStations()} and c.status <> ${CylinderStatus.Deleted} group by 1`);
      for (const district of ['330502', '330503']) {
        const row = units.list.find((r: Row) => r.divisionCode === district);
        expect(row.cylinderCount, district).toBe(raw.find((r) => r.division_code === district)?.n ?? 0);
      }
    });
  });

  it('充装总量: 气瓶数量 of each district and the 合计, per category', async () => {
    await inBothPhases(async () => {
      for (const category of [1, 2, 3]) {
        const body = await get('huzhou', `/api/samr/CylinderFilling/summary?CylinderCategory=${category}`);
        const raw = await rows<{ division_code: string; n: number }>(sql`
          select s.division_code, count(*)::int as n from cylinder c join station s on s.id = c.station_id
           where c.station_id in ${huzhouStations()} and c.category = ${category}
             and c.status <> ${CylinderStatus.Deleted}
           group by 1 order by 1`);
        expect(
          body.list.map((row: Row) => [row.divisionCode, row.cylinderCount]),
          `category ${category}`,
        ).toEqual(raw.map((row) => [row.division_code, row.n]));
        expect(body.summary.cylinderCount).toBe(raw.reduce((sum, row) => sum + row.n, 0));
      }
    });
  });

  it('检验到期预测 and 超期气瓶: each station’s windows and overdue count', async () => {
    await inBothPhases(async () => {
      const next = sql.ref('c.next_inspection_date');
      const windows = await rows<Row>(sql`
        select c.station_id as "fillStationId",
               count(*) filter (where ${next} < ${today})::int as "overdueCount",
               count(*) filter (where ${next} >= ${today} and ${next} < ${addDays(today, 30)})::int as "due30Count",
               count(*) filter (where ${next} >= ${addDays(today, 30)} and ${next} < ${addDays(today, 60)})::int
                 as "due60Count",
               count(*) filter (where ${next} >= ${addDays(today, 60)})::int as "due90Count"
          from cylinder c
         where c.station_id in ${huzhouStations()} and c.status = 0 and ${next} < ${addDays(today, 90)}
         group by 1 order by 1`);
      const body = await get('huzhou', '/api/samr/InspectionForecast/ByStation');
      const keys = ['fillStationId', 'overdueCount', 'due30Count', 'due60Count', 'due90Count'] as const;
      const pick = (row: Row) => keys.map((key) => row[key]);
      expect(body.list.map(pick).sort()).toEqual(windows.map(pick).sort());
      expect(windows.every((row) => Number(row.due30Count) + Number(row.overdueCount) > 0)).toBe(true);
      const category3 = await get('huzhou', '/api/samr/InspectionForecast/ByStation?CylinderCategory=3');
      const raw3 = await rows<Row>(sql`
        select c.station_id, count(*) filter (where ${next} < ${today})::int as n from cylinder c
         where c.station_id in ${huzhouStations()} and c.status = 0 and c.category = 3
           and ${next} < ${addDays(today, 90)} group by 1`);
      expect(category3.summary.overdueCount).toBe(raw3.reduce((sum, row) => sum + Number(row.n), 0));

      const overdue = await get('huzhou', '/api/samr/Register/OverdueSummary');
      const rawOverdue = await rows<Row>(sql`
        select c.station_id as "stationId", count(*)::int as "overdueCount" from cylinder c
         where c.station_id in ${huzhouStations()} and c.status = 0 and ${next} < ${today}
         group by 1 order by 1`);
      expect(overdue.list.map((row: Row) => [row.stationId, row.overdueCount]).sort()).toEqual(
        rawOverdue.map((row) => [row.stationId, row.overdueCount]).sort(),
      );
    });
  });
});
