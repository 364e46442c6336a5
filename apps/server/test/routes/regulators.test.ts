import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulatorMessages, unitMessages } from '@gcs/contracts';
import { bearer } from '../support/identity';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, postJson, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;
/** A regulator of another city: outside the city regulator's scope. */
let foreignId: number;

beforeAll(async () => {
  world = await openCatalogueWorld();
  foreignId = (
    await world.db
      .insertInto('regulator')
      .values({ name: '杭州市市场监督管理局', division_code: '330100', parent_id: null, level: 2 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const base = '/api/samr/UnitManage';
const list = (query = '') => getUrl(`${base}/QueryRegulatorUnit?CountPerPage=50${query}`);

async function unitLogs() {
  return world.db
    .selectFrom('syslog')
    .select(['user_id', 'detail'])
    .where('event', '=', 'unitChange')
    .orderBy('id')
    .execute();
}

async function regulatorRow(id: number) {
  return world.db.selectFrom('regulator').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('QueryRegulatorUnit', () => {
  it('lists every regulator to a system manager and a regulator user its own and those below it', async () => {
    const all = await as(world, 'superadmin', list());
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().totalCount).toBe(9);

    const city = await as(world, 'city', list());
    expect(city.json().totalCount).toBe(8);
    expect(city.json().list.map((row: { id: number }) => row.id)).not.toContain(foreignId);
    const district = city.json().list.find((row: { id: number }) => row.id === world.districtRegulatorId);
    expect(district).toMatchObject({
      regulatorName: '嘉兴市南湖区市场监督管理局',
      divisionCode: '330402',
      divisionName: '南湖区',
      parentId: world.cityRegulatorId,
      parentName: '嘉兴市市场监督管理局',
      level: 3,
      levelName: '区县级',
      isValid: true,
      userCount: 1,
    });
    expect(district.stationCount).toBeGreaterThan(0);
    expect(district.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by name, region (and below) and validity', async () => {
    const byName = await as(world, 'city', list(`&RegulatorName=${encodeURIComponent('南湖')}`));
    expect(byName.json().list.map((row: { id: number }) => row.id)).toEqual([world.districtRegulatorId]);
    const byRegion = await as(world, 'superadmin', list('&DivisionCode=330400'));
    expect(byRegion.json().totalCount).toBe(8);
    const disabled = await as(world, 'city', list('&IsValid=0'));
    expect(disabled.json()).toMatchObject({ totalCount: 0, list: [] });
    const byId = await as(world, 'city', list(`&Id=${foreignId}`));
    expect(byId.json().totalCount).toBe(0);
  });

  it('answers a bad filter with 400 and the field named', async () => {
    const response = await as(world, 'city', list('&IsValid=7'));
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toContain('启用状态只能是0、1');
  });
});

describe('AddRegulator and UpdateRegulator', () => {
  it('add a regulator below the user, its level following from the parent, and log it', async () => {
    const added = await as(
      world,
      'city',
      postJson(`${base}/AddRegulator`, {
        regulatorName: '嘉兴市南湖区特种设备监察分局',
        divisionCode: '330402',
        parentId: world.cityRegulatorId,
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const regulator = added.json().data;
    expect(regulator).toMatchObject({ level: 3, parentName: '嘉兴市市场监督管理局', divisionName: '南湖区' });

    const renamed = await as(
      world,
      'city',
      postJson(`${base}/UpdateRegulator`, {
        id: regulator.id,
        regulatorName: '嘉兴市南湖区特种设备安全监察分局',
        divisionCode: '330402',
        parentId: world.cityRegulatorId,
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.regulatorName).toBe('嘉兴市南湖区特种设备安全监察分局');
    const logs = await unitLogs();
    expect(logs.at(-2)).toMatchObject({
      user_id: world.userId.city,
      detail: { kind: 'regulator', action: 'add', id: regulator.id, before: null, after: { level: 3 } },
    });
    expect(logs.at(-1)).toMatchObject({
      detail: {
        kind: 'regulator',
        action: 'update',
        id: regulator.id,
        before: { regulatorName: '嘉兴市南湖区特种设备监察分局' },
        after: { regulatorName: '嘉兴市南湖区特种设备安全监察分局' },
      },
    });

    // A system manager adds a top regulator, whose level is its region's.
    const province = await as(
      world,
      'superadmin',
      postJson(`${base}/AddRegulator`, { regulatorName: '浙江省市场监督管理局', divisionCode: '330000' }),
    );
    expect(province.json().data).toMatchObject({ level: 1, parentId: null, parentName: null });
  });

  it('refuse a region outside the parent, a parent of district level, no parent, a taken name, bad fields', async () => {
    const add = (body: Record<string, unknown>) => as(world, 'city', postJson(`${base}/AddRegulator`, body));
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { regulatorName: '杭州某局', divisionCode: '330102', parentId: world.cityRegulatorId },
        400,
        regulatorMessages.divisionOutsideParent('嘉兴市'),
      ],
      [
        { regulatorName: '南湖某所', divisionCode: '330402', parentId: world.districtRegulatorId },
        400,
        regulatorMessages.tooDeep,
      ],
      [{ regulatorName: '无上级', divisionCode: '330402' }, 400, regulatorMessages.parentRequired],
      [
        { regulatorName: '嘉兴市南湖区市场监督管理局', divisionCode: '330402', parentId: world.cityRegulatorId },
        400,
        regulatorMessages.nameTaken('嘉兴市南湖区市场监督管理局'),
      ],
      [
        { regulatorName: '杭州某分局', divisionCode: '330102', parentId: foreignId },
        404,
        unitMessages.notFound('上级监管单位'),
      ],
      [{ regulatorName: '', divisionCode: '330402', parentId: 1 }, 400, '请填写监管单位名称'],
      [{ regulatorName: '某局', divisionCode: '3304', parentId: 1 }, 400, '所在区域编码应为6、9或12位数字'],
      [
        { regulatorName: '某局', divisionCode: '999999', parentId: 1 },
        400,
        regulatorMessages.unknownDivision('999999'),
      ],
    ];
    const before = await world.db.selectFrom('regulator').select('id').execute();
    for (const [body, status, message] of cases) {
      const response = await add(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().messeage).toContain(message);
    }
    expect(await world.db.selectFrom('regulator').select('id').execute()).toHaveLength(before.length);
  });

  it("keep the user's own regulator read only, one outside the scope not found, and no cycle of parents", async () => {
    const own = await as(
      world,
      'city',
      postJson(`${base}/UpdateRegulator`, {
        id: world.cityRegulatorId,
        regulatorName: '改名',
        divisionCode: '330400',
        parentId: world.districtRegulatorId,
      }),
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().messeage).toBe(regulatorMessages.ownReadOnly);

    const foreign = await as(
      world,
      'city',
      postJson(`${base}/UpdateRegulator`, {
        id: foreignId,
        regulatorName: '改名',
        divisionCode: '330100',
        parentId: world.cityRegulatorId,
      }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messeage).toBe(unitMessages.notFound('监管单位'));
    expect((await regulatorRow(foreignId))?.name).toBe('杭州市市场监督管理局');

    const cycle = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateRegulator`, {
        id: world.cityRegulatorId,
        regulatorName: '嘉兴市市场监督管理局',
        divisionCode: '330400',
        parentId: world.districtRegulatorId,
      }),
    );
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().messeage).toBe(regulatorMessages.parentIsSelf);
  });
});

describe('BatchRegulatorIsValid', () => {
  it("disables regulators below the user, ends their users' sessions at once, logs before and after", async () => {
    const districtToken = await world.app.sessions.create(world.userId.district);
    const before = await world.app.inject({ ...list(), headers: bearer(districtToken) });
    expect(before.statusCode).not.toBe(401);

    const disabled = await as(
      world,
      'city',
      postJson(`${base}/BatchRegulatorIsValid`, { ids: [world.districtRegulatorId], isValid: false }),
    );
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toEqual({ count: 1 });
    expect((await regulatorRow(world.districtRegulatorId))?.is_valid).toBe(false);
    const after = await world.app.inject({
      ...getUrl('/api/samr/DropDown/fillingstation'),
      headers: bearer(districtToken),
    });
    expect(after.statusCode).toBe(401);
    expect((await unitLogs()).at(-1)).toMatchObject({
      user_id: world.userId.city,
      detail: {
        kind: 'regulator',
        action: 'disable',
        ids: [world.districtRegulatorId],
        before: [{ id: world.districtRegulatorId, isValid: true }],
        after: [{ id: world.districtRegulatorId, isValid: false }],
        endedSessions: 1,
      },
    });
    const listed = await as(world, 'city', list('&IsValid=0'));
    expect(listed.json().list.map((row: { id: number }) => row.id)).toEqual([world.districtRegulatorId]);

    const enabled = await as(
      world,
      'city',
      postJson(`${base}/BatchRegulatorIsValid`, { ids: [world.districtRegulatorId], isValid: true }),
    );
    expect(enabled.statusCode).toBe(200);
    expect((await regulatorRow(world.districtRegulatorId))?.is_valid).toBe(true);
  });

  it('refuses the own regulator, and changes nothing when one id is outside the scope', async () => {
    const own = await as(
      world,
      'city',
      postJson(`${base}/BatchRegulatorIsValid`, { ids: [world.cityRegulatorId], isValid: false }),
    );
    expect(own.statusCode).toBe(403);
    expect(own.json().messeage).toBe(regulatorMessages.cannotDisableOwn);

    const mixed = await as(
      world,
      'city',
      postJson(`${base}/BatchRegulatorIsValid`, {
        ids: [world.otherDistrictRegulatorId, foreignId],
        isValid: false,
      }),
    );
    expect(mixed.statusCode).toBe(404);
    expect((await regulatorRow(world.otherDistrictRegulatorId))?.is_valid).toBe(true);
    expect((await regulatorRow(foreignId))?.is_valid).toBe(true);

    const empty = await as(world, 'city', postJson(`${base}/BatchRegulatorIsValid`, { ids: [], isValid: false }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messeage).toContain('请选择要操作的监管单位');
  });
});

describe('DeleteRegulator', () => {
  it('refuses a regulator that still has users, children or bindings, naming what it holds', async () => {
    const district = await as(world, 'city', postJson(`${base}/DeleteRegulator`, { ids: [world.districtRegulatorId] }));
    expect(district.statusCode).toBe(409);
    expect(district.json().messeage).toMatch(
      /^嘉兴市南湖区市场监督管理局：该监管单位仍有1个用户、\d+个绑定的单位、气瓶审核或发证记录，不能删除；可将其停用$/,
    );

    const city = await as(world, 'superadmin', postJson(`${base}/DeleteRegulator`, { ids: [world.cityRegulatorId] }));
    expect(city.statusCode).toBe(409);
    // The seven district regulators and the one added above.
    expect(city.json().messeage).toContain('8个下级监管单位');
    expect(await regulatorRow(world.districtRegulatorId)).toBeDefined();
  });

  it('deletes unused regulators in one transaction: a batch with one bad id deletes nothing', async () => {
    const added = await as(
      world,
      'city',
      postJson(`${base}/AddRegulator`, {
        regulatorName: '待删除的监管单位',
        divisionCode: '330411',
        parentId: world.cityRegulatorId,
      }),
    );
    const id = added.json().data.id as number;
    const mixed = await as(world, 'city', postJson(`${base}/DeleteRegulator`, { ids: [id, foreignId] }));
    expect(mixed.statusCode).toBe(404);
    expect(await regulatorRow(id)).toBeDefined();

    const deleted = await as(world, 'city', postJson(`${base}/DeleteRegulator`, { ids: [id] }));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await regulatorRow(id)).toBeUndefined();
    expect((await unitLogs()).at(-1)).toMatchObject({
      detail: { kind: 'regulator', action: 'delete', ids: [id], before: [{ regulatorName: '待删除的监管单位' }] },
    });
  });

  it('is closed to a role without the regulator page', async () => {
    const response = await as(world, 'district', postJson(`${base}/DeleteRegulator`, { ids: [foreignId] }));
    expect(response.statusCode).toBe(403);
  });
});
