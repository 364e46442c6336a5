import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeProblem, fillStationMessages, unitMessages } from '@gcs/contracts';
import { demoCreditCode } from '../../src/db/seed/stationUpkeep';
import { bearer } from '../support/identity';
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
/** A filling station of another city (outside every demo regulator's scope). */
let foreignStationId: number;

beforeAll(async () => {
  world = await openCatalogueWorld();
  foreignStationId = (
    await world.db
      .insertInto('station')
      .values({ code: 'HZ33010201', name: '杭州上城燃气充装站', kind: 1, station_type: 1, division_code: '330102' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const base = '/api/samr/UnitManage';
const list = (query: string) => getUrl(`${base}/QueryFillStation?${query}`);

/** A valid add body; `n` varies the code and the credit code. */
function station(n: number, extra: Record<string, unknown> = {}) {
  return {
    stationCode: `CZTEST${n}`,
    stationName: `测试燃气充装站${n}`,
    stationType: 1,
    divisionCode: '330402',
    creditCode: demoCreditCode('330402', 900 + n),
    address: '南湖区测试路1号',
    principal: '张三',
    phone: '0573-82345678',
    licenseNo: `TS4233-${n}`,
    licenseIssued: '2024-03-01',
    licenseUntil: '2028-02-29',
    ...extra,
  };
}

async function unitLogs() {
  return world.db
    .selectFrom('syslog')
    .where('event', '=', 'unitChange')
    .select(['user_id', 'detail'])
    .orderBy('id')
    .execute();
}

describe('QueryFillStation', () => {
  it('lists the filling stations in scope with their unit details, filtered by type, state and name', async () => {
    const response = await as(world, 'superadmin', list('StationType=3&CountPerPage=50'));
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().list as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.stationType === 3 && row.stationTypeNameText === '车用气体充装站')).toBe(true);
    const vehicle = rows.find((row) => row.id === world.vehicleStationId);
    expect(vehicle).toMatchObject({ divisionCode: '330402', divisionName: '南湖区', isValid: true });
    expect(creditCodeProblem(String(vehicle?.creditCode))).toBeUndefined();
    expect(String(vehicle?.regulatorNames)).toContain('南湖区');
    expect(vehicle?.licenseIssued).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const own = await world.db
      .selectFrom('cylinder')
      .where('station_id', '=', world.ownStationId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const byName = await world.db
      .selectFrom('station')
      .where('id', '=', world.ownStationId)
      .select('name')
      .executeTakeFirstOrThrow();
    const named = await as(world, 'city', list(`StationName=${encodeURIComponent(byName.name)}`));
    expect(named.json()).toMatchObject({
      totalCount: 1,
      list: [{ id: world.ownStationId, cylinderCount: Number(own.n) }],
    });
  });

  it('shows each station’s 负责人 as legalPersion, its type as stationTypeNameText and its cylinders’ media', async () => {
    const media = await world.db
      .selectFrom('cylinder as c')
      .innerJoin('medium as m', 'm.id', 'c.medium_id')
      .where('c.station_id', '=', world.ownStationId)
      .select('m.name')
      .distinct()
      .execute();
    const stored = await world.db
      .selectFrom('station')
      .where('id', '=', world.ownStationId)
      .select(['name', 'principal', 'station_type'])
      .executeTakeFirstOrThrow();
    const response = await as(world, 'city', list(`StationName=${encodeURIComponent(stored.name)}`));
    const [row] = response.json().list as Array<Record<string, unknown>>;
    expect(media.length).toBeGreaterThan(0);
    expect(row).toMatchObject({
      legalPersion: stored.principal,
      principal: stored.principal,
      stationTypeNameText: { 1: '燃气充装站', 2: '工业气体充装站', 3: '车用气体充装站' }[stored.station_type ?? 1],
    });
    // Distinct names in name order, joined by 、.
    const names = media.map((m) => m.name).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    expect(
      String(row?.medium)
        .split('、')
        .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)),
    ).toEqual(names);
    // A station without cylinders has no medium.
    const [foreign] = (await as(world, 'superadmin', list('StationCode=HZ33010201'))).json().list;
    expect(foreign).toMatchObject({ cylinderCount: 0, medium: '' });
  });

  it("answers only the city regulator's stations, and refuses the roles without the FillStation page", async () => {
    const all = await as(world, 'city', list('CountPerPage=500'));
    const ids = (all.json().list as Array<{ id: number }>).map((row) => row.id);
    expect(ids).toContain(world.otherDistrictStationId);
    expect(ids).not.toContain(foreignStationId);
    const second = (await as(world, 'city', list('CountPerPage=2&PageIndex=2'))).json();
    expect(second.totalCount).toBe(ids.length);
    expect((second.list as Array<{ id: number }>).map((row) => row.id)).toEqual(ids.slice(2, 4));
    expect((await as(world, 'district', list(''))).statusCode).toBe(403);
    expect((await as(world, 'station', list(''))).statusCode).toBe(403);
    // A station's own user may not rename, recode, relicense, disable or chain its own station.
    const own = { id: world.ownStationId, ...station(99) };
    expect((await as(world, 'station', postJson(`${base}/UpdateFillingstation`, own))).statusCode).toBe(403);
    const disable = { ids: [world.ownStationId], isValid: false };
    expect((await as(world, 'station', postJson(`${base}/BatchFillStationIsValid`, disable))).statusCode).toBe(403);
  });

  it('reads 400 for a bad filter', async () => {
    const response = await as(world, 'city', list('StationType=7'));
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toContain('充装单位类型只能是1、2、3');
  });
});

describe('AddFillingstation and UpdateFillingstation', () => {
  it('adds a station in the region, binds it to the adding regulator and logs it', async () => {
    const added = await as(
      world,
      'city',
      postJson(`${base}/AddFillingstation`, station(1, { creditCode: demoCreditCode('330402', 901).toLowerCase() })),
    );
    expect(added.statusCode, added.body).toBe(200);
    const row = added.json().data;
    expect(row).toMatchObject({
      stationCode: 'CZTEST1',
      creditCode: demoCreditCode('330402', 901),
      licenseUntil: '2028-02-29',
      isChainFilling: false,
      isValid: true,
      cylinderCount: 0,
    });
    expect(row.regulatorNames).toContain('嘉兴市');
    const regulators = await as(world, 'city', getUrl(`${base}/QueryRegulatorByFillStation?StationId=${row.id}`));
    expect(regulators.json().list).toEqual([expect.objectContaining({ id: world.cityRegulatorId })]);
    expect(await unitLogs()).toContainEqual({
      user_id: world.userId.city,
      detail: expect.objectContaining({ kind: 'fillStation', action: 'add', id: row.id, before: null }),
    });
  });

  it('refuses a taken code or credit code, a bad credit code, dates out of order and a division outside the region', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [station(1, { creditCode: demoCreditCode('330402', 950) }), unitMessages.codeTaken('充装单位', 'CZTEST1')],
      [
        station(2, { creditCode: demoCreditCode('330402', 901) }),
        unitMessages.creditCodeTaken(demoCreditCode('330402', 901)),
      ],
      [station(3, { creditCode: '91330402MA2001000X' }), '统一社会信用代码校验位不正确，请核对'],
      [station(4, { licenseIssued: '2025-01-02', licenseUntil: '2025-01-01' }), unitMessages.licenceDates],
      [station(5, { licenseIssued: '2025-02-30' }), '发证日期格式应为年-月-日，例如2027-05-01'],
      [station(6, { divisionCode: '330102' }), fillStationMessages.divisionOutside('330102')],
      [station(7, { stationType: 4 }), '充装单位类型只能是1、2或3'],
      [station(8, { phone: '12345' }), '联系电话格式不正确'],
    ];
    for (const [body, message] of cases) {
      const response = await as(world, 'city', postJson(`${base}/AddFillingstation`, body));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().messeage).toContain(message);
    }
    const count = await world.db.selectFrom('station').where('code', 'like', 'CZTEST%').select('code').execute();
    expect(count.map((row) => row.code)).toEqual(['CZTEST1']);
  });

  it('updates a station in scope with before and after in the syslog; another city is not found', async () => {
    const { id } = await world.db
      .selectFrom('station')
      .where('code', '=', 'CZTEST1')
      .select('id')
      .executeTakeFirstOrThrow();
    const updated = await as(
      world,
      'city',
      postJson(`${base}/UpdateFillingstation`, {
        id,
        ...station(1, { stationName: '测试燃气充装站改名', stationType: 2 }),
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      stationName: '测试燃气充装站改名',
      stationTypeNameText: '工业气体充装站',
    });
    const logs = await unitLogs();
    expect(logs.at(-1)?.detail).toMatchObject({
      action: 'update',
      before: { stationName: '测试燃气充装站1' },
      after: { stationName: '测试燃气充装站改名' },
    });

    const foreign = await as(
      world,
      'city',
      postJson(`${base}/UpdateFillingstation`, { id: foreignStationId, ...station(9, { stationName: '改' }) }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messeage).toBe(unitMessages.notFound('充装单位'));
    const unchanged = await world.db
      .selectFrom('station')
      .where('id', '=', foreignStationId)
      .select('name')
      .executeTakeFirstOrThrow();
    expect(unchanged.name).toBe('杭州上城燃气充装站');
  });
});

describe('BatchFillStationIsValid and BatchFillStationIsChainFilling', () => {
  it("disables stations, ending their users' sessions, and enables them again", async () => {
    const stationToken = await world.app.sessions.create(world.userId.station);
    const before = await world.app.inject({
      ...getUrl('/api/samr/Auth/GetUserPermission'),
      headers: bearer(stationToken),
    });
    expect(before.statusCode).toBe(200);

    const disabled = await as(
      world,
      'city',
      postJson(`${base}/BatchFillStationIsValid`, {
        ids: [world.ownStationId, world.neighbourStationId],
        isValid: false,
      }),
    );
    expect(disabled.json()).toMatchObject({ result: true, data: { count: 2 } });
    const after = await world.app.inject({
      ...getUrl('/api/samr/Auth/GetUserPermission'),
      headers: bearer(stationToken),
    });
    expect(after.statusCode).toBe(401);
    expect((await unitLogs()).at(-1)?.detail).toMatchObject({
      kind: 'fillStation',
      action: 'disable',
      ids: [world.ownStationId, world.neighbourStationId],
      before: [
        { id: Math.min(world.ownStationId, world.neighbourStationId), isValid: true },
        { id: Math.max(world.ownStationId, world.neighbourStationId), isValid: true },
      ],
      after: [
        { id: world.ownStationId, isValid: false },
        { id: world.neighbourStationId, isValid: false },
      ],
    });
    const invalid = await as(world, 'city', list('IsValid=false'));
    expect((invalid.json().list as Array<{ id: number }>).map((row) => row.id)).toEqual(
      expect.arrayContaining([world.ownStationId, world.neighbourStationId]),
    );

    const enabled = await as(
      world,
      'city',
      postJson(`${base}/BatchFillStationIsValid`, {
        ids: [world.ownStationId, world.neighbourStationId],
        isValid: true,
      }),
    );
    expect(enabled.json().data.count).toBe(2);
  });

  it('changes nothing when one id of the batch is outside the scope', async () => {
    const response = await as(
      world,
      'city',
      postJson(`${base}/BatchFillStationIsValid`, {
        ids: [world.neighbourStationId, foreignStationId],
        isValid: false,
      }),
    );
    expect(response.statusCode).toBe(404);
    const rows = await world.db
      .selectFrom('station')
      .where('id', 'in', [world.neighbourStationId, foreignStationId])
      .select('is_valid')
      .execute();
    expect(rows.every((row) => row.is_valid)).toBe(true);

    const chain = await as(
      world,
      'city',
      postJson(`${base}/BatchFillStationIsChainFilling`, {
        ids: [world.neighbourStationId, foreignStationId],
        isChainFilling: true,
      }),
    );
    expect(chain.statusCode).toBe(404);
  });

  it('sets and clears chain filling, and the list filters by it', async () => {
    const set = await as(
      world,
      'city',
      postJson(`${base}/BatchFillStationIsChainFilling`, { ids: [world.vehicleStationId], isChainFilling: true }),
    );
    expect(set.json().data.count).toBe(1);
    const chained = await as(world, 'city', list('IsChainFilling=true'));
    expect(chained.json()).toMatchObject({
      totalCount: 1,
      list: [{ id: world.vehicleStationId, isChainFilling: true }],
    });
    expect((await unitLogs()).at(-1)?.detail).toMatchObject({
      action: 'chainFilling',
      before: [{ id: world.vehicleStationId, isChainFilling: false }],
      after: [{ id: world.vehicleStationId, isChainFilling: true }],
    });
    await as(
      world,
      'city',
      postJson(`${base}/BatchFillStationIsChainFilling`, { ids: [world.vehicleStationId], isChainFilling: false }),
    );
  });

  it('reads 400 for an empty batch', async () => {
    const response = await as(world, 'city', postJson(`${base}/BatchFillStationIsValid`, { ids: [], isValid: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toContain('请选择要操作的充装单位');
  });
});

describe("a station's regulators, scales and licence", () => {
  it('answers the station user its own, and not found for another', async () => {
    const regulators = await as(world, 'station', getUrl(`${base}/QueryRegulatorByFillStation`));
    expect(regulators.statusCode, regulators.body).toBe(200);
    expect(regulators.json().list.map((row: { id: number }) => row.id)).toContain(world.districtRegulatorId);
    const scales = await as(world, 'station', getUrl(`${base}/QueryScaleDevice`));
    expect(scales.json().totalCount).toBeGreaterThan(0);
    expect(scales.json().list[0]).toMatchObject({
      stationId: world.ownStationId,
      deviceName: expect.stringMatching(/号/),
    });

    const neighbour = await as(
      world,
      'station',
      getUrl(`${base}/QueryScaleDevice?StationId=${world.neighbourStationId}`),
    );
    expect(neighbour.statusCode).toBe(404);
    expect(neighbour.body).not.toContain('deviceCode');
    const cityForeign = await as(
      world,
      'city',
      getUrl(`${base}/QueryRegulatorByFillStation?StationId=${foreignStationId}`),
    );
    expect(cityForeign.statusCode).toBe(404);
    const missing = await as(world, 'city', getUrl(`${base}/QueryScaleDevice`));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messeage).toBe('请选择充装单位');
  });

  it('keeps QueryFillStationInfo answering the licence notice', async () => {
    const info = await as(world, 'station', getUrl(`${base}/QueryFillStationInfo?Id=${world.ownStationId}`));
    expect(info.json()).toMatchObject({ result: true, list: [{ id: world.ownStationId }] });
    const other = await as(world, 'station', getUrl(`${base}/QueryFillStationInfo?Id=${world.neighbourStationId}`));
    expect(other.statusCode).toBe(404);
  });

  it('counts the cylinders a station holds', async () => {
    const before = await as(world, 'superadmin', list(`StationCode=HZ33010201`));
    expect(before.json().list[0].cylinderCount).toBe(0);
    await cylinderAt(world.db, foreignStationId);
    const after = await as(world, 'superadmin', list(`StationCode=HZ33010201`));
    expect(after.json().list[0]).toMatchObject({ cylinderCount: 1, regulatorNames: '' });
  });
});
