import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  as,
  clearArchiveState,
  closeCatalogueWorld,
  cylinderAt,
  getUrl,
  openCatalogueWorld,
  postJson,
  type CatalogueWorld,
} from './catalogueWorld';
import { sheetOf } from '../support/xlsxSheet';

let world: CatalogueWorld;

beforeAll(async () => {
  world = await openCatalogueWorld();
}, 120_000);
afterAll(() => closeCatalogueWorld(world));
beforeEach(() => clearArchiveState(world.db));

const base = '/api/samr/AbnormalCylinder';

/** A cylinder of a station flagged abnormal (kind 1 also stops it: status 7). */
async function abnormalAt(
  stationId: number,
  kind: 1 | 2 | 3 | 4,
  values: Parameters<typeof cylinderAt>[2] = {},
  flaggedAt = '2026-05-02T02:30:00.000Z',
) {
  const cylinder = await cylinderAt(world.db, stationId, { status: kind === 1 ? 7 : 0, ...values });
  const entry = await world.db
    .insertInto('cylinder_abnormal')
    .values({
      cylinder_id: cylinder.id,
      station_id: stationId,
      kind,
      reason: `原因${kind}`,
      flagged_by: kind >= 3 ? '系统自动标记' : '王监管',
      flagged_at: flaggedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...cylinder, entryId: entry.id };
}

async function statusOf(id: number) {
  const row = await world.db.selectFrom('cylinder').select(['status']).where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

async function restoredIds() {
  const rows = await world.db
    .selectFrom('cylinder_abnormal')
    .select('id')
    .where('restored_at', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('abnormal cylinder lists', () => {
  it('show the active entries of the caller scope with kind, reason and cylinder columns', async () => {
    const own = await abnormalAt(world.ownStationId, 2, {
      serial_number: 'AB-OWN',
      next_inspection_date: '2025-01-01',
    });
    const neighbour = await abnormalAt(world.neighbourStationId, 1);
    const other = await abnormalAt(world.otherDistrictStationId, 3);

    const station = await as(world, 'station', getUrl(`${base}/list`));
    expect(station.json()).toMatchObject({
      totalCount: 1,
      list: [
        {
          id: own.entryId,
          ordinalNum: 1,
          cylinderId: own.id,
          kind: 2,
          kindName: '报失',
          reason: '原因2',
          flaggedBy: '王监管',
          flaggedAt: '2026-05-02 10:30:00',
          stationId: world.ownStationId,
          areaName: '南湖区',
          cylinderBarcode: own.barcode,
          serialNumber: 'AB-OWN',
          makeDate: '2021-04',
          nextInspectionDate: '2025-01',
          cylinderStatus: '超期未检',
        },
      ],
    });
    const district = await as(world, 'district', getUrl(`${base}/list`));
    expect(
      district
        .json()
        .list.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([own.entryId, neighbour.entryId].sort());
    expect(district.body).not.toContain(other.barcode);
    const city = await as(world, 'city', getUrl(`${base}/list?Kind=3`));
    expect(city.json().list).toEqual([expect.objectContaining({ id: other.entryId, kindName: '超期或报废充装' })]);

    expect((await as(world, 'station', getUrl(`${base}/list?StationId=${world.neighbourStationId}`))).statusCode).toBe(
      404,
    );
    expect(
      (await as(world, 'district', getUrl(`${base}/summary?StationId=${world.otherDistrictStationId}`))).statusCode,
    ).toBe(404);
  });

  it('filter by barcode and flagging day, and leave restored entries out', async () => {
    const early = await abnormalAt(world.ownStationId, 4, {}, '2026-03-01T01:00:00.000Z');
    const late = await abnormalAt(world.ownStationId, 4, {}, '2026-06-01T01:00:00.000Z');
    await world.db
      .updateTable('cylinder_abnormal')
      .set({ restored_at: '2026-06-02T01:00:00.000Z', restored_name: '某人' })
      .where('id', '=', late.entryId)
      .execute();
    const listed = async (query: string) =>
      (await as(world, 'district', getUrl(`${base}/list?${query}`))).json().list.map((row: { id: number }) => row.id);
    expect(await listed('')).toEqual([early.entryId]);
    expect(await listed(`Barcode=${early.barcode.slice(3)}`)).toEqual([early.entryId]);
    expect(await listed('From=2026-03-02')).toEqual([]);
    expect(await listed('To=2026-03-01')).toEqual([early.entryId]);
    const badKind = await as(world, 'district', getUrl(`${base}/list?Kind=5`));
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().messeage).toContain('异常类型只能是1、2、3、4');
  });

  it('count active entries per station by kind', async () => {
    await abnormalAt(world.ownStationId, 1);
    await abnormalAt(world.ownStationId, 1);
    await abnormalAt(world.ownStationId, 3);
    await abnormalAt(world.neighbourStationId, 4);
    await abnormalAt(world.otherDistrictStationId, 2);
    const summary = await as(world, 'district', getUrl(`${base}/summary`));
    expect(summary.json().totalCount).toBe(2);
    expect(summary.json().list).toContainEqual(
      expect.objectContaining({
        stationId: world.ownStationId,
        areaName: '南湖区',
        stoppedCount: 2,
        lostCount: 0,
        overdueFillingCount: 1,
        duplicateCount: 0,
        abnormalCount: 3,
      }),
    );
    const city = await as(world, 'city', getUrl(`${base}/summary?RegulatorId=${world.otherDistrictRegulatorId}`));
    expect(city.json().list).toEqual([
      expect.objectContaining({ stationId: world.otherDistrictStationId, lostCount: 1, abnormalCount: 1 }),
    ]);
  });

  it('total every station of the filter in scope (合计), on each page', async () => {
    await abnormalAt(world.ownStationId, 1);
    await abnormalAt(world.ownStationId, 1);
    await abnormalAt(world.ownStationId, 3);
    await abnormalAt(world.neighbourStationId, 4);
    await abnormalAt(world.otherDistrictStationId, 2);
    const districtTotals = {
      stoppedCount: 2,
      lostCount: 0,
      overdueFillingCount: 1,
      duplicateCount: 1,
      abnormalCount: 4,
    };
    for (const index of [1, 2]) {
      const page = (await as(world, 'district', getUrl(`${base}/summary?CountPerPage=1&PageIndex=${index}`))).json();
      expect(page.list).toHaveLength(1);
      expect(page.summary).toEqual(districtTotals);
    }
    const city = (await as(world, 'city', getUrl(`${base}/summary`))).json();
    expect(city.summary).toEqual({ ...districtTotals, lostCount: 1, abnormalCount: 5 });
    const stopped = (await as(world, 'district', getUrl(`${base}/summary?Kind=1`))).json();
    expect(stopped.summary).toEqual({
      stoppedCount: 2,
      lostCount: 0,
      overdueFillingCount: 0,
      duplicateCount: 0,
      abnormalCount: 2,
    });
  });

  it('list vehicle cylinders with their plate separately', async () => {
    const vehicle = await abnormalAt(world.vehicleStationId, 2, {
      category: 3,
      plate_num: '浙F·A9999',
      vc_type_name: '出租车',
    });
    await abnormalAt(world.ownStationId, 2);
    const list = await as(world, 'district', getUrl(`${base}/vcList`));
    expect(list.json().list).toEqual([
      expect.objectContaining({ id: vehicle.entryId, plateNum: '浙F·A9999', vcTypeName: '出租车' }),
    ]);
    const plate = await as(world, 'district', getUrl(`${base}/vcList?PlateNum=A9998`));
    expect(plate.json().totalCount).toBe(0);
    const summary = await as(world, 'district', getUrl(`${base}/vcSummary`));
    expect(summary.json().list).toEqual([expect.objectContaining({ stationId: world.vehicleStationId, lostCount: 1 })]);
  });
});

describe('exporting abnormal cylinders', () => {
  it('streams the list and the summary of the caller scope', async () => {
    const own = await abnormalAt(world.ownStationId, 3);
    await abnormalAt(world.otherDistrictStationId, 3);
    const columns = JSON.stringify([
      { code: 'cylinderBarcode', title: '气瓶条码' },
      { code: 'kindName', title: '异常类型' },
    ]);
    const list = await as(
      world,
      'district',
      getUrl(`${base}/list?isExport=true&ExportColumns=${encodeURIComponent(columns)}`),
    );
    expect(list.statusCode).toBe(200);
    expect(await sheetOf(list.rawPayload)).toEqual([
      ['气瓶条码', '异常类型'],
      [own.barcode, '超期或报废充装'],
    ]);
    const summary = await as(world, 'district', getUrl(`${base}/summary?isExport=true`));
    const sheet = await sheetOf(summary.rawPayload);
    expect(sheet[0]).toEqual([
      '序号',
      '所属区域',
      '充装单位',
      '监管停用',
      '报失',
      '超期或报废充装',
      '档案重复存疑',
      '异常气瓶合计',
    ]);
    expect(sheet.slice(1)).toEqual([
      [1, '南湖区', expect.any(String), 0, 0, 1, 0, 1],
      [undefined, undefined, '合计', 0, 0, 1, 0, 1],
    ]);
  });
});

describe('restoring abnormal cylinders', () => {
  it('keeps who and when, returns a stopped cylinder to normal, and writes history and syslog', async () => {
    const stopped = await abnormalAt(world.ownStationId, 1);
    const lost = await abnormalAt(world.ownStationId, 2);
    const response = await as(
      world,
      'district',
      postJson(`${base}/BatchRestore`, { ids: [stopped.entryId, lost.entryId] }),
    );
    expect(response.json()).toMatchObject({ result: true, data: { count: 2 } });
    expect(await statusOf(stopped.id)).toBe(0);
    expect(await statusOf(lost.id)).toBe(0);
    const entry = await world.db
      .selectFrom('cylinder_abnormal')
      .select(['restored_at', 'restored_name', 'restored_user_id'])
      .where('id', '=', stopped.entryId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ restored_name: '南湖区监管员', restored_user_id: world.userId.district });
    expect(entry.restored_at).not.toBeNull();
    const history = await world.db
      .selectFrom('cylinder_history')
      .select(['action', 'status', 'changes'])
      .where('cylinder_id', '=', stopped.id)
      .executeTakeFirstOrThrow();
    expect(history).toEqual({
      action: 9,
      status: 0,
      changes: [
        { field: 'abnormal', label: '异常状态', from: '监管停用', to: '已恢复' },
        { field: 'status', label: '气瓶状态', from: '已停用', to: '正常' },
      ],
    });
    const log = await world.db
      .selectFrom('syslog')
      .select(['detail'])
      .where('event', '=', 'abnormalRestore')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.detail).toMatchObject({ resumedCylinderIds: [stopped.id] });
    expect((await as(world, 'district', getUrl(`${base}/list`))).json().totalCount).toBe(0);

    const again = await as(world, 'district', postJson(`${base}/BatchRestore`, { ids: [lost.entryId] }));
    expect(again.statusCode).toBe(400);
    expect(again.json().messeage).toBe(`该异常气瓶已恢复：${lost.barcode}`);
  });

  it('changes nothing when one entry of the batch lies outside the scope', async () => {
    const own = await abnormalAt(world.ownStationId, 1);
    const foreign = await abnormalAt(world.otherDistrictStationId, 1);
    const response = await as(
      world,
      'district',
      postJson(`${base}/BatchRestore`, { ids: [own.entryId, foreign.entryId] }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(foreign.barcode);
    expect(await restoredIds()).toEqual([]);
    expect(await statusOf(own.id)).toBe(7);
    expect(await world.db.selectFrom('cylinder_history').select('id').execute()).toEqual([]);
  });

  it('lets a station restore its own entries but not lift a regulator stop', async () => {
    const lost = await abnormalAt(world.ownStationId, 2);
    const stopped = await abnormalAt(world.ownStationId, 1);
    const refused = await as(
      world,
      'station',
      postJson(`${base}/BatchRestore`, { ids: [lost.entryId, stopped.entryId] }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messeage).toBe(`监管停用的气瓶只能由监管部门恢复：${stopped.barcode}`);
    expect(await restoredIds()).toEqual([]);
    const allowed = await as(world, 'station', postJson(`${base}/BatchRestore`, { ids: [lost.entryId] }));
    expect(allowed.json().data).toEqual({ count: 1 });
    const neighbour = await abnormalAt(world.neighbourStationId, 2);
    expect(
      (await as(world, 'station', postJson(`${base}/BatchRestore`, { ids: [neighbour.entryId] }))).statusCode,
    ).toBe(404);
  });

  it('names a missing choice', async () => {
    const response = await as(world, 'district', postJson(`${base}/BatchRestore`, { ids: [] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toContain('请选择要恢复的异常气瓶');
  });

  it('is open to the abnormal-cylinder pages only', async () => {
    expect((await as(world, 'institution', getUrl(`${base}/list`))).statusCode).toBe(403);
    expect((await world.app.inject(getUrl(`${base}/summary`))).statusCode).toBe(401);
  });
});
