import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, closeCatalogueWorld, cylinderAt, getUrl, openCatalogueWorld, type CatalogueWorld } from './catalogueWorld';
import type { DemoAccountKey } from '../../src/db/seed/demoAccounts';

let world: CatalogueWorld;

beforeAll(async () => {
  world = await openCatalogueWorld();
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

interface Option {
  value: number | string;
  label: string;
  code?: string;
  stationType?: number | null;
  divisionCode?: string;
  level?: number;
  parentCode?: string | null;
}

async function options(account: DemoAccountKey, path: string): Promise<Option[]> {
  const response = await as(world, account, getUrl(`/api/samr/DropDown/${path}`));
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ result: true, totalCount: body.list.length });
  return body.list;
}

async function stationsOfDivision(division: string | null, kind = 1) {
  let query = world.db.selectFrom('station').where('kind', '=', kind).where('is_valid', '=', true);
  if (division) query = query.where('division_code', '=', division);
  return (await query.select('id').execute()).map((row) => row.id).sort((a, b) => a - b);
}

const ids = (list: Option[]) => list.map((option) => Number(option.value)).sort((a, b) => a - b);

describe('regulator dropdowns', () => {
  it('give a city regulator its own bureau and the district bureaus below it', async () => {
    const list = await options('city', 'regulator');
    expect(list[0]).toEqual({ value: world.cityRegulatorId, label: '嘉兴市市场监督管理局' });
    expect(list).toHaveLength(8);
    expect(list.map((option) => option.label)).toContain('嘉兴市南湖区市场监督管理局');
  });

  it('give a district regulator its own bureau only, and a station none', async () => {
    expect(await options('district', 'regulator')).toEqual([
      { value: world.districtRegulatorId, label: '嘉兴市南湖区市场监督管理局' },
    ]);
    expect(await options('station', 'regulator')).toEqual([]);
  });

  it('nest the tree from the caller: the city at the root with its seven districts', async () => {
    const [root, ...others] = await options('city', 'regulatorTree');
    expect(others).toEqual([]);
    expect(root).toMatchObject({ value: world.cityRegulatorId, divisionCode: '330400', level: 2 });
    const children = (root as unknown as { children: { divisionCode: string; children: unknown[] }[] }).children;
    expect(children.map((child) => child.divisionCode)).toEqual([
      '330402',
      '330411',
      '330421',
      '330424',
      '330481',
      '330482',
      '330483',
    ]);
    expect(children.every((child) => child.children.length === 0)).toBe(true);
  });

  it('leave a disabled bureau out of the lists', async () => {
    await world.db
      .updateTable('regulator')
      .set({ is_valid: false })
      .where('id', '=', world.otherDistrictRegulatorId)
      .execute();
    try {
      const list = await options('superadmin', 'regulator');
      expect(ids(list)).not.toContain(world.otherDistrictRegulatorId);
      expect(list).toHaveLength(7);
    } finally {
      await world.db
        .updateTable('regulator')
        .set({ is_valid: true })
        .where('id', '=', world.otherDistrictRegulatorId)
        .execute();
    }
  });
});

describe('station dropdowns', () => {
  it('give a station itself, a district regulator its district, a city regulator every station', async () => {
    for (const path of ['fillingstation', 'FillingstationForCylinderQuery', 'GetFillingStationListByType']) {
      expect(ids(await options('station', path))).toEqual([world.ownStationId]);
      expect(ids(await options('district', path))).toEqual(await stationsOfDivision('330402'));
      expect(ids(await options('city', path))).toEqual(await stationsOfDivision(null));
    }
    const [own] = await options('station', 'fillingstation');
    expect(own).toMatchObject({ code: expect.stringMatching(/^CZ330402/), stationType: 1, divisionCode: '330402' });
  });

  it('narrow by regulator and station type, but never beyond the caller scope', async () => {
    const district = await stationsOfDivision('330411');
    expect(ids(await options('city', `fillingstation?regulatorIds=${world.otherDistrictRegulatorId}`))).toEqual(
      district,
    );
    expect(
      ids(await options('city', `GetFillingStationListByType?regulatorId=${world.otherDistrictRegulatorId}`)),
    ).toEqual(district);
    expect(await options('district', `fillingstation?regulatorIds=${world.otherDistrictRegulatorId}`)).toEqual([]);
    expect(ids(await options('district', `fillingstation?regulatorIds=${world.cityRegulatorId}`))).toEqual(
      await stationsOfDivision('330402'),
    );
    const vehicle = await options('city', 'fillingstation?StationType=3');
    expect(vehicle.length).toBeGreaterThan(0);
    expect(vehicle.every((option) => option.stationType === 3)).toBe(true);
  });

  it('show disabled stations only with IsAll=true', async () => {
    await world.db.updateTable('station').set({ is_valid: false }).where('id', '=', world.neighbourStationId).execute();
    try {
      expect(ids(await options('district', 'fillingstation'))).not.toContain(world.neighbourStationId);
      expect(ids(await options('district', 'fillingstation?IsAll=true'))).toContain(world.neighbourStationId);
    } finally {
      await world.db
        .updateTable('station')
        .set({ is_valid: true })
        .where('id', '=', world.neighbourStationId)
        .execute();
    }
  });

  it('refuse a station type outside 1-3 with a message', async () => {
    const response = await as(world, 'city', getUrl('/api/samr/DropDown/fillingstation?StationType=5'));
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toContain('站点类型只能是1、2或3');
  });

  it('list the stations of a division below it', async () => {
    expect(ids(await options('city', 'fillingstationByDivision?divisionCode=330411'))).toEqual(
      await stationsOfDivision('330411'),
    );
    expect(await options('district', 'fillingstationByDivision?divisionCode=330411')).toEqual([]);
  });
});

describe('inspection institution dropdowns', () => {
  it('give a regulator the institutions of its region and an institution itself', async () => {
    const nanhu = await stationsOfDivision('330402', 2);
    for (const path of [
      'inspectionstation',
      'GetInspectionStationByProvince',
      'inspectionstationByIsValid?IsValid=true',
    ]) {
      expect(ids(await options('district', path))).toEqual(nanhu);
      expect(ids(await options('institution', path))).toEqual([world.institutionId]);
      expect(ids(await options('city', path))).toEqual(await stationsOfDivision(null, 2));
      expect(await options('station', path)).toEqual([]);
    }
    expect(ids(await options('city', 'GetinspectionstationByDivisionCode?divisionCode=330481'))).toEqual(
      await stationsOfDivision('330481', 2),
    );
  });

  it('filter institutions by their valid flag', async () => {
    const [first] = await stationsOfDivision('330481', 2);
    await world.db.updateTable('station').set({ is_valid: false }).where('id', '=', first!).execute();
    try {
      expect(ids(await options('city', 'inspectionstationByIsValid?IsValid=false'))).toEqual([first]);
      expect(ids(await options('city', 'inspectionstation'))).not.toContain(first);
    } finally {
      await world.db.updateTable('station').set({ is_valid: true }).where('id', '=', first!).execute();
    }
  });

  it('give both kinds of unit together', async () => {
    const both = await options('district', 'GetFillingStationInspectionStation');
    expect(ids(both)).toEqual(
      [...(await stationsOfDivision('330402')), ...(await stationsOfDivision('330402', 2))].sort((a, b) => a - b),
    );
  });
});

describe('division dropdown', () => {
  it('gives the city and its districts to the city regulator, and children by parentCode', async () => {
    const list = await options('city', 'division');
    expect(list[0]).toEqual({ value: '330400', label: '嘉兴市', level: 2, parentCode: '330000' });
    expect(list.map((option) => option.value)).toContain('330402');
    expect(list.every((option) => option.value === '330400' || option.parentCode === '330400')).toBe(true);
    const children = await options('city', 'division?parentCode=330400');
    expect(children.map((option) => option.value)).toEqual(list.slice(1).map((option) => option.value));
  });

  it('gives nothing outside the caller region, and the provinces to a system manager', async () => {
    expect(await options('district', 'division?parentCode=330400')).toEqual([]);
    expect(await options('city', 'division?parentCode=330100')).toEqual([]);
    const provinces = await options('superadmin', 'division');
    expect(provinces.map((option) => option.label)).toContain('浙江省');
    expect(provinces.every((option) => option.level === 1)).toBe(true);
    expect((await options('superadmin', 'division?parentCode=330100')).length).toBeGreaterThan(5);
  });
});

describe('reference dropdowns', () => {
  it('list the valid entries of a category', async () => {
    const types = await options('station', 'cylindertype?CylinderCategory=1');
    expect(types.map((option) => option.label).sort()).toEqual(['复合材料气瓶', '焊接钢瓶']);
    const media = await options('station', 'fillingMedium?CylinderCategory=3');
    expect(media.map((option) => option.label).sort()).toEqual(['压缩天然气', '液化天然气']);
    const specs = await options('station', 'cylinderspec?CylinderCategory=1');
    expect(specs.map((option) => option.label)).toContain('YSP35.5');
    expect((await options('station', 'cylindertype')).length).toBe(9);
    expect((await options('station', 'cylindervendor')).length).toBe(10);
  });

  it('leave disabled entries out', async () => {
    const spec = await world.db
      .updateTable('cylinder_spec')
      .set({ is_valid: false })
      .where('name', '=', 'YSP4.7')
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(ids(await options('city', 'cylinderspec?CylinderCategory=1'))).not.toContain(spec.id);
    } finally {
      await world.db.updateTable('cylinder_spec').set({ is_valid: true }).where('id', '=', spec.id).execute();
    }
  });

  it('lists the statuses of section 4, the institution roles and the registration variety codes', async () => {
    expect(await options('station', 'cylinderstatus')).toEqual([
      { value: 0, label: '正常' },
      { value: 2, label: '已报废' },
      { value: 5, label: '已注销' },
      { value: 6, label: '已转出' },
      { value: 7, label: '已停用' },
      { value: 8, label: '已删除' },
      { value: 9, label: '已退回' },
    ]);
    const roles = await options('institution', 'GetInspectorRole');
    expect(roles.map((role) => role.label)).toEqual([
      '检验机构检验员',
      '检验机构审核员',
      '检验机构审批员',
      '检验机构管理员',
    ]);
    const varieties = await options('institution', 'QpregCylinderTypeCode');
    expect(varieties[0]).toEqual({ value: 1, label: '液化石油气钢瓶' });
  });
});

describe('vehicle cylinder departments', () => {
  it('lists the distinct departments of the vehicle cylinders in scope, narrowed by division or station code', async () => {
    const own = await cylinderAt(world.db, world.vehicleStationId, {
      category: 3,
      department_name: '南湖测试公交公司',
      plate_num: '浙F·T0001',
    });
    await cylinderAt(world.db, world.vehicleStationId, {
      category: 3,
      department_name: '南湖测试公交公司',
      plate_num: '浙F·T0002',
    });
    const district = await options('district', 'cylinderdepartment');
    expect(district.filter((option) => option.value === '南湖测试公交公司')).toHaveLength(1);
    const city = await options('city', 'cylinderdepartment?code=330411');
    expect(city.map((option) => option.value)).not.toContain('南湖测试公交公司');
    const station = await world.db
      .selectFrom('station')
      .select('code')
      .where('id', '=', world.vehicleStationId)
      .executeTakeFirstOrThrow();
    expect((await options('city', `cylinderdepartment?code=${station.code}`)).map((option) => option.value)).toContain(
      '南湖测试公交公司',
    );
    expect(await options('station', 'cylinderdepartment')).toEqual([]);
    await world.db.deleteFrom('cylinder').where('department_name', '=', '南湖测试公交公司').execute();
    expect(own.id).toBeGreaterThan(0);
  });
});

describe('access', () => {
  it('needs a session', async () => {
    const response = await world.app.inject(getUrl('/api/samr/DropDown/fillingstation'));
    expect(response.statusCode).toBe(401);
  });
});
