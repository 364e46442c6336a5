import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillingSummaryPage, menuOfPage, rolesPage, vehicleTypesPage } from '@gcs/contracts';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, tokenFor } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/** POST Export/RecordClientExport: the audit of a list built into an .xlsx in the browser. */

const url = '/api/samr/Export/RecordClientExport';
const now = new Date('2026-11-26T04:00:00.000Z');

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database, {}, { now: () => now });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.reset();
  const fixture = await insertFixture(database.db);
  await insertIdentityFixture(database.db, fixture, '2026-11-01T02:00:00.000Z');
  // The regulator's role holds 车辆类型, not 角色管理.
  const role = await database.db
    .selectFrom('role')
    .select('id')
    .where('name', '=', '市级监管')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('role_menu')
    .values(['003', vehicleTypesMenu].map((code) => ({ role_id: role.id, menu_code: code })))
    .execute();
});

const vehicleTypesMenu = menuOfPage(vehicleTypesPage.kind);
const vehicleTypes = {
  MenuCode: vehicleTypesMenu,
  TableKey: 'vehicleType',
  Rows: 7,
  Columns: [
    { code: 'inspectionPeriodYears', title: '检验周期（年）' },
    { code: 'name', title: '车辆类型名称' },
  ],
};

async function record(code: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, payload, headers: bearer(await tokenFor(app, code)) });
}
const exportRows = () =>
  database.db.selectFrom('syslog').selectAll().where('event', '=', 'export').orderBy('id').execute();

describe('recording a browser export (Export/RecordClientExport)', () => {
  it('writes one export row naming the list, the rows, the columns in their order and the browser', async () => {
    const response = await record('huzhou', vehicleTypes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ result: true, messeage: '' });
    const rows = await exportRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ result: 'success', login_code: 'huzhou' });
    expect(rows[0]!.detail).toEqual({
      what: '车辆类型使用年限与检验周期',
      rows: 7,
      columns: ['inspectionPeriodYears', 'name'],
      mode: 'client',
      menu: vehicleTypesMenu,
    });
    // The system log page shows it in words.
    const log = await app.inject({
      method: 'GET',
      url: '/api/samr/Auth/GetSyslogs?Event=8',
      headers: bearer(await tokenFor(app, 'admin')),
    });
    expect(log.json().list[0]).toMatchObject({ eventName: '导出', loginCode: 'huzhou' });
    const detail = log.json().list[0].detail as string;
    for (const part of ['内容：车辆类型使用年限与检验周期', '行数：7', '生成方式：浏览器', `菜单：${vehicleTypesMenu}`])
      expect(detail).toContain(part);
  });

  it('refuses a page the caller does not hold with 403, and writes nothing', async () => {
    const response = await record('huzhou', {
      MenuCode: menuOfPage(rolesPage.kind),
      TableKey: 'roles',
      Rows: 1,
      Columns: [{ code: 'roleName', title: '角色名称' }],
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('角色');
    // A station user holds no page with a browser export: the route refuses it.
    expect((await record('fs001', vehicleTypes)).statusCode).toBe(403);
    expect(await exportRows()).toEqual([]);
  });

  it('answers 400 in Chinese naming the problem: rows, menu code, table, columns', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...vehicleTypes, Rows: 0 }, '导出行数至少为1'],
      [{ ...vehicleTypes, Rows: 10_001 }, '浏览器导出最多10000行'],
      [{ ...vehicleTypes, MenuCode: 'abc' }, '菜单编码格式不正确'],
      [{ ...vehicleTypes, Columns: [] }, '导出列不能为空'],
      [{ ...vehicleTypes, TableKey: 'users' }, '页面没有在浏览器导出的表格：users'],
      [{ ...vehicleTypes, Columns: [{ code: 'password', title: '密码' }] }, '导出列不存在：password'],
    ];
    for (const [payload, message] of cases) {
      const response = await record('huzhou', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().messeage).toContain(message);
    }
    // A system manager naming a page without a browser export.
    const summary = menuOfPage(fillingSummaryPage.kind, '/GasCylinder/');
    const admin = await record('admin', { ...vehicleTypes, MenuCode: summary });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().messeage).toContain(`页面没有在浏览器导出的列表：${summary}`);
    expect(await exportRows()).toEqual([]);
  });

  it('does not stream a browser-exported list from the server: isExport answers the page', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/samr/VehicleType/List?isExport=true',
      headers: bearer(await tokenFor(app, 'huzhou')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ result: true });
    expect(await exportRows()).toEqual([]);
  });
});
