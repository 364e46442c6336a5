import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districtMessages, unitMessages } from '@gcs/contracts';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, postJson, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;

beforeAll(async () => {
  world = await openCatalogueWorld();
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const base = '/api/samr/UnitManage';
const division = (code: string) =>
  world.db.selectFrom('division').selectAll().where('code', '=', code).executeTakeFirst();

async function unitLogs() {
  return world.db
    .selectFrom('syslog')
    .select(['user_id', 'detail'])
    .where('event', '=', 'unitChange')
    .orderBy('id')
    .execute();
}

describe('QueryDistrict', () => {
  it('lists the children of a region with what each holds, the provinces without a parent', async () => {
    const cities = await as(world, 'superadmin', getUrl(`${base}/QueryDistrict?ParentCode=330400&CountPerPage=50`));
    expect(cities.statusCode, cities.body).toBe(200);
    expect(cities.json().totalCount).toBe(7);
    expect(cities.json().list[0]).toMatchObject({
      ordinalNum: 1,
      code: '330402',
      name: '南湖区',
      parentCode: '330400',
      parentName: '嘉兴市',
      level: 3,
      levelName: '区县级',
      childCount: 0,
      regulatorCount: 1,
    });
    expect(cities.json().list[0].stationCount).toBeGreaterThan(0);

    const provinces = await as(world, 'superadmin', getUrl(`${base}/QueryDistrict?CountPerPage=50`));
    expect(provinces.json().totalCount).toBe(31);
    expect(provinces.json().list.every((row: { level: number }) => row.level === 1)).toBe(true);
  });

  it('finds regions by name anywhere below the parent', async () => {
    const found = await as(
      world,
      'superadmin',
      getUrl(`${base}/QueryDistrict?ParentCode=330000&Name=${encodeURIComponent('湖')}&CountPerPage=50`),
    );
    const names = found.json().list.map((row: { name: string }) => row.name);
    expect(names).toContain('南湖区');
    expect(names).toContain('湖州市');
    expect(found.json().list.every((row: { code: string }) => row.code.startsWith('33'))).toBe(true);
  });

  it('answers a bad parent code with 400, and is closed to a role without the page', async () => {
    const bad = await as(world, 'superadmin', getUrl(`${base}/QueryDistrict?ParentCode=33A`));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('区域编码应为6、9或12位数字');
    const city = await as(world, 'city', getUrl(`${base}/QueryDistrict`));
    expect(city.statusCode).toBe(403);
  });
});

describe('AddDistrict, UpdateDistrict and DeleteDistrict', () => {
  it('add a street under a district, rename it and delete it, logging before and after', async () => {
    const added = await as(
      world,
      'superadmin',
      postJson(`${base}/AddDistrict`, { parentCode: '330402', code: '330402001', name: '解放街道' }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      code: '330402001',
      level: 4,
      levelName: '街道/乡镇',
      parentName: '南湖区',
    });

    const renamed = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateDistrict`, { code: '330402001', name: '解放街道办事处', parentCode: '330000' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await division('330402001')).toMatchObject({ name: '解放街道办事处', parent_code: '330402', level: 4 });

    const deleted = await as(world, 'superadmin', postJson(`${base}/DeleteDistrict`, { ids: ['330402001'] }));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await division('330402001')).toBeUndefined();

    const logs = (await unitLogs()).slice(-3).map((log) => log.detail);
    expect(logs).toEqual([
      expect.objectContaining({ kind: 'district', action: 'add', id: '330402001', before: null }),
      expect.objectContaining({
        action: 'update',
        before: expect.objectContaining({ name: '解放街道' }),
        after: expect.objectContaining({ name: '解放街道办事处' }),
      }),
      expect.objectContaining({ action: 'delete', ids: ['330402001'], after: null }),
    ]);
  });

  it("refuse a code that does not begin with its parent's prefix, a taken code or name, an unknown parent", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ parentCode: '330400', code: '330502', name: '某区' }, districtMessages.countyCode('3304')],
      [{ parentCode: '330000', code: '330401', name: '某市' }, districtMessages.cityCode('33')],
      [{ parentCode: '330402', code: '330411001', name: '某街道' }, districtMessages.streetCode('330402')],
      [{ code: '330100', name: '某省' }, districtMessages.provinceCode],
      [{ parentCode: '330400', code: '330402', name: '南湖' }, districtMessages.codeTaken('330402')],
      [{ parentCode: '330400', code: '330499', name: '南湖区' }, districtMessages.nameTaken('南湖区')],
      [{ parentCode: '999900', code: '999901', name: '某区' }, districtMessages.unknownParent('999900')],
      [{ parentCode: '330400', code: '33049', name: '某区' }, '区域编码应为6、9或12位数字'],
      [{ parentCode: '330400', code: '330499', name: '' }, '请填写区域名称'],
    ];
    for (const [body, message] of cases) {
      const response = await as(world, 'superadmin', postJson(`${base}/AddDistrict`, body));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().messeage).toContain(message);
    }
    expect(await division('330499')).toBeUndefined();
  });

  it('refuse to delete a region with children, regulators or stations, and a batch with one bad code deletes nothing', async () => {
    const city = await as(world, 'superadmin', postJson(`${base}/DeleteDistrict`, { ids: ['330400'] }));
    expect(city.statusCode).toBe(409);
    expect(city.json().messeage).toBe('嘉兴市：该区域仍有7个下级区域、1个监管单位，不能删除');
    const district = await as(world, 'superadmin', postJson(`${base}/DeleteDistrict`, { ids: ['330402'] }));
    expect(district.statusCode).toBe(409);
    expect(district.json().messeage).toMatch(/^南湖区：该区域仍有1个监管单位、\d+个单位，不能删除$/);

    await as(
      world,
      'superadmin',
      postJson(`${base}/AddDistrict`, { parentCode: '330402', code: '330402002', name: '建设街道' }),
    );
    const mixed = await as(world, 'superadmin', postJson(`${base}/DeleteDistrict`, { ids: ['330402002', '330402'] }));
    expect(mixed.statusCode).toBe(409);
    const unknown = await as(
      world,
      'superadmin',
      postJson(`${base}/DeleteDistrict`, { ids: ['330402002', '330402999'] }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messeage).toBe(unitMessages.notFound('区域'));
    expect(await division('330402002')).toBeDefined();
  });

  it('rename only an existing region, and only for a role with the page', async () => {
    const missing = await as(
      world,
      'superadmin',
      postJson(`${base}/UpdateDistrict`, { code: '330402999', name: '无' }),
    );
    expect(missing.statusCode).toBe(404);
    const city = await as(world, 'city', postJson(`${base}/UpdateDistrict`, { code: '330402', name: '改名' }));
    expect(city.statusCode).toBe(403);
    expect((await division('330402'))?.name).toBe('南湖区');
  });
});
