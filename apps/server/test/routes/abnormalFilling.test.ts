import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abnormalFillingsPage, clonedLabelsPage, FillingFlag, menuOfPage, menusOfPage } from '@gcs/contracts';
import { rebuildFillingDaily } from '../../src/db/fillingDaily';
import { insertCylinder, insertFilling, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T02:00:00.000Z');
const fillingsUrl = '/api/samr/CylinderFilling/QueryAbnormalFilling';
const clonesUrl = '/api/samr/CylinderFilling/QueryClonedLabel';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
/** A filling station of another city (杭州), outside the 湖州 regulator's scope, and a second one there. */
let hangzhouStation: Fixture;
let hangzhouSecondStationId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function station(code: string, name: string, divisionCode: string) {
  const row = await database.db
    .insertInto('station')
    .values({
      code,
      name,
      kind: 1,
      station_type: 1,
      division_code: divisionCode,
      address: null,
      principal: null,
      license_no: null,
      license_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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
        [
          '001',
          '002',
          '003',
          ...menusOfPage(abnormalFillingsPage.kind),
          '006',
          ...menusOfPage(clonedLabelsPage.kind),
        ].map((code) => ({
          role_id: role.id,
          menu_code: code,
        })),
      ),
    )
    .execute();
  hangzhouStation = { ...fixture, stationId: await station('HZ001', '杭州西湖充装站', '330100') };
  hangzhouSecondStationId = await station('HZ002', '杭州滨江充装站', '330100');

  const a1 = await insertCylinder(database.db, fixture, { barcode: 'A0001' });
  const a2 = await insertCylinder(database.db, fixture, { barcode: 'A0002', next_inspection_date: '2026-10-01' });
  const a3 = await insertCylinder(database.db, fixture, { barcode: 'A0003' });
  const i1 = await insertCylinder(database.db, fixture, { barcode: 'I0001', category: 2 });
  const v1 = await insertCylinder(database.db, fixture, { barcode: 'V0001', category: 3 });
  const fill = (cylinderId: number | null, at: Fixture, values: Parameters<typeof insertFilling>[3]) =>
    insertFilling(database.db, at, cylinderId, values);
  await fill(a1, fixture, {
    filling_guid: guid(1),
    cylinder_barcode: 'A0001',
    begin_time: '2026-11-20T02:00:00.000Z',
    end_time: '2026-11-20T02:03:00.000Z',
    filling_weight: 15.3,
    operator_name: '张师傅',
    flags: FillingFlag.OverWeight | FillingFlag.NoPreCheck | FillingFlag.ClonedLabel,
  });
  await fill(a2, fixture, {
    filling_guid: guid(2),
    cylinder_barcode: 'A0002',
    begin_time: '2026-11-21T02:00:00.000Z',
    cylinder_state: 1,
    flags: FillingFlag.Expired,
  });
  await fill(null, fixture, {
    filling_guid: guid(3),
    cylinder_barcode: 'NA0001',
    cylinder_spec: 'YSP12',
    begin_time: '2026-11-22T02:00:00.000Z',
    cylinder_state: 3,
    flags: FillingFlag.NoArchive,
  });
  // A sound filling: never abnormal.
  await fill(a3, fixture, { filling_guid: guid(4), cylinder_barcode: 'A0003', begin_time: '2026-11-23T02:00:00.000Z' });
  await fill(i1, fixture, {
    filling_guid: guid(5),
    cylinder_barcode: 'I0001',
    begin_time: '2026-11-23T03:00:00.000Z',
    filling_weight: 10,
    flags: FillingFlag.LessFilled,
  });
  await fill(v1, fixture, {
    filling_guid: guid(6),
    cylinder_barcode: 'V0001',
    begin_time: '2026-11-23T04:00:00.000Z',
    filling_weight: 10,
    flags: FillingFlag.LessFilled | FillingFlag.SpecMismatch,
  });
  await fill(null, hangzhouStation, {
    filling_guid: guid(7),
    cylinder_barcode: 'A0001',
    begin_time: '2026-11-20T01:50:00.000Z',
    filling_weight: 14.1,
    cylinder_state: 3,
    flags: FillingFlag.NoArchive,
  });
  await fill(null, hangzhouStation, {
    filling_guid: guid(8),
    cylinder_barcode: 'HZCLONE',
    begin_time: '2026-11-24T01:00:00.000Z',
    cylinder_state: 3,
    flags: FillingFlag.NoArchive,
  });
  await fill(
    null,
    { ...fixture, stationId: hangzhouSecondStationId },
    {
      filling_guid: guid(9),
      cylinder_barcode: 'HZCLONE',
      begin_time: '2026-11-24T01:20:30.000Z',
      cylinder_state: 3,
      flags: FillingFlag.NoArchive | FillingFlag.ClonedLabel,
    },
  );
  await database.db
    .insertInto('cloned_label')
    .values([
      {
        barcode: 'A0001',
        first_guid: guid(7),
        first_station_id: hangzhouStation.stationId,
        first_time: '2026-11-20T01:50:00.000Z',
        second_guid: guid(1),
        second_station_id: fixture.stationId,
        second_time: '2026-11-20T02:00:00.000Z',
        found_at: '2026-11-20T02:00:05.000Z',
      },
      {
        barcode: 'HZCLONE',
        first_guid: guid(8),
        first_station_id: hangzhouStation.stationId,
        first_time: '2026-11-24T01:00:00.000Z',
        second_guid: guid(9),
        second_station_id: hangzhouSecondStationId,
        second_time: '2026-11-24T01:20:30.000Z',
        found_at: '2026-11-24T01:21:00.000Z',
      },
    ])
    .execute();
});

async function get(login: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, login)) });
}
const barcodes = (body: { list: { cylinderBarcode: string }[] }) => body.list.map((row) => row.cylinderBarcode);

describe('QueryAbnormalFilling (异常充装)', () => {
  it('lists the flagged fillings of the liquefied area, newest first, with the flags in words', async () => {
    const answer = await get('huzhou', fillingsUrl);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.totalCount).toBe(3);
    expect(barcodes(body)).toEqual(['NA0001', 'A0002', 'A0001']);
    expect(body.list[2]).toEqual({
      ordinalNum: 3,
      id: expect.any(Number),
      fillingGuid: guid(1),
      stationId: fixture.stationId,
      stationName: '吴兴燃气充装站',
      cylinderId: expect.any(Number),
      cylinderBarcode: 'A0001',
      cylinderSpec: 'YSP35.5',
      presetWeight: 14.5,
      fillingWeight: 15.3,
      beginTime: '2026-11-20 10:00:00',
      endTime: '2026-11-20 10:03:00',
      operatorName: '张师傅',
      cylinderState: '正常',
      flags: FillingFlag.OverWeight | FillingFlag.NoPreCheck | FillingFlag.ClonedLabel,
      flagNames: '超重充装、未做充装前检查、疑似克隆标签',
    });
    // A filling without archive keeps the scale's spec, and counts in its station type's category.
    expect(body.list[0]).toMatchObject({
      cylinderId: null,
      cylinderSpec: 'YSP12',
      presetWeight: null,
      cylinderState: '无档案',
      flagNames: '无档案充装',
    });
  });

  it('filters by each flag', async () => {
    const expected: Record<number, string[]> = {
      [FillingFlag.OverWeight]: ['A0001'],
      [FillingFlag.LessFilled]: [],
      [FillingFlag.SpecMismatch]: [],
      [FillingFlag.NoPreCheck]: ['A0001'],
      [FillingFlag.Expired]: ['A0002'],
      [FillingFlag.Scrapped]: [],
      [FillingFlag.NoArchive]: ['NA0001'],
      [FillingFlag.Continuous]: [],
      [FillingFlag.ClonedLabel]: ['A0001'],
    };
    for (const [flag, wanted] of Object.entries(expected)) {
      const body = (await get('huzhou', `${fillingsUrl}?Flag=${flag}`)).json();
      expect(barcodes(body), `Flag=${flag}`).toEqual(wanted);
      expect(body.totalCount).toBe(wanted.length);
    }
    const bad = await get('huzhou', `${fillingsUrl}?Flag=3`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('异常类型只能是');
  });

  it('keeps each page to its category: industrial and vehicle records show only on their own pages', async () => {
    expect(barcodes((await get('huzhou', `${fillingsUrl}?CylinderCategory=2`)).json())).toEqual(['I0001']);
    const vehicle = (await get('huzhou', `${fillingsUrl}?CylinderCategory=3&Flag=${FillingFlag.LessFilled}`)).json();
    expect(vehicle.list).toEqual([
      expect.objectContaining({ cylinderBarcode: 'V0001', flagNames: '欠量充装、规格不符充装' }),
    ]);
    expect(
      (await get('huzhou', `${fillingsUrl}?CylinderCategory=3&Flag=${FillingFlag.Expired}`)).json().totalCount,
    ).toBe(0);
  });

  it('filters by barcode, station, regulator and days', async () => {
    expect(barcodes((await get('huzhou', `${fillingsUrl}?Barcode=NA`)).json())).toEqual(['NA0001']);
    const days = (await get('huzhou', `${fillingsUrl}?From=2026-11-21&To=2026-11-21`)).json();
    expect(barcodes(days)).toEqual(['A0002']);
    expect((await get('huzhou', `${fillingsUrl}?StationId=${fixture.stationId}`)).json().totalCount).toBe(3);
    expect((await get('huzhou', `${fillingsUrl}?RegulatorId=${fixture.regulatorId}`)).json().totalCount).toBe(3);
    const paged = (await get('huzhou', `${fillingsUrl}?PageIndex=2&CountPerPage=2`)).json();
    expect(paged).toMatchObject({ totalCount: 3, list: [{ ordinalNum: 3, cylinderBarcode: 'A0001' }] });
  });

  it('keeps each caller to its scope: another city’s station never shows', async () => {
    expect((await get('fs001', fillingsUrl)).json().totalCount).toBe(3);
    const hangzhou = (await get('hangzhou', fillingsUrl)).json();
    expect(barcodes(hangzhou)).toEqual(['HZCLONE', 'HZCLONE', 'A0001']);
    expect(hangzhou.list.map((row: { stationName: string }) => row.stationName)).not.toContain('吴兴燃气充装站');
    const foreign = await get('hangzhou', `${fillingsUrl}?StationId=${fixture.stationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('NA0001');
    expect((await get('huzhou', `${fillingsUrl}?StationId=${hangzhouStation.stationId}`)).statusCode).toBe(404);
  });

  it('exports the shown columns with the flags as text', async () => {
    const columns = JSON.stringify([
      { code: 'cylinderBarcode', title: '气瓶条码' },
      { code: 'flagNames', title: '异常类型' },
    ]);
    const answer = await get(
      'huzhou',
      `${fillingsUrl}?Flag=${FillingFlag.OverWeight}&isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('异常充装.xlsx'));
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['气瓶条码', '异常类型'],
      ['A0001', '超重充装、未做充装前检查、疑似克隆标签'],
    ]);
  });

  it('is refused without an abnormal-filling menu', async () => {
    await database.db
      .deleteFrom('role_menu')
      .where('menu_code', 'in', menusOfPage(abnormalFillingsPage.kind))
      .execute();
    expect((await get('huzhou', fillingsUrl)).statusCode).toBe(403);
  });
});

describe('OverWeightFillinglist (超量充装)', () => {
  const overWeightUrl = '/api/samr/CylinderFilling/OverWeightFillinglist';

  it('lists the over-weight fillings only, as the abnormal list of that flag does, in any category', async () => {
    const body = (await get('huzhou', overWeightUrl)).json();
    const flagged = (await get('huzhou', `${fillingsUrl}?Flag=${FillingFlag.OverWeight}`)).json();
    expect(barcodes(body)).toEqual(['A0001']);
    expect(body).toEqual(flagged);
    const raw = await database.db
      .selectFrom('filling_record')
      .where((eb) => eb(eb('flags', '&', FillingFlag.OverWeight), '<>', 0))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    // Every over-weight record of the fixture is the liquefied one in the caller's scope.
    expect(Number(raw.total)).toBe(body.totalCount);
    expect((await get('huzhou', `${overWeightUrl}?CylinderCategory=3`)).json().totalCount).toBe(0);
  });

  it('refuses another flag, and keeps the caller to its scope', async () => {
    const other = await get('huzhou', `${overWeightUrl}?Flag=${FillingFlag.Expired}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().messeage).toBe('超量充装列表的异常类型只能是超重充装（Flag）');
    expect((await get('huzhou', `${overWeightUrl}?Flag=${FillingFlag.OverWeight}`)).statusCode).toBe(200);
    const foreign = await get('hangzhou', `${overWeightUrl}?StationId=${fixture.stationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('A0001');
  });

  it('is counted by station in OverWeightFillingsummary, whose flagged count opens this list', async () => {
    await rebuildFillingDaily(database.db);
    const summary = (await get('huzhou', '/api/samr/CylinderFilling/OverWeightFillingsummary')).json();
    expect(summary.summary.abnormalCount).toBe((await get('huzhou', overWeightUrl)).json().totalCount);
    expect(summary.list).toEqual([
      expect.objectContaining({ stationId: fixture.stationId, fillingCount: 4, abnormalCount: 1 }),
    ]);
  });
});

describe('QueryClonedLabel (疑似克隆标签)', () => {
  it('shows both fillings of a pair side by side to a regulator of either station', async () => {
    const huzhou = (await get('huzhou', clonesUrl)).json();
    expect(huzhou.totalCount).toBe(1);
    expect(huzhou.list).toEqual([
      {
        ordinalNum: 1,
        id: expect.any(Number),
        barcode: 'A0001',
        firstStationId: hangzhouStation.stationId,
        firstStationName: '杭州西湖充装站',
        firstTime: '2026-11-20 09:50:00',
        firstWeight: 14.1,
        secondStationId: fixture.stationId,
        secondStationName: '吴兴燃气充装站',
        secondTime: '2026-11-20 10:00:00',
        secondWeight: 15.3,
        minutesApart: 10,
        foundAt: '2026-11-20 10:00:05',
      },
    ]);
    const hangzhou = (await get('hangzhou', clonesUrl)).json();
    expect(hangzhou.list.map((row: { barcode: string }) => row.barcode)).toEqual(['HZCLONE', 'A0001']);
    expect(hangzhou.list[0]).toMatchObject({ minutesApart: 20, firstWeight: 14.5, secondWeight: 14.5 });
    expect((await get('fs001', clonesUrl)).json().totalCount).toBe(1);
  });

  it('filters by station (either of the pair), barcode and days, within scope', async () => {
    const byStation = (await get('hangzhou', `${clonesUrl}?StationId=${hangzhouSecondStationId}`)).json();
    expect(byStation.list.map((row: { barcode: string }) => row.barcode)).toEqual(['HZCLONE']);
    expect((await get('hangzhou', `${clonesUrl}?Barcode=A00`)).json().totalCount).toBe(1);
    expect((await get('hangzhou', `${clonesUrl}?From=2026-11-21`)).json().totalCount).toBe(1);
    const foreign = await get('huzhou', `${clonesUrl}?StationId=${hangzhouSecondStationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('HZCLONE');
  });

  it('is refused without the cloned-label menu', async () => {
    await database.db.deleteFrom('role_menu').where('menu_code', '=', menuOfPage(clonedLabelsPage.kind)).execute();
    expect((await get('huzhou', clonesUrl)).statusCode).toBe(403);
  });
});
