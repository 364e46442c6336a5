import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceMessages } from '@gcs/contracts';
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

beforeAll(async () => {
  world = await openCatalogueWorld();
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const base = '/api/samr';

async function deleteLogs() {
  return world.db.selectFrom('syslog').select(['event', 'detail', 'user_id']).where('event', '=', 'delete').execute();
}

describe('vendors', () => {
  it('are added, listed with filters, updated and deleted by the reference data page', async () => {
    const added = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderVendor/Add`, { code: 'TS9999Z01', name: '测试压力容器有限公司' }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const vendor = added.json().data;
    expect(vendor).toMatchObject({ code: 'TS9999Z01', name: '测试压力容器有限公司', isValid: true });

    const listed = await as(
      world,
      'station',
      getUrl(`${base}/CylinderVendor/List?Name=${encodeURIComponent('测试压力')}`),
    );
    expect(listed.json()).toMatchObject({ totalCount: 1, list: [{ id: vendor.id, code: 'TS9999Z01' }] });

    const duplicate = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderVendor/Add`, { code: 'TS9999Z01', name: 'x' }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().messeage).toBe('制造单位代码已存在：TS9999Z01');

    const updated = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderVendor/Update`, {
        id: vendor.id,
        code: 'TS9999Z01',
        name: '测试气瓶有限公司',
        isValid: false,
      }),
    );
    expect(updated.json().data).toMatchObject({ name: '测试气瓶有限公司', isValid: false });
    const valid = await as(world, 'station', getUrl(`${base}/CylinderVendor/List?IsValid=true&CountPerPage=50`));
    expect(valid.json().list.map((row: { id: number }) => row.id)).not.toContain(vendor.id);
    expect(valid.json().totalCount).toBe(10);

    const deleted = await as(world, 'superadmin', postJson(`${base}/CylinderVendor/Delete`, { id: vendor.id }));
    expect(deleted.json()).toMatchObject({ result: true, data: { id: vendor.id } });
    expect(
      await world.db.selectFrom('vendor').where('id', '=', vendor.id).select('id').executeTakeFirst(),
    ).toBeUndefined();
    expect(await deleteLogs()).toContainEqual({
      event: 'delete',
      user_id: world.userId.superadmin,
      detail: { table: 'vendor', id: vendor.id, name: '测试气瓶有限公司' },
    });
  });

  it('cannot be deleted while an archive uses them, but can be disabled', async () => {
    const vendor = await world.db.selectFrom('vendor').select('id').orderBy('id').executeTakeFirstOrThrow();
    const refused = await as(world, 'superadmin', postJson(`${base}/CylinderVendor/Delete`, { id: vendor.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messeage).toBe('该数据已被气瓶档案使用，不能删除；可将其停用');
    const disabled = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderVendor/BatchIsValid`, { ids: [vendor.id], isValid: false }),
    );
    expect(disabled.json().data).toEqual({ count: 1 });
    const dropdown = await as(world, 'station', getUrl(`${base}/DropDown/cylindervendor`));
    expect(dropdown.json().list.map((option: { value: number }) => option.value)).not.toContain(vendor.id);
    await as(world, 'superadmin', postJson(`${base}/CylinderVendor/BatchIsValid`, { ids: [vendor.id], isValid: true }));
  });

  it('name the missing field, and answer 404 for an unknown id', async () => {
    const missing = await as(world, 'superadmin', postJson(`${base}/CylinderVendor/Add`, { code: 'X1' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messeage).toContain('请填写制造单位名称');
    const unknown = await as(world, 'superadmin', postJson(`${base}/CylinderVendor/Delete`, { id: 999999 }));
    expect(unknown.statusCode).toBe(404);
    const unknownBatch = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderVendor/BatchIsValid`, { ids: [999999], isValid: false }),
    );
    expect(unknownBatch.statusCode).toBe(404);
  });

  it('are written only by the reference data page: a city regulator and a station read them', async () => {
    expect((await as(world, 'city', getUrl(`${base}/CylinderVendor/List`))).statusCode).toBe(200);
    const write = await as(world, 'city', postJson(`${base}/CylinderVendor/Add`, { code: 'TS1', name: '某公司' }));
    expect(write.statusCode).toBe(403);
    expect((await as(world, 'bank', getUrl(`${base}/CylinderVendor/List`))).statusCode).toBe(403);
  });
});

describe('media and cylinder types', () => {
  it('are unique per category and filtered by category', async () => {
    const taken = await as(world, 'superadmin', postJson(`${base}/Medium/Add`, { name: '液化石油气', category: 1 }));
    expect(taken.json().messeage).toBe('该类别下已有同名的充装介质：液化石油气');
    const other = await as(world, 'superadmin', postJson(`${base}/Medium/Add`, { name: '液化石油气', category: 2 }));
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data).toMatchObject({ category: 2, categoryName: '工业气瓶', isValid: true });
    const list = await as(
      world,
      'station',
      getUrl(`${base}/Medium/List?CylinderCategory=2&Name=${encodeURIComponent('液化')}`),
    );
    expect(list.json()).toMatchObject({ totalCount: 1, list: [{ id: other.json().data.id }] });
    await as(world, 'superadmin', postJson(`${base}/Medium/Delete`, { id: other.json().data.id }));

    const badCategory = await as(
      world,
      'city',
      postJson(`${base}/CylinderType/Add`, { name: '新型气瓶', category: 4 }),
    );
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().messeage).toContain('气瓶类别只能是1、2或3');
  });

  it('let the vehicle CylinderType page (city regulator) write cylinder types but not media', async () => {
    const type = await as(world, 'city', postJson(`${base}/CylinderType/Add`, { name: '塑料内胆缠绕瓶', category: 3 }));
    expect(type.statusCode, type.body).toBe(200);
    expect((await as(world, 'city', postJson(`${base}/Medium/Add`, { name: '氢气', category: 3 }))).statusCode).toBe(
      403,
    );
    expect(
      (await as(world, 'station', postJson(`${base}/CylinderType/Add`, { name: '某瓶', category: 1 }))).statusCode,
    ).toBe(403);
    const deleted = await as(world, 'city', postJson(`${base}/CylinderType/Delete`, { id: type.json().data.id }));
    expect(deleted.statusCode).toBe(200);
  });

  it('keep the category of a type archives use', async () => {
    const type = await world.db
      .selectFrom('cylinder_type')
      .select(['id', 'name'])
      .where('category', '=', 1)
      .where('name', '=', '焊接钢瓶')
      .executeTakeFirstOrThrow();
    const moved = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderType/Update`, { id: type.id, name: type.name, category: 2, isValid: true }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().messeage).toBe('该数据已被气瓶档案使用，不能修改气瓶类别');
    const renamed = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderType/Update`, { id: type.id, name: '焊接钢瓶', category: 1, isValid: true }),
    );
    expect(renamed.statusCode).toBe(200);
  });

  it('refuse to delete a medium a spec still names', async () => {
    const medium = await as(world, 'superadmin', postJson(`${base}/Medium/Add`, { name: '丙烷', category: 1 }));
    const mediumId = medium.json().data.id;
    const spec = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderSpec/Add`, { name: 'YSP50', category: 1, mediumId, presetWeight: 21 }),
    );
    const refused = await as(world, 'superadmin', postJson(`${base}/Medium/Delete`, { id: mediumId }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messeage).toBe('该数据已被其他数据使用，不能删除；可将其停用');
    await as(world, 'superadmin', postJson(`${base}/CylinderSpec/Delete`, { id: spec.json().data.id }));
    expect((await as(world, 'superadmin', postJson(`${base}/Medium/Delete`, { id: mediumId }))).statusCode).toBe(200);
  });
});

describe('cylinder specs', () => {
  it('keep a preset weight and medium, answered by spec name', async () => {
    const preset = await as(world, 'station', getUrl(`${base}/CylinderSpec/QueryPreTpyeName?Name=YSP35.5`));
    expect(preset.json().data).toMatchObject({
      name: 'YSP35.5',
      category: 1,
      mediumName: '液化石油气',
      presetWeight: 14.5,
      isValid: true,
    });
    const none = await as(world, 'station', getUrl(`${base}/CylinderSpec/QueryPreTpyeName?Name=YSP999`));
    expect(none.json()).toEqual({ result: true, messeage: '', data: null });
  });

  it('refuse a negative preset weight and a medium of another category', async () => {
    const negative = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderSpec/Add`, { name: 'YSP1', category: 1, presetWeight: -1 }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().messeage).toContain('预设充装量必须是不小于0的数字');
    const cng = await world.db.selectFrom('medium').select('id').where('category', '=', 3).executeTakeFirstOrThrow();
    const mismatch = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderSpec/Add`, { name: 'YSP1', category: 1, mediumId: cng.id }),
    );
    expect(mismatch.json().messeage).toBe('充装介质不存在或与气瓶类别不符');
    const duplicate = await as(
      world,
      'superadmin',
      postJson(`${base}/CylinderSpec/Add`, { name: 'YSP12', category: 1 }),
    );
    expect(duplicate.json().messeage).toBe('该类别下已有同名的气瓶规格：YSP12');
  });

  it('page the list with its total', async () => {
    const page = await as(world, 'station', getUrl(`${base}/CylinderSpec/List?CountPerPage=4&PageIndex=2`));
    const total = await world.db
      .selectFrom('cylinder_spec')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(page.json().totalCount).toBe(Number(total.n));
    expect(page.json().list).toHaveLength(4);
  });
});

describe('vehicle types', () => {
  it('come from the seed and are managed on TypeManagement', async () => {
    const list = await as(world, 'city', getUrl(`${base}/VehicleType/List`));
    expect(list.json().list).toContainEqual({
      id: expect.any(Number),
      name: '出租车',
      durableYears: 8,
      inspectionPeriodYears: 2,
      isValid: true,
    });
    const added = await as(
      world,
      'city',
      postJson(`${base}/VehicleType/Add`, { name: '环卫车', durableYears: 12, inspectionPeriodYears: 3 }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const again = await as(
      world,
      'city',
      postJson(`${base}/VehicleType/Add`, { name: '环卫车', durableYears: 12, inspectionPeriodYears: 3 }),
    );
    expect(again.json().messeage).toBe('车辆类型已存在：环卫车');
    const bad = await as(
      world,
      'city',
      postJson(`${base}/VehicleType/Update`, {
        id: added.json().data.id,
        name: '环卫车',
        durableYears: 0,
        inspectionPeriodYears: 3,
      }),
    );
    expect(bad.json().messeage).toContain('使用年限必须是1到50之间的整数');
    expect(
      (await as(world, 'station', postJson(`${base}/VehicleType/Delete`, { id: added.json().data.id }))).statusCode,
    ).toBe(403);
    expect(
      (await as(world, 'city', postJson(`${base}/VehicleType/Delete`, { id: added.json().data.id }))).statusCode,
    ).toBe(200);
  });

  it('cannot delete a vehicle type a cylinder uses', async () => {
    const type = await world.db
      .selectFrom('vehicle_type')
      .select('id')
      .where('name', '=', '教练车')
      .executeTakeFirstOrThrow();
    await cylinderAt(world.db, world.vehicleStationId, {
      category: 3,
      vehicle_type_id: type.id,
      plate_num: '浙F·J0001',
    });
    const refused = await as(world, 'city', postJson(`${base}/VehicleType/Delete`, { id: type.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messeage).toBe(referenceMessages.inUse);
  });
});
