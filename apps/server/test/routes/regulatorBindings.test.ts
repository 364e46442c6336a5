import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulatorMessages, unitMessages } from '@gcs/contracts';
import {
  as,
  closeCatalogueWorld,
  cylinderAt,
  getUrl,
  openCatalogueWorld,
  postJson,
  type CatalogueWorld,
} from './catalogueWorld';

let world: CatalogueWorld;
/** A cylinder of the 秀洲区 station (outside the district regulator's scope until bound). */
let otherCylinder: { id: number; barcode: string };
/** A filling station of another city (outside every demo regulator's scope). */
let otherCityStationId: number;

beforeAll(async () => {
  world = await openCatalogueWorld();
  otherCylinder = await cylinderAt(world.db, world.otherDistrictStationId);
  otherCityStationId = (
    await world.db
      .insertInto('station')
      .values({ code: 'HZ33010201', name: '杭州上城液化气充装站', kind: 1, station_type: 1, division_code: '330102' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const base = '/api/samr/UnitManage';
const ids = (rows: { id?: number; value?: number | string }[]) =>
  rows.map((row) => Number(row.id ?? row.value)).sort((a, b) => a - b);

async function districtSees() {
  const dropdown = await as(world, 'district', getUrl('/api/samr/DropDown/fillingstation'));
  const archive = await as(world, 'district', getUrl(`/api/samr/Cylinder/list?Barcode=${otherCylinder.barcode}`));
  expect(archive.statusCode, archive.body).toBe(200);
  return {
    station: ids(dropdown.json().list).includes(world.otherDistrictStationId),
    cylinder: archive.json().list.some((row: { id: number }) => row.id === otherCylinder.id),
  };
}

async function bindingLogs() {
  return world.db
    .selectFrom('syslog')
    .select(['user_id', 'detail'])
    .where('event', '=', 'unitChange')
    .orderBy('id')
    .execute();
}

describe('regulator–filling-station bindings', () => {
  it("take effect at once on what the bound regulator's users see, and are undone by unbinding", async () => {
    expect(await districtSees()).toEqual({ station: false, cylinder: false });
    const candidates = await as(
      world,
      'city',
      getUrl(`${base}/SelectRegulatorFillStation?RegulatorId=${world.districtRegulatorId}&CountPerPage=50`),
    );
    expect(candidates.statusCode, candidates.body).toBe(200);
    expect(ids(candidates.json().list)).toContain(world.otherDistrictStationId);
    expect(ids(candidates.json().list)).not.toContain(world.ownStationId);
    expect(ids(candidates.json().list)).not.toContain(otherCityStationId);

    const body = { RegulatorId: world.districtRegulatorId, stationIds: [world.otherDistrictStationId] };
    const saved = await as(world, 'city', postJson(`${base}/SaveRegulatorFillStationBind`, body));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ count: 1 });
    expect(await districtSees()).toEqual({ station: true, cylinder: true });

    // Idempotent: binding again changes nothing.
    const again = await as(world, 'city', postJson(`${base}/SaveRegulatorFillStationBind`, body));
    expect(again.json().data).toEqual({ count: 0 });

    const bound = await as(
      world,
      'city',
      getUrl(
        `${base}/QueryRegulatorFillStation?RegulatorId=${world.districtRegulatorId}&StationName=${encodeURIComponent('秀洲')}`,
      ),
    );
    expect(bound.json().list).toEqual([
      expect.objectContaining({
        id: world.otherDistrictStationId,
        stationCode: expect.stringMatching(/^CZ330411/),
        divisionName: '秀洲区',
        stationTypeName: '燃气充装站',
      }),
    ]);
    const notCandidate = await as(
      world,
      'city',
      getUrl(`${base}/SelectRegulatorFillStation?RegulatorId=${world.districtRegulatorId}&CountPerPage=50`),
    );
    expect(ids(notCandidate.json().list)).not.toContain(world.otherDistrictStationId);

    // The district regulator's user has no regulator page, so no binding call.
    const own = await as(
      world,
      'district',
      getUrl(`${base}/QueryRegulatorFillStation?RegulatorId=${world.districtRegulatorId}`),
    );
    expect(own.statusCode).toBe(403);

    const removed = await as(world, 'city', postJson(`${base}/BatchDeleteRegulatorFillStationBind`, body));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ count: 1 });
    expect(await districtSees()).toEqual({ station: false, cylinder: false });

    const logs = (await bindingLogs()).slice(-3);
    expect(logs[0]).toMatchObject({
      user_id: world.userId.city,
      detail: {
        kind: 'regulator-fillStation',
        action: 'bind',
        id: world.districtRegulatorId,
        ids: [world.otherDistrictStationId],
        before: { bound: [] },
        after: { bound: [world.otherDistrictStationId] },
      },
    });
    expect(logs[2]).toMatchObject({
      detail: { action: 'unbind', before: { bound: [world.otherDistrictStationId] }, after: { bound: [] } },
    });
  });

  it('bind many at once, and page and filter the bound and the candidates', async () => {
    const stations = await world.db
      .selectFrom('station')
      .where('kind', '=', 1)
      .where('division_code', '=', '330411')
      .select('id')
      .orderBy('id')
      .execute();
    const stationIds = stations.map((station) => station.id);
    const body = { RegulatorId: world.districtRegulatorId, stationIds };
    const saved = await as(world, 'superadmin', postJson(`${base}/SaveRegulatorFillStationBind`, body));
    expect(saved.json().data).toEqual({ count: stationIds.length });
    const page = await as(
      world,
      'superadmin',
      getUrl(
        `${base}/QueryRegulatorFillStation?RegulatorId=${world.districtRegulatorId}&StationName=${encodeURIComponent('秀洲')}&PageIndex=2&CountPerPage=2`,
      ),
    );
    expect(page.json().totalCount).toBe(stationIds.length);
    expect(page.json().list).toHaveLength(Math.min(2, stationIds.length - 2));
    await as(world, 'superadmin', postJson(`${base}/BatchDeleteRegulatorFillStationBind`, body));
    const after = await as(
      world,
      'superadmin',
      getUrl(
        `${base}/QueryRegulatorFillStation?RegulatorId=${world.districtRegulatorId}&StationName=${encodeURIComponent('秀洲')}`,
      ),
    );
    expect(after.json()).toMatchObject({ totalCount: 0, list: [] });
  });

  it('refuse a station outside the scope, one of the other kind, and the own regulator, changing nothing', async () => {
    const bindingsOf = () =>
      world.db
        .selectFrom('regulator_station')
        .where('regulator_id', '=', world.districtRegulatorId)
        .select('station_id')
        .execute();
    const before = await bindingsOf();

    const foreign = await as(
      world,
      'city',
      postJson(`${base}/SaveRegulatorFillStationBind`, {
        RegulatorId: world.districtRegulatorId,
        stationIds: [world.otherDistrictStationId, otherCityStationId],
      }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messeage).toBe(unitMessages.notFound('充装单位'));

    const institution = await as(
      world,
      'city',
      postJson(`${base}/SaveRegulatorFillStationBind`, {
        RegulatorId: world.districtRegulatorId,
        stationIds: [world.institutionId],
      }),
    );
    expect(institution.statusCode).toBe(400);
    expect(institution.json().messeage).toContain(regulatorMessages.wrongStationKind('充装单位'));

    const own = await as(
      world,
      'city',
      postJson(`${base}/SaveRegulatorFillStationBind`, {
        RegulatorId: world.cityRegulatorId,
        stationIds: [world.otherDistrictStationId],
      }),
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().messeage).toBe(regulatorMessages.ownReadOnly);

    const outsideRegulator = await as(world, 'city', getUrl(`${base}/SelectRegulatorFillStation?RegulatorId=999999`));
    expect(outsideRegulator.statusCode).toBe(404);

    const badBody = await as(
      world,
      'city',
      postJson(`${base}/SaveRegulatorFillStationBind`, { RegulatorId: world.districtRegulatorId, stationIds: [] }),
    );
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().messeage).toContain('请选择要操作的单位');
    expect(await bindingsOf()).toEqual(before);
  });
});

describe('regulator–inspection-institution bindings', () => {
  it('bind and unbind inspection institutions, which the filling-station calls do not list', async () => {
    const institutions = await world.db
      .selectFrom('station')
      .where('kind', '=', 2)
      .select(['id', 'division_code'])
      .orderBy('id')
      .execute();
    const other = institutions.find((row) => row.division_code !== '330402');
    if (!other) throw new Error('no institution outside 南湖区');
    const query = `RegulatorId=${world.districtRegulatorId}&CountPerPage=50`;
    const candidates = await as(world, 'city', getUrl(`${base}/SelectRegulatorInspectStation?${query}`));
    expect(ids(candidates.json().list)).toContain(other.id);
    expect(candidates.json().list.every((row: { stationTypeName: string }) => row.stationTypeName === '检验机构')).toBe(
      true,
    );

    const body = { RegulatorId: world.districtRegulatorId, stationIds: [other.id] };
    const saved = await as(world, 'city', postJson(`${base}/SaveRegulatorInspectStationBind`, body));
    expect(saved.json().data).toEqual({ count: 1 });
    const bound = await as(world, 'city', getUrl(`${base}/QueryRegulatorInspectStation?${query}`));
    expect(ids(bound.json().list)).toContain(other.id);
    const fillBound = await as(world, 'city', getUrl(`${base}/QueryRegulatorFillStation?${query}`));
    expect(ids(fillBound.json().list)).not.toContain(other.id);

    const removed = await as(world, 'city', postJson(`${base}/BatchDeleteRegulatorInspectStationBind`, body));
    expect(removed.json().data).toEqual({ count: 1 });
    const wrongKind = await as(
      world,
      'city',
      postJson(`${base}/SaveRegulatorInspectStationBind`, { ...body, stationIds: [world.otherDistrictStationId] }),
    );
    expect(wrongKind.statusCode).toBe(400);
  });
});
