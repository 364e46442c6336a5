import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  afterFillingChecksPage,
  beforeFillingChecksPage,
  FillingCheckDispose,
  FillingCheckKind,
  menuOfPage,
} from '@gcs/contracts';
import { insertCylinder, insertFixture, type Fixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

const now = new Date('2026-11-26T02:00:00.000Z');
const addUrl = '/api/samr/CylinderFilling/AddBeforeAfterRecord';
const listUrl = '/api/samr/CylinderFilling/fillingBeforeAfterlist';
const beforeMenu = menuOfPage(beforeFillingChecksPage.kind);
const afterMenu = menuOfPage(afterFillingChecksPage.kind);

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
beforeEach(async () => {
  await database.reset();
  fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  const roles = await database.db.selectFrom('role').select('id').execute();
  await database.db
    .insertInto('role_menu')
    .values(
      roles.flatMap((role) => ['003', beforeMenu, afterMenu].map((code) => ({ role_id: role.id, menu_code: code }))),
    )
    .execute();
  await insertCylinder(database.db, fixture, {
    barcode: 'JX0001',
    self_code: 'ZY-01',
    last_inspection_date: '2025-04-10',
  });
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
  await database.db
    .insertInto('filling_check')
    .values({
      kind: FillingCheckKind.Before,
      station_id: otherCityStationId,
      cylinder_id: null,
      cylinder_barcode: 'HZSECRET01',
      medium_id: null,
      operator_name: '赵六',
      check_time: '2026-11-25T01:00:00.000Z',
      dispose_method: FillingCheckDispose.Fill,
      items_json: null,
    })
    .execute();
});

const valid = {
  Kind: FillingCheckKind.Before,
  Barcode: 'JX0001',
  CheckTime: '2026-11-26 09:30:00',
  Operator: '李师傅',
  DisposeMethod: FillingCheckDispose.Fill,
};

async function add(login: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: addUrl, headers: bearer(await tokenFor(app, login)), payload });
}
async function list(login: string, query = '') {
  return app.inject({ method: 'GET', url: `${listUrl}${query}`, headers: bearer(await tokenFor(app, login)) });
}
const barcodes = (body: { list: { barcode: string }[] }) => body.list.map((row) => row.barcode);

describe('AddBeforeAfterRecord', () => {
  it('records a pre-fill check of an archived cylinder for the station, linking the archive, and audits it', async () => {
    const answer = await add('fs001', {
      ...valid,
      Barcode: ' JX0001 ',
      CheckItems: [
        { name: '外观', value: '无损伤' },
        { name: '瓶阀', value: '完好', children: [{ name: '手轮', value: '完好' }] },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      result: true,
      messeage: '已保存充装前检查记录',
      data: { id: expect.any(Number), cylinderId: expect.any(Number) },
    });
    const row = await database.db
      .selectFrom('filling_check')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 1,
      station_id: fixture.stationId,
      cylinder_id: body.data.cylinderId,
      cylinder_barcode: 'JX0001',
      medium_id: fixture.mediumId,
      operator_name: '李师傅',
      dispose_method: FillingCheckDispose.Fill,
      pressure: null,
      end_weight: null,
    });
    expect(new Date(row.check_time).toISOString()).toBe('2026-11-26T01:30:00.000Z');
    const log = await database.db.selectFrom('syslog').selectAll().where('event', '=', 'fillingCheck').execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ result: 'success', login_code: 'fs001' });
    expect(log[0]!.detail).toMatchObject({
      after: { id: body.data.id, kind: '充装前检查', barcode: 'JX0001', disposeMethod: '合格，准予充装' },
    });

    const shown = (await list('fs001', '?Kind=1')).json();
    expect(shown.totalCount).toBe(1);
    expect(shown.list[0]).toEqual({
      ordinalNum: 1,
      id: body.data.id,
      kind: 1,
      kindName: '充装前检查',
      checkTime: '2026-11-26 09:30:00',
      areaName: '吴兴区',
      stationId: fixture.stationId,
      station: '吴兴燃气充装站',
      barcode: 'JX0001',
      cylinderId: body.data.cylinderId,
      medium: '液化石油气',
      operator: '李师傅',
      serialNumber: 'SN-JX0001',
      selfCode: 'ZY-01',
      makeDate: '2020-03',
      inspectionDate: '2025-04',
      disposeMethod: 1,
      disposeMethodName: '合格，准予充装',
      press: null,
      end_Weight: null,
      checkItems: '外观：无损伤；瓶阀：完好（手轮：完好）',
    });
  });

  it('records a post-fill check of a barcode no archive holds, with its pressure and weight', async () => {
    const answer = await add('fs001', {
      ...valid,
      Kind: FillingCheckKind.After,
      Barcode: 'NOARCHIVE9',
      CheckTime: '2026-11-26T01:55:00Z',
      DisposeMethod: FillingCheckDispose.Release,
      Pressure: '0.82',
      EndWeight: 29.456,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ messeage: '已保存充装后检查记录', data: { cylinderId: null } });
    const row = (await list('fs001', '?Kind=2')).json().list[0];
    expect(row).toMatchObject({
      barcode: 'NOARCHIVE9',
      cylinderId: null,
      medium: null,
      serialNumber: null,
      makeDate: null,
      press: 0.82,
      end_Weight: 29.46,
      disposeMethodName: '合格，准予出站',
      checkItems: null,
    });
  });

  it('refuses a check time in the future or older than seven days, and says why for each field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ CheckTime: '2026-11-26 10:10:00' }, '检查时间不能晚于当前时间'],
      [{ CheckTime: '2026-11-19 09:59:00' }, '只能补录7天内的检查记录'],
      [{ CheckTime: '26/11/2026' }, '检查时间格式应为年-月-日 时:分:秒'],
      [{ CheckTime: undefined }, '请选择检查时间'],
      [{ Operator: '  ' }, '请输入检查人员'],
      [{ Operator: '王'.repeat(33) }, '检查人员不能超过32个字符'],
      [{ DisposeMethod: FillingCheckDispose.Release }, '该处置方式不适用于此类检查'],
      [{ DisposeMethod: 9 }, '处置方式只能是'],
      [{ DisposeMethod: undefined }, '请选择处置方式'],
      [{ Kind: 3 }, '检查类型只能是1（充装前检查）或2（充装后检查）'],
      [{ Kind: undefined }, '请选择检查类型'],
      [{ Barcode: 'JX 0001' }, '气瓶条码不能包含空格'],
      [{ Pressure: -1 }, '压力必须是0到100之间的数字（MPa）'],
      [{ EndWeight: 'heavy' }, '充装后重量必须是0到1000之间的数字（kg）'],
      [{ CheckItems: [{ name: '', value: '完好' }] }, '检查项目名称不能为空'],
    ];
    for (const [change, message] of cases) {
      const answer = await add('fs001', { ...valid, ...change });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().messeage, JSON.stringify(change)).toContain(message);
    }
    // Within the limits: seven days back to the minute, and a clock a minute ahead of ours.
    expect((await add('fs001', { ...valid, CheckTime: '2026-11-19 10:01:00' })).statusCode).toBe(200);
    expect((await add('fs001', { ...valid, CheckTime: '2026-11-26 10:01:00' })).statusCode).toBe(200);
  });

  it('is for filling stations only: a regulator and a system manager are refused, an anonymous caller too', async () => {
    for (const login of ['huzhou', 'admin']) {
      const answer = await add(login, valid);
      expect(answer.statusCode, login).toBe(403);
      expect(answer.json().messeage).toBe('只有充装单位可以录入充装检查记录');
    }
    expect((await app.inject({ method: 'POST', url: addUrl, payload: valid })).statusCode).toBe(401);
    await database.db.deleteFrom('role_menu').where('menu_code', 'in', [beforeMenu, afterMenu]).execute();
    expect((await add('fs001', valid)).statusCode).toBe(403);
    expect(await database.db.selectFrom('filling_check').select('id').execute()).toHaveLength(1);
  });
});

describe('fillingBeforeAfterlist', () => {
  beforeEach(async () => {
    await add('fs001', { ...valid, CheckTime: '2026-11-20 08:00:00' });
    await add('fs001', { ...valid, Barcode: 'JX0002', DisposeMethod: FillingCheckDispose.Refuse });
    await add('fs001', {
      ...valid,
      Kind: FillingCheckKind.After,
      Barcode: 'JX0002',
      DisposeMethod: FillingCheckDispose.Refill,
    });
  });

  it('lists one kind of the regulator’s region, newest first', async () => {
    const answer = await list('huzhou', '?Kind=1');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.totalCount).toBe(2);
    expect(barcodes(body)).toEqual(['JX0002', 'JX0001']);
    expect(body.list.map((row: { ordinalNum: number }) => row.ordinalNum)).toEqual([1, 2]);
    expect(barcodes((await list('huzhou', '?Kind=2')).json())).toEqual(['JX0002']);
  });

  it('filters by barcode prefix, dispose method, days and station, and checks the filter', async () => {
    expect(barcodes((await list('huzhou', '?Kind=1&Barcode=JX0001')).json())).toEqual(['JX0001']);
    expect(barcodes((await list('huzhou', '?Kind=1&Barcode=JX000')).json())).toEqual(['JX0002', 'JX0001']);
    expect((await list('huzhou', '?Barcode=X0001')).json().totalCount).toBe(0);
    expect(barcodes((await list('huzhou', `?DisposeMethod=${FillingCheckDispose.Refuse}`)).json())).toEqual(['JX0002']);
    expect(barcodes((await list('huzhou', '?Kind=1&From=2026-11-20&To=2026-11-20')).json())).toEqual(['JX0001']);
    expect((await list('huzhou', `?StationId=${fixture.stationId}`)).json().totalCount).toBe(3);
    for (const [query, message] of [
      ['?DisposeMethod=8', '处置方式只能是'],
      ['?Kind=5', '检查类型只能是1、2'],
      ['?From=2026-11-26&To=2026-11-20', '检查日期的开始日期不能晚于结束日期'],
    ]) {
      const bad = await list('huzhou', query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().messeage).toContain(message);
    }
  });

  it('keeps each caller to its scope and leaks nothing of another region', async () => {
    const station = (await list('fs001')).json();
    expect(station.totalCount).toBe(3);
    expect(JSON.stringify(station)).not.toContain('HZSECRET01');
    expect(barcodes((await list('hangzhou')).json())).toEqual(['HZSECRET01']);
    const foreign = await list('hangzhou', `?StationId=${fixture.stationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('JX0001');
    const outside = await list('fs001', `?StationId=${otherCityStationId}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('HZSECRET01');
    expect((await list('admin')).json().totalCount).toBe(4);
  });

  it('exports the shown columns of the filtered list', async () => {
    const columns = JSON.stringify([
      { code: 'barcode', title: '气瓶条码' },
      { code: 'disposeMethodName', title: '处置方式' },
    ]);
    const answer = await list('huzhou', `?Kind=1&isExport=true&ExportColumns=${encodeURIComponent(columns)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(encodeURIComponent('充装前检查记录'));
    expect(await sheetOf(answer.rawPayload)).toEqual([
      ['气瓶条码', '处置方式'],
      ['JX0002', '不合格，拒绝充装'],
      ['JX0001', '合格，准予充装'],
    ]);
  });

  it('is refused to a role without either check menu', async () => {
    await database.db.deleteFrom('role_menu').where('menu_code', '=', beforeMenu).execute();
    expect((await list('huzhou', '?Kind=1')).statusCode).toBe(200);
    await database.db.deleteFrom('role_menu').where('menu_code', '=', afterMenu).execute();
    expect((await list('huzhou', '?Kind=1')).statusCode).toBe(403);
  });
});
