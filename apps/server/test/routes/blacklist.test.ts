import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureFillingPartitions } from '../../src/db/partitions';
import { pngPicture } from '../support/fixtures';
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

const base = '/api/samr/CylinderBlack';

/** A picture as if `uploader` had sent it through File/UploadImage (only the uploader may link it). */
async function storedPicture(width: number, uploader: 'district' | 'station' = 'district'): Promise<number> {
  const content = pngPicture(width, 4);
  const sha256 = createHash('sha256').update(content).digest('hex');
  const row =
    (await world.db.selectFrom('stored_file').where('sha256', '=', sha256).select('id').executeTakeFirst()) ??
    (await world.db
      .insertInto('stored_file')
      .values({ sha256, mime_type: 'image/png', byte_size: content.length, content })
      .returning('id')
      .executeTakeFirstOrThrow());
  await world.db
    .insertInto('file_upload')
    .values({ file_id: row.id, user_id: world.userId[uploader] })
    .onConflict((conflict) => conflict.columns(['file_id', 'user_id']).doNothing())
    .execute();
  return row.id;
}

async function flags(ids: number[]) {
  const rows = await world.db
    .selectFrom('cylinder')
    .select(['id', 'is_blacklisted'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.is_blacklisted);
}

const entryCount = async () =>
  Number(
    (
      await world.db
        .selectFrom('cylinder_blacklist')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function blacklist(
  account: 'district' | 'station' | 'city' | 'superadmin',
  cylinderIds: number[],
  reason = '瓶体腐蚀',
) {
  const response = await as(world, account, postJson(`${base}/AddBlackList`, { cylinderIds, reason }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.ids as number[];
}

describe('adding to the blacklist', () => {
  it('refuses evidence another user uploaded, and changes nothing', async () => {
    const cylinder = await cylinderAt(world.db, world.ownStationId);
    const theirs = await storedPicture(11, 'station');
    const response = await as(
      world,
      'district',
      postJson(`${base}/AddBlackList`, { cylinderId: cylinder.id, reason: '钢印模糊', evidenceFileIds: [theirs] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe(`证据文件不存在，请重新上传：${theirs}`);
    expect(await flags([cylinder.id])).toEqual([false]);
  });

  it('stores the entry with its reason and evidence, flags the cylinder and writes history and syslog', async () => {
    const cylinder = await cylinderAt(world.db, world.ownStationId);
    const picture = await storedPicture(9);
    const other = await storedPicture(10);
    const response = await as(
      world,
      'district',
      postJson(`${base}/AddBlackList`, {
        cylinderId: cylinder.id,
        reason: '钢印模糊，无法辨认',
        evidenceFiles: [{ id: picture, name: '现场照片.png' }],
        evidenceFileIds: [other],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [entryId] = response.json().data.ids;
    expect(response.json().data.count).toBe(1);
    expect(await flags([cylinder.id])).toEqual([true]);

    const detail = await as(world, 'district', getUrl(`${base}/BlackListDetail?Id=${entryId}`));
    expect(detail.json().data).toMatchObject({
      id: entryId,
      reason: '钢印模糊，无法辨认',
      operationName: '南湖区监管员',
      operationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      isCancelled: false,
      cylinder: {
        id: cylinder.id,
        barcode: cylinder.barcode,
        makeDate: '2021-04',
        blackList: true,
        categoryName: '液化气瓶',
      },
      evidenceFiles: [
        { id: picture, name: '现场照片.png', url: `/api/samr/File/Image?Id=${picture}` },
        { id: other, name: '证据2.png', url: `/api/samr/File/Image?Id=${other}` },
      ],
    });

    const history = await world.db
      .selectFrom('cylinder_history')
      .select(['action', 'changes', 'operator_name', 'entity_name'])
      .where('cylinder_id', '=', cylinder.id)
      .execute();
    expect(history).toEqual([
      {
        action: 5,
        operator_name: '南湖区监管员',
        entity_name: '嘉兴市南湖区市场监督管理局',
        changes: [
          { field: 'blackList', label: '黑名单', from: '否', to: '是' },
          { field: 'blacklistReason', label: '加入黑名单原因', from: null, to: '钢印模糊，无法辨认' },
        ],
      },
    ]);
    const log = await world.db
      .selectFrom('syslog')
      .select(['user_id', 'detail'])
      .where('event', '=', 'blacklist')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user_id: world.userId.district, detail: { cylinderIds: [cylinder.id] } });
  });

  it('names what is missing or wrong', async () => {
    const cylinder = await cylinderAt(world.db, world.ownStationId);
    const cases: [unknown, string][] = [
      [{ cylinderIds: [cylinder.id] }, '请填写加入黑名单的原因'],
      [{ cylinderIds: [cylinder.id], reason: '   ' }, '请填写加入黑名单的原因'],
      [{ cylinderIds: [cylinder.id], reason: '因'.repeat(257) }, '加入黑名单的原因不能超过256个字符'],
      [{ reason: '腐蚀' }, '请选择要加入黑名单的气瓶'],
      [{ cylinderIds: [], reason: '腐蚀' }, '请选择要加入黑名单的气瓶'],
    ];
    for (const [payload, message] of cases) {
      const response = await as(world, 'district', postJson(`${base}/AddBlackList`, payload));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().messeage).toContain(message);
    }
    expect(await entryCount()).toBe(0);
  });

  it('refuses a cylinder already on the list, naming its barcode, and changes nothing', async () => {
    const first = await cylinderAt(world.db, world.ownStationId);
    const second = await cylinderAt(world.db, world.ownStationId);
    await blacklist('district', [first.id]);
    const response = await as(
      world,
      'district',
      postJson(`${base}/AddBlackList`, { cylinderIds: [second.id, first.id], reason: '再次加入' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe(`气瓶已在黑名单中：${first.barcode}`);
    expect(await flags([first.id, second.id])).toEqual([true, false]);
    expect(await entryCount()).toBe(1);
  });

  it('refuses unknown evidence files and changes nothing', async () => {
    const cylinder = await cylinderAt(world.db, world.ownStationId);
    const response = await as(
      world,
      'district',
      postJson(`${base}/AddBlackList`, { cylinderIds: [cylinder.id], reason: '腐蚀', evidenceFileIds: [987654] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe('证据文件不存在，请重新上传：987654');
    expect(await flags([cylinder.id])).toEqual([false]);
  });

  it('answers 404 for a batch with one cylinder outside the scope, and changes nothing', async () => {
    const own = await cylinderAt(world.db, world.ownStationId);
    const foreign = await cylinderAt(world.db, world.otherDistrictStationId);
    const response = await as(
      world,
      'district',
      postJson(`${base}/AddBlackList`, { cylinderIds: [own.id, foreign.id], reason: '腐蚀' }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(foreign.barcode);
    expect(await flags([own.id, foreign.id])).toEqual([false, false]);
    expect(await entryCount()).toBe(0);
    const history = await world.db.selectFrom('cylinder_history').select('id').execute();
    expect(history).toEqual([]);

    const neighbour = await cylinderAt(world.db, world.neighbourStationId);
    const byStation = await as(
      world,
      'station',
      postJson(`${base}/AddBlackList`, { cylinderIds: [neighbour.id], reason: '腐蚀' }),
    );
    expect(byStation.statusCode).toBe(404);
  });
});

describe('the blacklist and its summary', () => {
  it('show each caller the entries of its scope only', async () => {
    const own = await cylinderAt(world.db, world.ownStationId, { serial_number: 'SN-OWN-1' });
    const neighbour = await cylinderAt(world.db, world.neighbourStationId);
    const otherDistrict = await cylinderAt(world.db, world.otherDistrictStationId);
    const [ownEntry] = await blacklist('station', [own.id], '本站发现瓶体变形');
    const [neighbourEntry] = await blacklist('district', [neighbour.id]);
    const [otherEntry] = await blacklist('city', [otherDistrict.id]);

    const stationList = await as(world, 'station', getUrl(`${base}/list`));
    expect(stationList.json()).toMatchObject({
      totalCount: 1,
      list: [
        {
          id: ownEntry,
          ordinalNum: 1,
          cylinderId: own.id,
          cylinderBarcode: own.barcode,
          serialNumber: 'SN-OWN-1',
          makeDate: '2021-04',
          operationName: '充装站管理员',
          reason: '本站发现瓶体变形',
          areaName: '南湖区',
          isCancelled: false,
        },
      ],
    });
    const districtIds = (await as(world, 'district', getUrl(`${base}/list`)))
      .json()
      .list.map((row: { id: number }) => row.id);
    expect(districtIds.sort()).toEqual([ownEntry, neighbourEntry].sort());
    expect((await as(world, 'city', getUrl(`${base}/list`))).json().totalCount).toBe(3);

    expect((await as(world, 'station', getUrl(`${base}/BlackListDetail?Id=${neighbourEntry}`))).statusCode).toBe(404);
    const foreignDetail = await as(world, 'district', getUrl(`${base}/BlackListDetail?Id=${otherEntry}`));
    expect(foreignDetail.statusCode).toBe(404);
    expect(foreignDetail.body).not.toContain(otherDistrict.barcode);
    expect((await as(world, 'station', getUrl(`${base}/list?StationId=${world.neighbourStationId}`))).statusCode).toBe(
      404,
    );
    expect(
      (await as(world, 'district', getUrl(`${base}/summary?RegulatorId=${world.otherDistrictRegulatorId}`))).statusCode,
    ).toBe(404);

    const summary = await as(world, 'district', getUrl(`${base}/summary`));
    expect(summary.json().totalCount).toBe(2);
    expect(summary.json().list).toContainEqual(
      expect.objectContaining({ stationId: world.ownStationId, areaName: '南湖区', blackCount: 1 }),
    );
    const byRegulator = await as(
      world,
      'city',
      getUrl(`${base}/summary?RegulatorId=${world.otherDistrictRegulatorId}`),
    );
    expect(byRegulator.json().list).toEqual([
      expect.objectContaining({ stationId: world.otherDistrictStationId, blackCount: 1, ordinalNum: 1 }),
    ]);
  });

  it('filter by barcode, serial number, station, category and the day of blacklisting', async () => {
    const first = await cylinderAt(world.db, world.ownStationId, { serial_number: 'FILTER-A' });
    const second = await cylinderAt(world.db, world.neighbourStationId, { serial_number: 'FILTER-B' });
    const industrial = await cylinderAt(world.db, world.ownStationId, { category: 2 });
    const [firstEntry] = await blacklist('district', [first.id, second.id, industrial.id]);
    await world.db
      .updateTable('cylinder_blacklist')
      .set({ operation_time: '2026-01-10T03:00:00.000Z' })
      .where('id', '=', firstEntry!)
      .execute();
    const ids = async (query: string) =>
      (await as(world, 'district', getUrl(`${base}/list?${query}`)))
        .json()
        .list.map((row: { cylinderId: number }) => row.cylinderId);
    expect(await ids(`Barcode=${first.barcode.slice(2)}`)).toEqual([first.id]);
    expect(await ids('SerialNumber=FILTER-B')).toEqual([second.id]);
    expect(await ids(`StationId=${world.neighbourStationId}`)).toEqual([second.id]);
    expect(await ids('CylinderCategory=2')).toEqual([industrial.id]);
    expect(await ids('From=2026-01-10&To=2026-01-10')).toEqual([first.id]);
    expect(await ids('From=2026-01-11')).toEqual([second.id]);
    const summary = await as(world, 'district', getUrl(`${base}/summary?To=2026-01-31`));
    expect(summary.json().list).toEqual([expect.objectContaining({ stationId: world.ownStationId, blackCount: 1 })]);
    const backwards = await as(world, 'district', getUrl(`${base}/list?From=2026-02-01&To=2026-01-01`));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().messeage).toContain('加入黑名单日期的开始日期不能晚于结束日期');
  });

  it('lists vehicle cylinders with plate, fillings and days since the last filling', async () => {
    const vehicle = await cylinderAt(world.db, world.vehicleStationId, {
      category: 3,
      plate_num: '浙F·B1234',
      record_time: '2026-01-01T02:00:00.000Z',
    });
    const never = await cylinderAt(world.db, world.vehicleStationId, {
      category: 3,
      plate_num: '浙F·B1235',
      record_time: '2026-06-05T02:00:00.000Z',
    });
    await ensureFillingPartitions(world.db, ['2026-05', '2026-06']);
    for (const [index, begin] of ['2026-05-20T01:00:00.000Z', '2026-06-10T01:00:00.000Z'].entries()) {
      const guid = `00000000-0000-4000-8000-00000000000${index}`;
      await world.db.insertInto('filling_guid').values({ filling_guid: guid, begin_time: begin }).execute();
      await world.db
        .insertInto('filling_record')
        .values({
          filling_guid: guid,
          station_id: world.vehicleStationId,
          cylinder_id: vehicle.id,
          cylinder_barcode: vehicle.barcode,
          begin_time: begin,
          cylinder_state: 0,
        })
        .execute();
    }
    await blacklist('district', [vehicle.id, never.id]);
    const list = await as(world, 'district', getUrl(`${base}/vcList`));
    const rows = list.json().list as {
      cylinderId: number;
      plateNum: string;
      unfiledDays: number;
      totalFillingCount: number;
    }[];
    expect(rows.find((row) => row.cylinderId === vehicle.id)).toMatchObject({
      plateNum: '浙F·B1234',
      totalFillingCount: 2,
      unfiledDays: 5,
    });
    expect(rows.find((row) => row.cylinderId === never.id)).toMatchObject({ totalFillingCount: 0, unfiledDays: 10 });
    expect((await as(world, 'district', getUrl(`${base}/list`))).json().totalCount).toBe(0);
    const vcSummary = await as(world, 'district', getUrl(`${base}/vcSummary`));
    expect(vcSummary.json().list).toEqual([
      expect.objectContaining({ stationId: world.vehicleStationId, blackCount: 2 }),
    ]);
    const plate = await as(world, 'district', getUrl(`${base}/vcList?PlateNum=B1235`));
    expect(plate.json().list.map((row: { cylinderId: number }) => row.cylinderId)).toEqual([never.id]);
  });
});

describe('taking cylinders off the blacklist', () => {
  it('cancels the chosen entries, keeps who and why, and clears the flag', async () => {
    const first = await cylinderAt(world.db, world.ownStationId);
    const second = await cylinderAt(world.db, world.ownStationId);
    const [firstEntry, secondEntry] = await blacklist('district', [first.id, second.id]);
    const response = await as(
      world,
      'district',
      postJson(`${base}/cancelChoose`, { ids: [firstEntry], reason: '已整改并检验合格' }),
    );
    expect(response.json()).toMatchObject({ result: true, data: { count: 1 } });
    expect(await flags([first.id, second.id])).toEqual([false, true]);

    const active = await as(world, 'district', getUrl(`${base}/list`));
    expect(active.json().list.map((row: { id: number }) => row.id)).toEqual([secondEntry]);
    const cancelled = await as(world, 'district', getUrl(`${base}/list?IsCancelled=true`));
    expect(cancelled.json().list).toEqual([
      expect.objectContaining({
        id: firstEntry,
        isCancelled: true,
        cancelName: '南湖区监管员',
        cancelReason: '已整改并检验合格',
        cancelTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
    const history = await world.db
      .selectFrom('cylinder_history')
      .select(['action', 'changes'])
      .where('cylinder_id', '=', first.id)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.action)).toEqual([5, 6]);
    expect(history[1]?.changes).toContainEqual({
      field: 'blacklistCancelReason',
      label: '移出黑名单原因',
      from: null,
      to: '已整改并检验合格',
    });
    expect(
      await world.db.selectFrom('syslog').select('id').where('event', '=', 'blacklistCancel').execute(),
    ).not.toHaveLength(0);

    const again = await as(world, 'district', postJson(`${base}/cancelChoose`, { ids: [firstEntry] }));
    expect(again.statusCode).toBe(400);
    expect(again.json().messeage).toBe(`该气瓶已移出黑名单：${first.barcode}`);
    const readded = await as(
      world,
      'district',
      postJson(`${base}/AddBlackList`, { cylinderIds: [first.id], reason: '复查不合格' }),
    );
    expect(readded.statusCode).toBe(200);
  });

  it('changes nothing when one chosen entry lies outside the scope', async () => {
    const own = await cylinderAt(world.db, world.ownStationId);
    const neighbour = await cylinderAt(world.db, world.neighbourStationId);
    const [ownEntry, neighbourEntry] = await blacklist('district', [own.id, neighbour.id]);
    const response = await as(world, 'station', postJson(`${base}/cancelChoose`, { ids: [ownEntry, neighbourEntry] }));
    expect(response.statusCode).toBe(404);
    expect(await flags([own.id, neighbour.id])).toEqual([true, true]);
    const empty = await as(world, 'station', postJson(`${base}/cancelChoose`, { ids: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messeage).toContain('请选择要移出黑名单的记录');
  });

  it('cancels everything the filter finds in the scope, and nothing else', async () => {
    const own = await cylinderAt(world.db, world.ownStationId);
    const ownToo = await cylinderAt(world.db, world.ownStationId);
    const neighbour = await cylinderAt(world.db, world.neighbourStationId);
    const otherDistrict = await cylinderAt(world.db, world.otherDistrictStationId);
    await blacklist('city', [own.id, ownToo.id, neighbour.id, otherDistrict.id]);
    const byStation = await as(
      world,
      'district',
      postJson(`${base}/bulkCancel`, { StationId: world.ownStationId, reason: '批量核实' }),
    );
    expect(byStation.json().data).toEqual({ count: 2 });
    expect(await flags([own.id, ownToo.id, neighbour.id, otherDistrict.id])).toEqual([false, false, true, true]);
    const all = await as(world, 'district', postJson(`${base}/bulkCancel`, {}));
    expect(all.json().data).toEqual({ count: 1 });
    expect(await flags([neighbour.id, otherDistrict.id])).toEqual([false, true]);
    const foreign = await as(
      world,
      'district',
      postJson(`${base}/bulkCancel`, { StationId: world.otherDistrictStationId }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(await flags([otherDistrict.id])).toEqual([true]);
  });
});

describe('exporting', () => {
  it('streams the list of the caller scope with the shown columns, and logs the export', async () => {
    const own = await cylinderAt(world.db, world.ownStationId);
    const neighbour = await cylinderAt(world.db, world.neighbourStationId);
    await blacklist('district', [own.id, neighbour.id], '瓶体腐蚀');
    const columns = JSON.stringify([
      { code: 'cylinderBarcode', title: '气瓶条码' },
      { code: 'reason', title: '原因' },
    ]);
    const response = await as(
      world,
      'station',
      getUrl(`${base}/list?isExport=true&ExportColumns=${encodeURIComponent(columns)}`),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('黑名单气瓶.xlsx'));
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['气瓶条码', '原因'],
      [own.barcode, '瓶体腐蚀'],
    ]);
    const log = await world.db
      .selectFrom('syslog')
      .select(['user_id', 'detail'])
      .where('event', '=', 'export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ user_id: world.userId.station, detail: { what: '黑名单气瓶', rows: 1 } });
  });

  it('uses the default columns of the summary and refuses a foreign station before sending anything', async () => {
    const own = await cylinderAt(world.db, world.ownStationId);
    await blacklist('district', [own.id]);
    const response = await as(world, 'district', getUrl(`${base}/summary?isExport=true`));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet[0]).toEqual(['序号', '所属区域', '充装单位', '黑名单气瓶数']);
    expect(sheet.slice(1)).toEqual([[1, '南湖区', expect.any(String), 1]]);
    const foreign = await as(
      world,
      'district',
      getUrl(`${base}/vcList?isExport=true&StationId=${world.otherDistrictStationId}`),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/json');
  });

  it('names the file of the entries taken off the list by their view, with the cancel columns', async () => {
    const own = await cylinderAt(world.db, world.ownStationId);
    const [id] = await blacklist('district', [own.id], '瓶阀漏气');
    await as(world, 'district', postJson(`${base}/cancelChoose`, { ids: [id], reason: '已更换' }));
    const columns = JSON.stringify([
      { code: 'cylinderBarcode', title: '气瓶条码' },
      { code: 'cancelReason', title: '移出原因' },
    ]);
    const response = await as(
      world,
      'district',
      getUrl(`${base}/list?IsCancelled=true&isExport=true&ExportColumns=${encodeURIComponent(columns)}`),
    );
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('已移出黑名单气瓶.xlsx'));
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['气瓶条码', '移出原因'],
      [own.barcode, '已更换'],
    ]);
  });

  it('refuses a column the list does not have, naming it, before sending anything', async () => {
    const columns = JSON.stringify([
      { code: 'cylinderBarcode', title: '气瓶条码' },
      { code: 'passwordHash', title: '密码' },
    ]);
    const response = await as(
      world,
      'district',
      getUrl(`${base}/list?isExport=true&ExportColumns=${encodeURIComponent(columns)}`),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: false, messeage: '导出列不存在：passwordHash' });
  });
});

describe('access', () => {
  it('is open to the blacklist pages only', async () => {
    expect((await as(world, 'institution', getUrl(`${base}/list`))).statusCode).toBe(403);
    expect((await as(world, 'bank', getUrl(`${base}/summary`))).statusCode).toBe(403);
    expect((await world.app.inject(getUrl(`${base}/list`))).statusCode).toBe(401);
  });
});
