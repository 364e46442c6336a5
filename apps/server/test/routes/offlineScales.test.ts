import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menuOfPage, offlineScalesPage } from '@gcs/contracts';
import { insertFillingStation, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T06:00:00.000Z');
const byStationUrl = '/api/samr/Monitor/OfflineStatisticsByStation';
const detailUrl = '/api/samr/Monitor/OfflineDetailList';
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let neighbourId: number;
let hangzhouId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function scale(stationId: number, code: string, lastReport: string | null, isValid = true) {
  await database.db
    .insertInto('scale_device')
    .values({
      station_id: stationId,
      device_code: code,
      device_name: `${code}号秤`,
      model: null,
      last_report_at: lastReport,
      is_valid: isValid,
    })
    .execute();
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
        ['006', menuOfPage(offlineScalesPage.kind)].map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .execute();
  neighbourId = await insertFillingStation(database.db, 'FS002', '吴兴第二充装站', '330502');
  hangzhouId = await insertFillingStation(database.db, 'HZ001', '杭州西湖充装站', '330100');
  await scale(fixture.stationId, 'A', hoursAgo(2));
  await scale(fixture.stationId, 'B', hoursAgo(30));
  await scale(fixture.stationId, 'C', null);
  await scale(fixture.stationId, 'D', null, false);
  await scale(neighbourId, 'E', hoursAgo(100));
  await scale(hangzhouId, 'F', null);
});

async function get(code: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, code)) });
}

describe('offline scales by station (Monitor/OfflineStatisticsByStation)', () => {
  it('counts enabled scales and those silent over 24 hours or never heard from, most offline first, with the 合计', async () => {
    const response = await get('huzhou', byStationUrl);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.list.map((row: Record<string, unknown>) => [
        row.stationId,
        row.deviceCount,
        row.offlineCount,
        row.uploadTime,
      ]),
    ).toEqual([
      [fixture.stationId, 3, 2, '2026-11-26 12:00:00'],
      [neighbourId, 1, 1, '2026-11-22 10:00:00'],
    ]);
    expect(body.summary).toEqual({ deviceCount: 4, offlineCount: 3 });
    const second = (await get('huzhou', `${byStationUrl}?PageIndex=2&CountPerPage=1`)).json();
    expect(second).toMatchObject({ totalCount: 2, list: [{ ordinalNum: 2, stationId: neighbourId }] });
  });

  it('takes the chosen silence, and refuses one it does not offer', async () => {
    const body = (await get('huzhou', `${byStationUrl}?OfflineHours=72`)).json();
    expect(body.summary).toEqual({ deviceCount: 4, offlineCount: 2 });
    const refused = await get('huzhou', `${byStationUrl}?OfflineHours=5`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messeage).toContain('离线时长');
  });

  it("keeps to the caller's scope", async () => {
    const elsewhere = (await get('hangzhou', byStationUrl)).json();
    expect(elsewhere.list.map((row: { stationId: number }) => row.stationId)).toEqual([hangzhouId]);
    expect(elsewhere.summary).toEqual({ deviceCount: 1, offlineCount: 1 });
    expect((await get('hangzhou', `${byStationUrl}?StationId=${fixture.stationId}`)).statusCode).toBe(404);
    const own = (await get('fs001', byStationUrl)).json();
    expect(own.list.map((row: { stationId: number }) => row.stationId)).toEqual([fixture.stationId]);
  });
});

describe('offline scales one by one (Monitor/OfflineDetailList)', () => {
  it('lists the offline scales, never heard from first, then the longest silent, with the hours', async () => {
    const body = (await get('huzhou', detailUrl)).json();
    expect(body.totalCount).toBe(3);
    expect(
      body.list.map((row: Record<string, unknown>) => [row.deviceNumber, row.uploadTime, row.offlineHours]),
    ).toEqual([
      ['C', '', null],
      ['E', '2026-11-22 10:00:00', 100],
      ['B', '2026-11-25 08:00:00', 30],
    ]);
    const ofStation = (await get('huzhou', `${detailUrl}?StationId=${neighbourId}`)).json();
    expect(ofStation.list.map((row: { deviceNumber: string }) => row.deviceNumber)).toEqual(['E']);
    const second = (await get('huzhou', `${detailUrl}?PageIndex=2&CountPerPage=2`)).json();
    expect(second).toMatchObject({ totalCount: 3, list: [{ ordinalNum: 3, deviceNumber: 'B' }] });
  });

  it('exports the shown columns', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'deviceNumber', title: '设备编号' },
        { code: 'stationName', title: '充装单位' },
        { code: 'offlineHours', title: '离线时长(小时)' },
      ]),
    );
    const response = await get('huzhou', `${detailUrl}?isExport=true&ExportColumns=${columns}`);
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet[0]).toEqual(['设备编号', '充装单位', '离线时长(小时)']);
    expect(sheet.slice(1).map((row) => row[0])).toEqual(['C', 'E', 'B']);
  });
});

describe('every enabled scale with its state (Monitor/MonitorList)', () => {
  const monitorUrl = '/api/samr/Monitor/MonitorList';
  const states = (body: { list: Record<string, unknown>[] }) =>
    body.list.map((row) => [row.deviceNumber, row.stationName, row.uploadTime, row.state]);

  it('lists each enabled scale by station with its last upload and 在线 or 离线, agreeing with the offline counts', async () => {
    const body = (await get('huzhou', monitorUrl)).json();
    expect(states(body)).toEqual([
      ['A', '吴兴燃气充装站', '2026-11-26 12:00:00', '在线'],
      ['B', '吴兴燃气充装站', '2026-11-25 08:00:00', '离线'],
      ['C', '吴兴燃气充装站', '', '离线'],
      ['E', '吴兴第二充装站', '2026-11-22 10:00:00', '离线'],
    ]);
    const counts = (await get('huzhou', byStationUrl)).json();
    expect(body.totalCount).toBe(counts.summary.deviceCount);
    expect(body.list.filter((row: { state: string }) => row.state === '离线')).toHaveLength(
      counts.summary.offlineCount,
    );
    const week = (await get('huzhou', `${monitorUrl}?OfflineHours=168`)).json();
    expect(week.list.map((row: { state: string }) => row.state)).toEqual(['在线', '在线', '离线', '在线']);
  });

  it("keeps to the caller's scope and refuses a silence it does not offer", async () => {
    const foreign = await get('huzhou', `${monitorUrl}?StationId=${hangzhouId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('杭州');
    const ofStation = (await get('huzhou', `${monitorUrl}?StationId=${neighbourId}`)).json();
    expect(ofStation).toMatchObject({ totalCount: 1, list: [{ deviceNumber: 'E', state: '离线' }] });
    const wrong = await get('huzhou', `${monitorUrl}?OfflineHours=5`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messeage).toContain('离线时长');
  });

  it('exports the shown columns', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { code: 'deviceNumber', title: '设备编号' },
        { code: 'state', title: '状态' },
      ]),
    );
    const response = await get('huzhou', `${monitorUrl}?isExport=true&ExportColumns=${columns}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('充装秤监控列表.xlsx'));
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['设备编号', '状态'],
      ['A', '在线'],
      ['B', '离线'],
      ['C', '离线'],
      ['E', '离线'],
    ]);
  });
});
