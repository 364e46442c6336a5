import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryRecordsPage, fillingRecordsPage, menuOfPage } from '@gcs/contracts';
import { ensureFillingPartitions } from '../../src/db/partitions';
import { insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T02:00:00.000Z');
const base = '/api/samr/CylinderFilling';
const addUrl = `${base}/AddDeliveryRecord`;
const listUrl = `${base}/DeliveryRecordList`;

const ownGuid = '7d0e6a52-1c9f-4b7e-9a51-000000000001';
const secondGuid = '7d0e6a52-1c9f-4b7e-9a51-000000000002';
const otherGuid = '7d0e6a52-1c9f-4b7e-9a51-000000000003';

let database: TestDatabase;
let app: TestApp;
let fixture: Fixture;
let otherCityStationId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now, today: () => '2026-11-26' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function insertFilling(guid: string, stationId: number, barcode: string, beginTime: string) {
  await database.db.insertInto('filling_guid').values({ filling_guid: guid, begin_time: beginTime }).execute();
  await database.db
    .insertInto('filling_record')
    .values({
      filling_guid: guid,
      station_id: stationId,
      cylinder_id: null,
      cylinder_barcode: barcode,
      cylinder_state: 3,
      begin_time: beginTime,
    })
    .execute();
}

beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) =>
        [
          '001',
          menuOfPage(fillingRecordsPage.kind, '/GasCylinder/'),
          '005',
          '005006',
          menuOfPage(deliveryRecordsPage.kind),
        ].map((code) => ({ role_id: role.id, menu_code: code })),
      ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const other = await database.db
    .insertInto('station')
    .values({
      code: 'HZ001',
      name: '西湖燃气充装站',
      kind: 1,
      station_type: 1,
      division_code: '330100',
      address: null,
      principal: null,
      license_no: null,
      license_until: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherCityStationId = other.id;
  await ensureFillingPartitions(database.db, ['2026-11']);
  await insertFilling(ownGuid, fixture.stationId, 'JX0001', '2026-11-25T01:00:00.000Z');
  await insertFilling(secondGuid, fixture.stationId, 'JX0002', '2026-11-25T03:00:00.000Z');
  await insertFilling(otherGuid, otherCityStationId, 'HZSECRET01', '2026-11-25T01:00:00.000Z');
  await database.db
    .insertInto('delivery_record')
    .values({
      filling_guid: otherGuid,
      filling_time: '2026-11-25T01:00:00.000Z',
      station_id: otherCityStationId,
      cylinder_barcode: 'HZSECRET01',
      delivery_time: '2026-11-25T02:00:00.000Z',
      delivery_operator: '赵六',
      delivery_user: '西湖用户',
      delivery_address: '西湖区秘密路1号',
    })
    .execute();
});

const valid = {
  FillingGuid: ownGuid,
  DeliveryTime: '2026-11-25 14:30:00',
  DeliveryOperator: '李师傅',
  DeliveryUser: '王女士',
  DeliveryAddress: '吴兴区凤凰路8号3幢201室',
};

async function add(login: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: addUrl, headers: bearer(await tokenFor(app, login)), payload });
}
async function get(login: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app, login)) });
}

describe('AddDeliveryRecord', () => {
  it('records the delivery of the station’s own filling, audits it, and shows it in 配送记录 and 充装记录', async () => {
    const answer = await add('fs001', { ...valid, FillingGuid: ownGuid.toUpperCase() });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toEqual({ result: true, messeage: '已保存配送记录', data: { id: expect.any(Number) } });
    const row = await database.db
      .selectFrom('delivery_record')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      filling_guid: ownGuid,
      station_id: fixture.stationId,
      cylinder_barcode: 'JX0001',
      delivery_operator: '李师傅',
      delivery_user: '王女士',
    });
    expect(new Date(row.delivery_time).toISOString()).toBe('2026-11-25T06:30:00.000Z');
    const log = await database.db.selectFrom('syslog').selectAll().where('event', '=', 'deliveryRecord').execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ result: 'success', login_code: 'fs001' });
    expect(log[0]!.detail).toMatchObject({ after: { id: body.data.id, barcode: 'JX0001', deliveryUser: '王女士' } });

    const shown = (await get('fs001', listUrl)).json();
    expect(shown.totalCount).toBe(1);
    expect(shown.list[0]).toEqual({
      ordinalNum: 1,
      id: body.data.id,
      stationId: fixture.stationId,
      stationName: '吴兴燃气充装站',
      cylinderBarcode: 'JX0001',
      cylinderId: null,
      fillingGuid: ownGuid,
      fillingTime: '2026-11-25 09:00:00',
      deliveryTime: '2026-11-25 14:30:00',
      deliveryOperator: '李师傅',
      deliveryUser: '王女士',
      deliveryAddress: '吴兴区凤凰路8号3幢201室',
    });

    // 充装记录: the delivered filling carries its delivery, the other one none.
    const records = await get('fs001', `${base}/fillinglist?From=2026-11-25&To=2026-11-25`);
    expect(records.statusCode, records.body).toBe(200);
    const byBarcode = new Map(
      (records.json().list as { cylinderBarcode: string }[]).map((record) => [record.cylinderBarcode, record]),
    );
    expect(byBarcode.get('JX0001')).toMatchObject({
      deliveryTime: '2026-11-25 14:30:00',
      deliveryOperator: '李师傅',
      deliveryUser: '王女士',
      deliveryAddress: '吴兴区凤凰路8号3幢201室',
    });
    expect(byBarcode.get('JX0002')).toMatchObject({
      deliveryTime: null,
      deliveryOperator: null,
      deliveryUser: null,
      deliveryAddress: null,
    });
  });

  it('records a filling’s delivery once: a second answers 409 and changes nothing', async () => {
    expect((await add('fs001', valid)).statusCode).toBe(200);
    const again = await add('fs001', { ...valid, DeliveryUser: '另一位用户' });
    expect(again.statusCode).toBe(409);
    expect(again.json().messeage).toBe('该充装记录已录入配送记录，不能重复录入');
    const rows = await database.db.selectFrom('delivery_record').select('delivery_user').execute();
    expect(rows.map((row) => row.delivery_user).sort()).toEqual(['王女士', '西湖用户']);
  });

  it('refuses bad input with a message naming the problem', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ FillingGuid: undefined }, 400, '请指定要配送的充装记录（FillingGuid）'],
      [{ FillingGuid: 'not-a-guid' }, 400, '充装记录编号（FillingGuid）格式不正确'],
      [{ DeliveryTime: undefined }, 400, '请选择配送时间'],
      [{ DeliveryTime: '25/11/2026' }, 400, '配送时间格式应为年-月-日 时:分:秒'],
      [{ DeliveryOperator: '  ' }, 400, '请输入配送人员'],
      [{ DeliveryOperator: '王'.repeat(33) }, 400, '配送人员不能超过32个字符'],
      [{ DeliveryUser: undefined }, 400, '请输入收货用户'],
      [{ DeliveryUser: '王'.repeat(65) }, 400, '收货用户不能超过64个字符'],
      [{ DeliveryAddress: '' }, 400, '请输入配送地址'],
      [{ DeliveryAddress: '路'.repeat(201) }, 400, '配送地址不能超过200个字符'],
      [{ DeliveryTime: '2026-11-25 08:59:00' }, 400, '配送时间不能早于充装时间'],
      [{ DeliveryTime: '2026-11-26 10:10:00' }, 400, '配送时间不能晚于当前时间'],
      [{ FillingGuid: otherGuid }, 404, '未找到该充装记录，或该记录不属于本单位'],
      [{ FillingGuid: '7d0e6a52-1c9f-4b7e-9a51-0000000000ff' }, 404, '未找到该充装记录，或该记录不属于本单位'],
    ];
    for (const [change, status, message] of cases) {
      const answer = await add('fs001', { ...valid, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(status);
      expect(answer.json().messeage, JSON.stringify(change)).toContain(message);
      expect(answer.body).not.toContain('HZSECRET01');
    }
    expect(await database.db.selectFrom('delivery_record').select('id').execute()).toHaveLength(1);
    // A handheld's clock a few minutes ahead of ours is accepted.
    expect((await add('fs001', { ...valid, DeliveryTime: '2026-11-26 10:03:00' })).statusCode).toBe(200);
  });

  it('is for filling stations only: a regulator and a system manager are refused, an anonymous caller too', async () => {
    for (const login of ['huzhou', 'admin']) {
      const answer = await add(login, valid);
      expect(answer.statusCode, login).toBe(403);
      expect(answer.json().messeage).toBe('只有充装单位可以录入配送记录');
    }
    expect((await app.inject({ method: 'POST', url: addUrl, payload: valid })).statusCode).toBe(401);
    await database.db.deleteFrom('role_menu').where('menu_code', '=', menuOfPage(deliveryRecordsPage.kind)).execute();
    expect((await add('fs001', valid)).statusCode).toBe(403);
    expect(await database.db.selectFrom('delivery_record').select('id').execute()).toHaveLength(1);
  });
});

describe('DeliveryRecordList', () => {
  beforeEach(async () => {
    await add('fs001', valid);
    await add('fs001', {
      ...valid,
      FillingGuid: secondGuid,
      DeliveryTime: '2026-11-26 08:00:00',
      DeliveryUser: '老张饭店',
    });
  });

  it('lists the deliveries of the caller’s scope, newest first, by station, barcode and delivery days', async () => {
    const huzhou = (await get('huzhou', listUrl)).json();
    expect(huzhou.list.map((row: { deliveryUser: string }) => row.deliveryUser)).toEqual(['老张饭店', '王女士']);
    const hangzhou = (await get('hangzhou', listUrl)).json();
    expect(hangzhou.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(['HZSECRET01']);
    expect((await get('admin', listUrl)).json().totalCount).toBe(3);
    const byBarcode = (await get('huzhou', `${listUrl}?Barcode=JX0002`)).json();
    expect(byBarcode.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(['JX0002']);
    const byDay = (await get('huzhou', `${listUrl}?From=2026-11-25&To=2026-11-25`)).json();
    expect(byDay.list.map((row: { cylinderBarcode: string }) => row.cylinderBarcode)).toEqual(['JX0001']);
    const foreign = await get('huzhou', `${listUrl}?StationId=${otherCityStationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('HZSECRET01');
  });

  it('refuses a bad filter with a message naming it', async () => {
    const cases: [string, string][] = [
      ['?From=2026-13-01', '配送日期起格式应为年-月-日'],
      ['?From=2026-11-26&To=2026-11-25', '配送日期的开始日期不能晚于结束日期'],
      ['?StationId=abc', '充装单位'],
      [`?Barcode=${'J'.repeat(65)}`, '气瓶条码不能超过64个字符'],
    ];
    for (const [query, message] of cases) {
      const answer = await get('huzhou', `${listUrl}${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().messeage, query).toContain(message);
    }
  });

  it('exports the shown columns of the filtered list', async () => {
    const columns = JSON.stringify([
      { code: 'deliveryUser', title: '收货用户' },
      { code: 'cylinderBarcode', title: '气瓶条码' },
    ]);
    const answer = await get('huzhou', `${listUrl}?isExport=true&ExportColumns=${encodeURIComponent(columns)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('配送记录'));
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['收货用户', '气瓶条码'],
      ['老张饭店', 'JX0002'],
      ['王女士', 'JX0001'],
    ]);
  });
});
