import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stationUpkeepMessages, unitMessages } from '@gcs/contracts';
import { as, closeCatalogueWorld, getUrl, openCatalogueWorld, postJson, type CatalogueWorld } from './catalogueWorld';

let world: CatalogueWorld;

beforeAll(async () => {
  world = await openCatalogueWorld();
}, 120_000);
afterAll(() => closeCatalogueWorld(world));

const base = '/api/samr/UnitManage';

async function lastUnitChange() {
  const row = await world.db
    .selectFrom('syslog')
    .where('event', '=', 'unitChange')
    .select(['user_id', 'detail'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row;
}

/** Uploads a picture as a demo account through File/UploadImage and answers its id. */
async function upload(account: 'station' | 'city', content: Buffer, name = 'sign.png'): Promise<number> {
  const boundary = '----gcs-sign';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await as(world, account, {
    method: 'POST',
    url: '/api/samr/File/UploadImage',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

/** A PNG of the given size whose pixels vary, so that it does not compress to nothing. */
function png(width: number, height: number, seed = 1): Buffer {
  const image = new PNG({ width, height });
  let state = seed;
  for (let i = 0; i < image.data.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    image.data[i] = (state >> 16) & 0xff;
  }
  return PNG.sync.write(image);
}

/** A picture of random pixels: it stays over 1 MB even re-encoded, as every stored picture is. */
function noisePng(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  randomBytes(image.data.length).copy(image.data);
  return PNG.sync.write(image);
}

describe('operators', () => {
  it("lists the station user's own operators with masked identity numbers; another station's are not found", async () => {
    const own = await as(world, 'station', getUrl(`${base}/QueryFillingStationOperator`));
    expect(own.statusCode, own.body).toBe(200);
    const rows = own.json().list as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.stationId === world.ownStationId)).toBe(true);
    expect(String(rows[0]?.idNumber)).toMatch(/^\d{6}\*{8}\d{4}$/);
    const second = await as(world, 'station', getUrl(`${base}/QueryFillingStationOperator?PageIndex=2&CountPerPage=2`));
    expect(second.json().totalCount).toBe(own.json().totalCount);
    expect((second.json().list as Array<{ id: number }>).map((row) => row.id)).toEqual(
      rows.slice(2, 4).map((row) => row.id),
    );
    const foreign = await as(
      world,
      'station',
      getUrl(`${base}/QueryFillingStationOperator?StationId=${world.neighbourStationId}`),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('"list":[{');
    const city = await as(
      world,
      'city',
      getUrl(`${base}/QueryFillingStationOperator?StationId=${world.neighbourStationId}`),
    );
    expect(city.json().list.every((row: { stationId: number }) => row.stationId === world.neighbourStationId)).toBe(
      true,
    );
    expect((await as(world, 'district', getUrl(`${base}/QueryFillingStationOperator`))).statusCode).toBe(403);
  });

  it('adds, edits and deletes an operator of the own station, keeping only the masked number, with the syslog', async () => {
    const added = await as(
      world,
      'station',
      postJson(`${base}/AddFillingStationOperator`, {
        name: '测试充装员',
        idNumber: '11010519491231002x',
        certificateNo: 'TSZ-0001',
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const operator = added.json().data;
    expect(operator).toMatchObject({
      stationId: world.ownStationId,
      name: '测试充装员',
      idNumber: '110105********002X',
      hasSign: false,
      isValid: true,
    });
    const stored = await world.db
      .selectFrom('station_operator')
      .where('id', '=', operator.id)
      .select('id_number_masked')
      .executeTakeFirstOrThrow();
    expect(stored.id_number_masked).toBe('110105********002X');
    expect((await lastUnitChange())?.detail).toMatchObject({ kind: 'stationOperator', action: 'add', id: operator.id });

    const updated = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationOperator`, { id: operator.id, name: '测试充装员乙', certificateNo: null }),
    );
    expect(updated.json().data).toMatchObject({
      name: '测试充装员乙',
      idNumber: '110105********002X',
      certificateNo: null,
    });
    expect((await lastUnitChange())?.detail).toMatchObject({
      action: 'update',
      before: { name: '测试充装员' },
      after: { name: '测试充装员乙' },
    });

    const removed = await as(
      world,
      'station',
      postJson(`${base}/DeleteFillingStationOperator`, { ids: [operator.id] }),
    );
    expect(removed.json()).toMatchObject({ result: true, data: { count: 1 } });
    expect((await lastUnitChange())?.detail).toMatchObject({ action: 'delete', ids: [operator.id] });
  });

  it('refuses a bad identity number, a regulator without a station, and an operator of another station', async () => {
    const bad = await as(
      world,
      'station',
      postJson(`${base}/AddFillingStationOperator`, { name: '甲', idNumber: '110105194912310021' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messeage).toContain('身份证号校验位不正确');
    const noStation = await as(world, 'city', postJson(`${base}/AddFillingStationOperator`, { name: '甲' }));
    expect(noStation.statusCode).toBe(400);
    expect(noStation.json().messeage).toBe(stationUpkeepMessages.stationRequired);
    const forNeighbour = await as(
      world,
      'station',
      postJson(`${base}/AddFillingStationOperator`, { stationId: world.neighbourStationId, name: '甲' }),
    );
    expect(forNeighbour.statusCode).toBe(404);

    const neighbourOperator = await world.db
      .selectFrom('station_operator')
      .where('station_id', '=', world.neighbourStationId)
      .select(['id', 'name'])
      .executeTakeFirstOrThrow();
    const edit = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationOperator`, { id: neighbourOperator.id, name: '改名' }),
    );
    expect(edit.statusCode).toBe(404);
    expect(edit.json().messeage).toBe(unitMessages.notFound('操作人员'));
    const after = await world.db
      .selectFrom('station_operator')
      .where('id', '=', neighbourOperator.id)
      .select('name')
      .executeTakeFirstOrThrow();
    expect(after.name).toBe(neighbourOperator.name);
  });

  it('cannot delete an operator named on filling records, and a batch with one such changes nothing', async () => {
    const [used, free] = await world.db
      .selectFrom('station_operator')
      .where('station_id', '=', world.ownStationId)
      .select(['id', 'name'])
      .orderBy('id')
      .limit(2)
      .execute();
    if (!used || !free) throw new Error('operators missing');
    const guid = '00000000-0000-4000-8000-000000000001';
    await world.db
      .insertInto('filling_guid')
      .values({ filling_guid: guid, begin_time: '2026-01-05T02:00:00.000Z' })
      .execute();
    await world.db
      .insertInto('filling_record')
      .values({
        filling_guid: guid,
        station_id: world.ownStationId,
        cylinder_barcode: 'OPTEST',
        operator_name: used.name,
        begin_time: '2026-01-05T02:00:00.000Z',
        cylinder_state: 0,
      })
      .execute();
    const response = await as(
      world,
      'station',
      postJson(`${base}/DeleteFillingStationOperator`, { ids: [free.id, used.id] }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().messeage).toBe(`${unitMessages.inUse('操作人员', '充装记录')}（${used.name}）`);
    const left = await world.db
      .selectFrom('station_operator')
      .where('id', 'in', [used.id, free.id])
      .select('id')
      .execute();
    expect(left).toHaveLength(2);
  });
});

describe('operator signatures', () => {
  it('links an uploaded picture as the signature, shows it to the station, and deletes it', async () => {
    const [operator] = await world.db
      .selectFrom('station_operator')
      .where('station_id', '=', world.ownStationId)
      .select('id')
      .orderBy('id')
      .execute();
    if (!operator) throw new Error('operator missing');
    const fileId = await upload('station', png(60, 20));
    const signed = await as(world, 'station', postJson(`${base}/UpdateOperatorSign`, { id: operator.id, fileId }));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ id: operator.id, signFileId: fileId, hasSign: true });
    const image = await as(world, 'city', getUrl(`/api/samr/File/Image?Id=${fileId}`));
    expect(image.statusCode).toBe(200);
    expect((await lastUnitChange())?.detail).toMatchObject({ action: 'sign', after: { signFileId: fileId } });

    const removed = await as(world, 'station', postJson(`${base}/DelOperatorSign`, { id: operator.id }));
    expect(removed.json().data).toMatchObject({ signFileId: null, hasSign: false });
    const again = await as(world, 'station', postJson(`${base}/DelOperatorSign`, { id: operator.id }));
    expect(again.statusCode).toBe(400);
    expect(again.json().messeage).toBe(stationUpkeepMessages.noSign);
  });

  it('refuses a picture over 1 MB and one the user did not upload', async () => {
    const [operator] = await world.db
      .selectFrom('station_operator')
      .where('station_id', '=', world.ownStationId)
      .select('id')
      .execute();
    if (!operator) throw new Error('operator missing');
    const big = await upload('station', noisePng(620, 620));
    const size = await world.db
      .selectFrom('stored_file')
      .where('id', '=', big)
      .select('byte_size')
      .executeTakeFirstOrThrow();
    expect(Number(size.byte_size)).toBeGreaterThan(1024 * 1024);
    const tooLarge = await as(
      world,
      'station',
      postJson(`${base}/UpdateOperatorSign`, { id: operator.id, fileId: big }),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().messeage).toBe(stationUpkeepMessages.signTooLarge);

    const citys = await upload('city', png(30, 10, 3));
    const notOwn = await as(
      world,
      'station',
      postJson(`${base}/UpdateOperatorSign`, { id: operator.id, fileId: citys }),
    );
    expect(notOwn.statusCode).toBe(400);
    expect(notOwn.json().messeage).toBe(stationUpkeepMessages.signWrongFile);
  });
});

describe('monitors and valves', () => {
  it('adds, lists, edits and deletes monitors; a duplicate serial and channel is refused', async () => {
    const body = { monitorName: '测试监控', deviceSerial: 'DS-TEST', channelNo: 3, location: '充装车间' };
    const added = await as(world, 'station', postJson(`${base}/AddFillingStationMonitor`, body));
    expect(added.statusCode, added.body).toBe(200);
    const monitor = added.json().data;
    expect(monitor).toMatchObject({ ...body, stationId: world.ownStationId, isValid: true });
    const duplicate = await as(world, 'station', postJson(`${base}/AddFillingStationMonitor`, body));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().messeage).toContain('DS-TEST');
    const listed = await as(
      world,
      'station',
      getUrl(`${base}/QueryFillingStationMonitor?Name=${encodeURIComponent('测试')}`),
    );
    expect(listed.json()).toMatchObject({ totalCount: 1, list: [{ id: monitor.id }] });
    const badChannel = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationMonitor`, { id: monitor.id, ...body, channelNo: 0 }),
    );
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json().messeage).toContain('通道号必须是1到256之间的整数');
    const edited = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationMonitor`, { id: monitor.id, ...body, isValid: false }),
    );
    expect(edited.json().data.isValid).toBe(false);
    const removed = await as(world, 'station', postJson(`${base}/DeleteFillingStationMonitor`, { ids: [monitor.id] }));
    expect(removed.json().data.count).toBe(1);
  });

  it('lets a regulator keep a station in scope, and finds nothing outside it', async () => {
    const added = await as(
      world,
      'city',
      postJson(`${base}/AddFillingStationValve`, {
        stationId: world.otherDistrictStationId,
        valveName: '测试切断阀',
        valveCode: 'VTEST1',
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const valve = added.json().data;
    expect(valve).toMatchObject({ stationId: world.otherDistrictStationId, model: null });
    const asStation = await as(world, 'station', postJson(`${base}/DeleteFillingStationValve`, { ids: [valve.id] }));
    expect(asStation.statusCode).toBe(404);
    const stationValves = await as(world, 'station', getUrl(`${base}/QueryFillingStationValve`));
    expect(stationValves.json().list.every((row: { stationId: number }) => row.stationId === world.ownStationId)).toBe(
      true,
    );
    const edit = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationValve`, { id: valve.id, valveName: '改', valveCode: 'X' }),
    );
    expect(edit.statusCode).toBe(404);

    const [own] = (await as(world, 'station', getUrl(`${base}/QueryFillingStationValve`))).json().list;
    const mixed = await as(
      world,
      'station',
      postJson(`${base}/DeleteFillingStationValve`, { ids: [own.id, valve.id] }),
    );
    expect(mixed.statusCode).toBe(404);
    const left = await world.db
      .selectFrom('station_valve')
      .where('id', 'in', [own.id, valve.id])
      .select('id')
      .execute();
    expect(left).toHaveLength(2);
    const removed = await as(world, 'city', postJson(`${base}/DeleteFillingStationValve`, { ids: [valve.id] }));
    expect(removed.json().data.count).toBe(1);
  });
});

describe('station settings', () => {
  it('reads and updates the configuration, refusing unknown keys and wrong types', async () => {
    const read = await as(world, 'station', getUrl(`${base}/QueryFillingStationConfigJson`));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      stationId: world.ownStationId,
      configJson: { refuseOverdueCylinders: true, requireBeforeFillingCheck: false },
    });
    const updated = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationConfigJson`, {
        configJson: JSON.stringify({ requireBeforeFillingCheck: true, refuseOverdueCylinders: false }),
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.configJson).toMatchObject({
      requireBeforeFillingCheck: true,
      refuseOverdueCylinders: false,
    });
    expect((await lastUnitChange())?.detail).toMatchObject({
      kind: 'fillStationConfig',
      before: { requireBeforeFillingCheck: false },
      after: { requireBeforeFillingCheck: true },
    });
    const again = await as(
      world,
      'city',
      getUrl(`${base}/QueryFillingStationConfigJson?StationId=${world.ownStationId}`),
    );
    expect(again.json().data.configJson.requireBeforeFillingCheck).toBe(true);

    const unknown = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationConfigJson`, { configJson: { fillFaster: true } }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messeage).toContain(stationUpkeepMessages.configUnknownKey('fillFaster'));
    const wrongType = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationConfigJson`, { configJson: { refuseOverdueCylinders: 'yes' } }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().messeage).toContain('拒充超期未检气瓶只能是true或false');
    const notObject = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationConfigJson`, { configJson: '[1]' }),
    );
    expect(notObject.statusCode).toBe(400);
  });

  it('updates the inspection-expiry warning months (0 to 24), read back by the licence notice call', async () => {
    const code = (
      await world.db.selectFrom('station').where('id', '=', world.ownStationId).select('code').executeTakeFirstOrThrow()
    ).code;
    const updated = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationCheckExpiryWarningSetting`, { beforeFillingCheckExpiryWarningMonth: 6 }),
    );
    expect(updated.json().data.beforeFillingCheckExpiryWarningMonth).toBe(6);
    const read = await as(
      world,
      'station',
      getUrl(`${base}/QueryFillingStationCheckExpiryWarningSetting?StationCode=${code}`),
    );
    expect(read.json().data).toEqual({ beforeFillingCheckExpiryWarningMonth: 6 });
    const tooMany = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationCheckExpiryWarningSetting`, { beforeFillingCheckExpiryWarningMonth: 25 }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().messeage).toContain('提前提醒月数必须是0到24之间的整数');
    const foreign = await as(
      world,
      'station',
      postJson(`${base}/UpdateFillingStationCheckExpiryWarningSetting`, {
        StationId: world.neighbourStationId,
        beforeFillingCheckExpiryWarningMonth: 1,
      }),
    );
    expect(foreign.statusCode).toBe(404);
  });
});
