import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, inspectStationMessages, unitMessages } from '@gcs/contracts';
import { bearer } from '../support/identity';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, postJson, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;
/** An inspection institution of another city: outside the city regulator's scope. */
let foreignId: number;
/** A filling station of another city. */
let foreignFillStationId: number;

const base = '/api/samr/UnitManage';

/** A valid credit code whose 9 free characters are the serial. */
function creditCodeFor(serial: number): string {
  const body = `91330402${String(serial).padStart(9, '0')}`;
  return `${body}${creditCodeCheckCharacter(body)}`;
}

const form = (overrides: Record<string, unknown> = {}) => ({
  stationCode: 'JYTEST01',
  stationName: '嘉兴市南湖区测试气瓶检验站',
  divisionCode: '330402',
  creditCode: creditCodeFor(1),
  address: '嘉兴市南湖区测试路1号',
  principal: '王检',
  phone: '0573-82223333',
  licenseNo: 'TS7133-测试-2027',
  licenseIssued: '2024-03-01',
  licenseUntil: '2028-02-28',
  isVehicle: false,
  isValid: true,
  ...overrides,
});

async function unitChanges() {
  return world.db
    .selectFrom('syslog')
    .select(['detail', 'user_id'])
    .where('event', '=', 'unitChange')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  world = await openCatalogueWorld();
  const foreign = await world.db
    .insertInto('station')
    .values({ code: 'HZJY01', name: '杭州市上城区气瓶检验站', kind: 2, station_type: null, division_code: '330102' })
    .returning('id')
    .executeTakeFirstOrThrow();
  foreignId = foreign.id;
  const fill = await world.db
    .insertInto('station')
    .values({ code: 'HZCZ01', name: '杭州上城充装站', kind: 1, station_type: 1, division_code: '330102' })
    .returning('id')
    .executeTakeFirstOrThrow();
  foreignFillStationId = fill.id;
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

describe('QueryInspectStation', () => {
  it('lists the institutions in the caller scope with their bound filling stations, filtered', async () => {
    const city = await as(world, 'city', getUrl(`${base}/QueryInspectStation?CountPerPage=50`));
    expect(city.statusCode, city.body).toBe(200);
    const rows = city.json().list as { id: number; stationName: string; boundFillStationCount: number }[];
    expect(city.json().totalCount).toBe(4);
    expect(rows.map((row) => row.id)).not.toContain(foreignId);
    const own = rows.find((row) => row.id === world.institutionId);
    expect(own).toMatchObject({ ordinalNum: 1, divisionCode: '330402', divisionName: '南湖区', isValid: true });
    expect(own?.boundFillStationCount).toBeGreaterThan(0);
    expect(rows.find((row) => row.stationName.includes('桐乡'))).toMatchObject({ isVehicle: true });

    const all = await as(world, 'superadmin', getUrl(`${base}/QueryInspectStation`));
    expect(all.json().totalCount).toBe(5);

    const byDivision = await as(world, 'city', getUrl(`${base}/QueryInspectStation?DivisionCode=330481`));
    expect(byDivision.json().list.map((row: { stationName: string }) => row.stationName)).toEqual([
      '海宁市安信气瓶检验有限公司',
    ]);
    const byName = await as(
      world,
      'city',
      getUrl(`${base}/QueryInspectStation?StationName=${encodeURIComponent('平湖')}&IsValid=true`),
    );
    expect(byName.json().totalCount).toBe(1);
    const bad = await as(world, 'city', getUrl(`${base}/QueryInspectStation?DivisionCode=33x`));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('所属区域代码应为2至12位数字');
  });

  it('is refused to the district regulator and the institution, which do not hold the page', async () => {
    expect((await as(world, 'district', getUrl(`${base}/QueryInspectStation`))).statusCode).toBe(403);
    expect((await as(world, 'institution', getUrl(`${base}/QueryInspectStation`))).statusCode).toBe(403);
  });
});

describe('AddInspectionStation and UpdateInspectionStation', () => {
  it('adds an institution in the region, binds it to the regulator and logs it; refuses bad and taken values', async () => {
    const added = await as(world, 'city', postJson(`${base}/AddInspectionStation`, form()));
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id as number;
    expect(added.json().data).toMatchObject({
      stationCode: 'JYTEST01',
      creditCode: creditCodeFor(1),
      licenseIssued: '2024-03-01',
      licenseUntil: '2028-02-28',
      boundFillStationCount: 0,
    });
    const regulators = await as(world, 'city', getUrl(`${base}/QueryRegulatorByInspectStation?Id=${id}`));
    expect(regulators.json().data.map((row: { id: number }) => row.id)).toEqual([world.cityRegulatorId]);
    const log = (await unitChanges()).at(-1);
    expect(log).toMatchObject({
      user_id: world.userId.city,
      detail: { kind: 'inspectStation', action: 'add', id, before: null, after: { stationCode: 'JYTEST01' } },
    });

    const refusals: [Record<string, unknown>, string][] = [
      [{ stationCode: 'JYTEST02', creditCode: '91330402MA2B3C4D5X' }, '统一社会信用代码校验位不正确，请核对'],
      [{ creditCode: creditCodeFor(2) }, unitMessages.codeTaken('检验机构', 'JYTEST01')],
      [{ stationCode: 'JYTEST02' }, unitMessages.creditCodeTaken(creditCodeFor(1))],
      [{ stationCode: 'JYTEST02', creditCode: creditCodeFor(2), divisionCode: '330102' }, '所属区域不在您的管辖范围内'],
      [
        { stationCode: 'JYTEST02', creditCode: creditCodeFor(2), licenseUntil: '2023-01-01' },
        unitMessages.licenceDates,
      ],
      [
        { stationCode: 'JYTEST02', creditCode: creditCodeFor(2), licenseIssued: '2024-02-30' },
        '发证日期格式应为年-月-日',
      ],
      [{ stationCode: 'JYTEST02', creditCode: creditCodeFor(2), phone: '12345' }, '联系电话格式不正确'],
      [{ stationCode: 'JYTEST02', creditCode: creditCodeFor(2), stationName: ' ' }, '请填写机构名称'],
    ];
    for (const [overrides, message] of refusals) {
      const refused = await as(world, 'city', postJson(`${base}/AddInspectionStation`, form(overrides)));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json().messeage).toContain(message);
    }
    const count = await world.db.selectFrom('station').where('code', '=', 'JYTEST02').select('id').executeTakeFirst();
    expect(count).toBeUndefined();

    const updated = await as(
      world,
      'city',
      postJson(`${base}/UpdateInspectionStation`, { ...form({ stationName: '嘉兴市南湖区测试检验中心' }), id }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.stationName).toBe('嘉兴市南湖区测试检验中心');
    expect((await unitChanges()).at(-1)?.detail).toMatchObject({
      action: 'update',
      id,
      before: { stationName: '嘉兴市南湖区测试气瓶检验站' },
      after: { stationName: '嘉兴市南湖区测试检验中心' },
    });
    const info = await as(world, 'city', getUrl(`${base}/QueryInspectStationInfo?Id=${id}`));
    expect(info.json().data).toMatchObject({ id, stationName: '嘉兴市南湖区测试检验中心' });
  });

  it('answers 404 for an institution outside the scope and changes nothing', async () => {
    const before = await world.db.selectFrom('station').where('id', '=', foreignId).selectAll().executeTakeFirst();
    const refused = await as(
      world,
      'city',
      postJson(`${base}/UpdateInspectionStation`, {
        ...form({ stationCode: 'HZJY01', creditCode: creditCodeFor(9) }),
        id: foreignId,
      }),
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().messeage).toBe(unitMessages.notFound('检验机构'));
    expect(await world.db.selectFrom('station').where('id', '=', foreignId).selectAll().executeTakeFirst()).toEqual(
      before,
    );
    expect((await as(world, 'city', getUrl(`${base}/QueryInspectStationInfo?Id=${foreignId}`))).statusCode).toBe(404);
    expect((await as(world, 'city', getUrl(`${base}/QueryRegulatorByInspectStation?Id=${foreignId}`))).statusCode).toBe(
      404,
    );
    const info = await as(world, 'superadmin', getUrl(`${base}/QueryInspectStationInfo?Id=${foreignId}`));
    expect(info.json().data.stationName).toBe('杭州市上城区气瓶检验站');
  });

  it('lets the institution read its own details but not another institution', async () => {
    const own = await as(world, 'institution', getUrl(`${base}/QueryInspectStationInfo?Id=${world.institutionId}`));
    expect(own.statusCode).toBe(200);
    const other = await world.db
      .selectFrom('station')
      .where('kind', '=', 2)
      .where('id', '<>', world.institutionId)
      .select('id')
      .executeTakeFirstOrThrow();
    const refused = await as(world, 'institution', getUrl(`${base}/QueryInspectStationInfo?Id=${other.id}`));
    expect(refused.statusCode).toBe(404);
  });
});

describe('BatchInspectStationIsValid', () => {
  it('disables institutions, ends their users sessions and logs before and after; a foreign id changes nothing', async () => {
    const token = await world.app.sessions.create(world.userId.institution);
    const me = () =>
      world.app.inject({ method: 'GET', url: '/api/samr/Auth/GetUserPermission', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);

    const mixed = await as(
      world,
      'city',
      postJson(`${base}/BatchInspectStationIsValid`, { ids: [world.institutionId, foreignId], isValid: false }),
    );
    expect(mixed.statusCode).toBe(404);
    const still = await world.db
      .selectFrom('station')
      .where('id', '=', world.institutionId)
      .select('is_valid')
      .executeTakeFirstOrThrow();
    expect(still.is_valid).toBe(true);
    expect((await me()).statusCode).toBe(200);

    const disabled = await as(
      world,
      'city',
      postJson(`${base}/BatchInspectStationIsValid`, { ids: [world.institutionId], isValid: false }),
    );
    expect(disabled.json()).toMatchObject({ result: true, data: { count: 1 } });
    expect((await me()).statusCode).toBe(401);
    expect((await unitChanges()).at(-1)?.detail).toEqual({
      kind: 'inspectStation',
      action: 'disable',
      ids: [world.institutionId],
      before: [{ id: world.institutionId, name: '嘉兴市特种设备检验检测院气瓶检验站', isValid: true }],
      after: [{ id: world.institutionId, name: '嘉兴市特种设备检验检测院气瓶检验站', isValid: false }],
    });
    const listed = await as(world, 'city', getUrl(`${base}/QueryInspectStation?IsValid=false`));
    expect(listed.json().list.map((row: { id: number }) => row.id)).toEqual([world.institutionId]);

    const enabled = await as(
      world,
      'city',
      postJson(`${base}/BatchInspectStationIsValid`, { ids: [world.institutionId], isValid: true }),
    );
    expect(enabled.json().data.count).toBe(1);
    const empty = await as(world, 'city', postJson(`${base}/BatchInspectStationIsValid`, { ids: [], isValid: true }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messeage).toContain('请选择要操作的检验机构');
  });
});

describe('inspection institution and filling station bindings', () => {
  it('lists bound stations and candidates, binds many at once idempotently and unbinds the chosen', async () => {
    const query = `InspectStationId=${world.institutionId}&CountPerPage=50`;
    const bound = await as(world, 'city', getUrl(`${base}/QueryInspectStationFillStation?${query}`));
    expect(bound.statusCode, bound.body).toBe(200);
    const boundIds = bound.json().list.map((row: { id: number }) => row.id) as number[];
    expect(boundIds).toContain(world.ownStationId);
    expect(boundIds).not.toContain(world.otherDistrictStationId);
    expect(bound.json().list[0]).toMatchObject({ divisionName: '南湖区', stationTypeName: expect.any(String) });

    const candidates = await as(world, 'city', getUrl(`${base}/SelectInspectStationFillStation?${query}`));
    const candidateIds = candidates.json().list.map((row: { id: number }) => row.id) as number[];
    expect(candidateIds).toContain(world.otherDistrictStationId);
    expect(candidateIds).not.toContain(world.ownStationId);
    expect(candidateIds).not.toContain(foreignFillStationId);

    const body = {
      InspectStationId: world.institutionId,
      stationIds: [world.otherDistrictStationId, world.ownStationId],
    };
    const saved = await as(world, 'city', postJson(`${base}/SaveInspectStationFillStationBind`, body));
    expect(saved.json()).toMatchObject({ result: true, data: { count: 1 } });
    const again = await as(world, 'city', postJson(`${base}/SaveInspectStationFillStationBind`, body));
    expect(again.json().data.count).toBe(0);
    expect((await unitChanges()).at(-1)?.detail).toMatchObject({
      kind: 'inspectStation',
      action: 'bindFillStations',
      id: world.institutionId,
      after: { fillStationIds: [world.otherDistrictStationId] },
    });
    const byStation = await as(
      world,
      'city',
      getUrl(`${base}/queryInspectStationbyFillStation?FillStationId=${world.otherDistrictStationId}`),
    );
    expect(byStation.json().data.map((row: { id: number }) => row.id)).toContain(world.institutionId);

    const removed = await as(
      world,
      'city',
      postJson(`${base}/BatchDeleteInspectStationFillStationBind`, {
        InspectStationId: world.institutionId,
        stationIds: [world.otherDistrictStationId],
      }),
    );
    expect(removed.json().data.count).toBe(1);
    const after = await as(world, 'city', getUrl(`${base}/QueryInspectStationFillStation?${query}`));
    expect(after.json().list.map((row: { id: number }) => row.id)).not.toContain(world.otherDistrictStationId);
  });

  it('refuses a station or an institution outside the scope and changes nothing', async () => {
    const before = await world.db.selectFrom('inspect_station_fill_station').selectAll().execute();
    const foreignStation = await as(
      world,
      'city',
      postJson(`${base}/SaveInspectStationFillStationBind`, {
        InspectStationId: world.institutionId,
        stationIds: [world.otherDistrictStationId, foreignFillStationId],
      }),
    );
    expect(foreignStation.statusCode).toBe(404);
    expect(foreignStation.json().messeage).toBe(inspectStationMessages.notFillStation(foreignFillStationId));
    const foreignInstitution = await as(
      world,
      'city',
      postJson(`${base}/SaveInspectStationFillStationBind`, {
        InspectStationId: foreignId,
        stationIds: [world.otherDistrictStationId],
      }),
    );
    expect(foreignInstitution.statusCode).toBe(404);
    expect(await world.db.selectFrom('inspect_station_fill_station').selectAll().execute()).toEqual(before);
    const list = await as(
      world,
      'city',
      getUrl(`${base}/QueryInspectStationFillStation?InspectStationId=${foreignId}`),
    );
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toContain('"list":[{');
  });

  it('tells a filling station which institutions inspect it, only its own', async () => {
    const own = await as(
      world,
      'station',
      getUrl(`${base}/queryInspectStationbyFillStation?FillStationId=${world.ownStationId}`),
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.map((row: { id: number }) => row.id)).toContain(world.institutionId);
    const other = await as(
      world,
      'station',
      getUrl(`${base}/queryInspectStationbyFillStation?FillStationId=${world.neighbourStationId}`),
    );
    expect(other.statusCode).toBe(404);
  });
});
