import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { archiveManagementPage, CylinderStatus, menuOfPage, StatusChangeKind, statusChangesPage } from '@gcs/contracts';
import { HistoryAction } from '../../src/modules/cylinderRecord/history';
import { insertCylinder, insertFillingStation, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const base = '/api/samr/Cylinder';
const byStationUrl = `${base}/StatusChangeSummary`;
const byRegionUrl = `${base}/StatusChangeSummaryByRegion`;
const recordsUrl = `${base}/StatusChangeList`;

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let southId: number;
let foreignId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function get(code: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, code)) });
}

/** A history row as the services write it (recordHistory): the station and status after the change. */
function history(
  cylinderId: number,
  stationId: number,
  action: number,
  status: number,
  changedAt: string,
  fields: string[],
) {
  return {
    cylinder_id: cylinderId,
    action,
    changes: JSON.stringify(fields.map((field) => ({ field, label: field, from: '甲', to: '乙' }))),
    station_id: stationId,
    status,
    operator_name: '操作员',
    entity_name: '吴兴区市场监管局',
    changed_at: changedAt,
  };
}

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        ['001', menuOfPage(archiveManagementPage.kind, '/GasCylinder/'), '006', menuOfPage(statusChangesPage.kind)].map(
          (code) => ({ role_id: role.id, menu_code: code }),
        ),
      ),
    )
    .execute();
  await database.db
    .insertInto('division')
    .values({ code: '330503', name: '南浔区', parent_code: '330500', level: 3 })
    .execute();
  southId = await insertFillingStation(database.db, 'FS003', '南浔充装站', '330503');
  foreignId = await insertFillingStation(database.db, 'HZ001', '杭州西湖充装站', '330100');
  const cylinder = (barcode: string, stationId = fixture.stationId, category = 1) =>
    insertCylinder(database.db, { ...fixture, stationId }, { barcode, audit_result: 1, category });
  const a = await cylinder('ST0001');
  const b = await cylinder('ST0002');
  const c = await cylinder('ST0003');
  const v = await cylinder('VC0001', fixture.stationId, 3);
  const s = await cylinder('NX0001', southId);
  const h = await cylinder('HZ0001', foreignId);
  await database.db
    .insertInto('cylinder_history')
    .values([
      history(a, fixture.stationId, HistoryAction.StatusChanged, CylinderStatus.Scrapped, '2026-11-10T02:00:00Z', [
        'status',
      ]),
      history(b, fixture.stationId, HistoryAction.StatusChanged, CylinderStatus.Stopped, '2026-11-11T02:00:00Z', [
        'abnormal',
        'status',
      ]),
      history(b, fixture.stationId, HistoryAction.Blacklisted, CylinderStatus.Stopped, '2026-11-12T02:00:00Z', [
        'blackList',
      ]),
      history(c, fixture.stationId, HistoryAction.Edited, CylinderStatus.TransferredOut, '2026-11-12T03:00:00Z', [
        'status',
      ]),
      history(v, fixture.stationId, HistoryAction.StatusChanged, CylinderStatus.Returned, '2026-11-13T02:00:00Z', [
        'status',
      ]),
      history(s, southId, HistoryAction.StatusChanged, CylinderStatus.Cancelled, '2026-11-14T02:00:00Z', ['status']),
      // Not status changes: an abnormal flag that keeps the status, an edit, a blacklisting cancelled, a move.
      history(a, fixture.stationId, HistoryAction.StatusChanged, CylinderStatus.Normal, '2026-11-09T02:00:00Z', [
        'abnormal',
      ]),
      history(c, fixture.stationId, HistoryAction.Edited, CylinderStatus.Normal, '2026-11-09T03:00:00Z', ['spec']),
      history(b, fixture.stationId, HistoryAction.BlacklistCancelled, CylinderStatus.Stopped, '2026-11-13T03:00:00Z', [
        'blackList',
      ]),
      // Before the period asked for below.
      history(s, southId, HistoryAction.Blacklisted, CylinderStatus.Normal, '2026-10-01T02:00:00Z', ['blackList']),
      // Another city's.
      history(h, foreignId, HistoryAction.StatusChanged, CylinderStatus.Scrapped, '2026-11-10T02:00:00Z', ['status']),
    ])
    .execute();
  // A deletion through the registry, which writes its own history row.
  const deletion = await app.inject({
    method: 'POST',
    url: `${base}/CylinderDelete`,
    headers: bearer(await tokenFor(app, 'fs001')),
    payload: { ids: [c] },
  });
  expect(deletion.statusCode).toBe(200);
});

/** The counts of each kind per station straight from the history (the status in the changes, or the action). */
async function rawByStation(from: string, to: string) {
  const result = await sql<{ station_id: number; kind: string; total: number }>`
    select h.station_id,
           case when h.action = ${sql.lit(HistoryAction.Blacklisted)} then 'blacklisted'
                when h.action = ${sql.lit(HistoryAction.Deleted)} then 'deleted'
                else h.status::text end as kind,
           count(*)::int as total
      from cylinder_history h
     where h.changed_at >= ${`${from}T00:00:00+08:00`}::timestamptz
       and h.changed_at < ${`${to}T00:00:00+08:00`}::timestamptz + interval '1 day'
       and (h.action in (5, 8) or exists (
             select 1 from jsonb_array_elements(h.changes) change where change ->> 'field' = 'status'))
     group by 1, 2`.execute(database.db);
  const codeOf: Record<string, string> = {
    deleted: 'deletedCount',
    blacklisted: 'blacklistedCount',
    [CylinderStatus.Deleted]: 'deletedCount',
    [CylinderStatus.Scrapped]: 'scrappedCount',
    [CylinderStatus.Cancelled]: 'cancelledCount',
    [CylinderStatus.TransferredOut]: 'transferredCount',
    [CylinderStatus.Stopped]: 'stoppedCount',
    [CylinderStatus.Returned]: 'returnedCount',
  };
  const stations = new Map<number, Record<string, number>>();
  for (const row of result.rows) {
    const code = codeOf[row.kind];
    if (!code) continue;
    const counts = stations.get(row.station_id) ?? {};
    counts[code] = (counts[code] ?? 0) + row.total;
    counts.totalCount = (counts.totalCount ?? 0) + row.total;
    stations.set(row.station_id, counts);
  }
  return stations;
}

describe('状态变更统计 by station (StatusChangeSummary)', () => {
  it("counts each station's status changes and blacklistings of the period, equal to the raw history", async () => {
    const response = await get('huzhou', `${byStationUrl}?From=2026-11-01&To=2026-11-30`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.list.map((row: { stationId: number }) => row.stationId)).toEqual([fixture.stationId, southId]);
    expect(body.list[0]).toMatchObject({
      areaName: '吴兴区',
      scrappedCount: 1,
      stoppedCount: 1,
      transferredCount: 1,
      returnedCount: 1,
      blacklistedCount: 1,
      cancelledCount: 0,
    });
    const raw = await rawByStation('2026-11-01', '2026-11-30');
    const codes = Object.keys(body.summary);
    for (const row of body.list as Record<string, number>[]) {
      const expected = raw.get(row.stationId as number) ?? {};
      for (const code of codes) expect(row[code], `${row.stationId} ${code}`).toBe(expected[code] ?? 0);
    }
    for (const code of codes) {
      const inScope = [fixture.stationId, southId].map((id) => raw.get(id)?.[code] ?? 0);
      expect(body.summary[code], code).toBe(inScope.reduce((total, count) => total + count, 0));
    }
  });

  it('counts the deletion the registry recorded, narrows by category and period, and keeps to the scope', async () => {
    const all = (await get('huzhou', byStationUrl)).json();
    expect(all.summary.deletedCount).toBe(1);
    expect(all.summary.blacklistedCount).toBe(2);
    const vehicle = (await get('huzhou', `${byStationUrl}?CylinderCategory=3`)).json();
    expect(vehicle.summary).toMatchObject({ totalCount: 1, returnedCount: 1 });
    const oneDay = (await get('huzhou', `${byStationUrl}?From=2026-11-14&To=2026-11-14`)).json();
    expect(oneDay.list).toEqual([expect.objectContaining({ stationId: southId, cancelledCount: 1, totalCount: 1 })]);

    expect((await get('fs001', byStationUrl)).json().list.map((row: { stationId: number }) => row.stationId)).toEqual([
      fixture.stationId,
    ]);
    const foreign = await get('huzhou', `${byStationUrl}?StationId=${foreignId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('杭州西湖充装站');
    const reversed = await get('huzhou', `${byStationUrl}?From=2026-11-30&To=2026-11-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().messeage).toContain('变更日期的开始日期不能晚于结束日期');
  });
});

describe('状态变更统计 by region and the history rows behind a count', () => {
  it('groups by the region of the station, and a count opens its history rows', async () => {
    const regions = (await get('huzhou', `${byRegionUrl}?From=2026-11-01`)).json();
    expect(regions.list.map((row: { areaName: string; totalCount: number }) => [row.areaName, row.totalCount])).toEqual(
      [
        ['吴兴区', 6],
        ['南浔区', 1],
      ],
    );
    expect(regions.summary.totalCount).toBe(7);

    const stopped = (
      await get('huzhou', `${recordsUrl}?StationId=${fixture.stationId}&Kind=${StatusChangeKind.Stopped}`)
    ).json();
    expect(stopped.list).toEqual([
      expect.objectContaining({
        cylinderBarcode: 'ST0002',
        kindName: '停用',
        changedAt: '2026-11-11 10:00:00',
        changes: 'abnormal：甲 → 乙；status：甲 → 乙',
      }),
    ]);
    const southern = (await get('huzhou', `${recordsUrl}?DivisionCode=330503`)).json();
    expect(southern.list.map((row: { kindName: string }) => row.kindName)).toEqual(['注销', '加入黑名单']);
    const deleted = (await get('huzhou', `${recordsUrl}?Kind=${StatusChangeKind.Deleted}`)).json();
    expect(deleted.list).toEqual([expect.objectContaining({ cylinderBarcode: 'ST0003', kindName: '删除' })]);
    // Another city's regulator sees its own station's change only.
    expect(
      (await get('hangzhou', recordsUrl)).json().list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode),
    ).toEqual(['HZ0001']);
  });

  it('exports the counts with the 合计 row, and needs the page’s menu', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'areaName', title: '所属区域' },
        { code: 'blacklistedCount', title: '加入黑名单' },
        { code: 'totalCount', title: '合计次数' },
      ]),
    );
    const response = await get('huzhou', `${byRegionUrl}?isExport=true&ExportColumns=${columns}`);
    expect(response.statusCode).toBe(200);
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['所属区域', '加入黑名单', '合计次数'],
      ['吴兴区', 1, 6],
      ['南浔区', 1, 2],
      ['合计', 2, 8],
    ]);
    await database.db.deleteFrom('role_menu').where('menu_code', '=', menuOfPage(statusChangesPage.kind)).execute();
    expect((await get('huzhou', byStationUrl)).statusCode).toBe(403);
  });
});
