import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configurablePage, displayConfigMessages, displayConfigPage, menuOfPage } from '@gcs/contracts';
import { insertFixture } from '../support/fixtures';
import { bearer, insertIdentityFixture, type IdentityFixture } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

let database: TestDatabase;
let app: TestApp;
let identity: IdentityFixture;
let adminToken: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  const fixture = await insertFixture(database.db);
  identity = await insertIdentityFixture(database.db, fixture, new Date().toISOString());
  adminToken = await app.sessions.create(identity.adminId);
});

const base = '/api/samr/Auth';

async function get(path: string, token = adminToken) {
  const response = await app.inject({ method: 'GET', url: `${base}/${path}`, headers: token ? bearer(token) : {} });
  return { status: response.statusCode, body: response.json() };
}

async function post(path: string, payload: Record<string, unknown>, token = adminToken) {
  const response = await app.inject({
    method: 'POST',
    url: `${base}/${path}`,
    payload,
    headers: token ? bearer(token) : {},
  });
  return { status: response.statusCode, body: response.json() };
}

/** What every list reads: the column configuration of a page (GetColumnConfig). */
async function readConfig(pageName: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/samr/Column/GetColumnConfig?PageName=${pageName}`,
    headers: bearer(adminToken),
  });
  return response.json().list as { columnCode: string; isDisplay: boolean; sortable: string | null }[];
}

async function configLogs() {
  const rows = await database.db
    .selectFrom('syslog')
    .select(['user_id', 'login_code', 'result', 'detail'])
    .where('event', '=', 'displayConfigChange')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
  }));
}

const docQuery = configurablePage('DocQuery')!;
const shownByDefault = docQuery.columns.filter((column) => column.isDisplay).length;

async function configure(pageName: string, rows: [code: string, shown: boolean][]) {
  await database.db
    .insertInto('column_config')
    .values(
      rows.map(([code, shown], index) => ({
        page_name: pageName,
        column_code: code,
        column_name: code,
        is_display: shown,
        display_order: index + 1,
      })),
    )
    .execute();
}

describe('GetDisplayConfigSummary', () => {
  it('lists the configured pages with their registry title, areas and column counts, paged and filtered', async () => {
    expect((await get('GetDisplayConfigSummary')).body).toEqual({
      result: true,
      messeage: '',
      totalCount: 0,
      list: [],
    });
    await configure('DocQuery', [
      ['barcode', true],
      ['stationName', false],
      ['makeDate', true],
    ]);
    await configure('BlackCylinder', [['reason', true]]);
    await configure('RetiredPage', [['x', true]]);

    const all = await get('GetDisplayConfigSummary');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(3);
    expect(all.body.list).toEqual([
      {
        ordinalNum: 1,
        pageName: 'BlackCylinder',
        pageTitle: '黑名单气瓶',
        areas: '液化气瓶管理、工业气瓶管理',
        columnCount: 1,
        displayCount: 1,
      },
      {
        ordinalNum: 2,
        pageName: 'DocQuery',
        pageTitle: '档案查询',
        areas: '液化气瓶管理、工业气瓶管理、车用气瓶管理',
        columnCount: 3,
        displayCount: 2,
      },
      { ordinalNum: 3, pageName: 'RetiredPage', pageTitle: '', areas: '', columnCount: 1, displayCount: 1 },
    ]);

    const second = await get('GetDisplayConfigSummary?PageIndex=2&CountPerPage=2');
    expect(second.body.totalCount).toBe(3);
    expect(second.body.list.map((row: { pageName: string }) => row.pageName)).toEqual(['RetiredPage']);

    const byTitle = await get(`GetDisplayConfigSummary?Keyword=${encodeURIComponent('黑名单')}`);
    expect(byTitle.body.list.map((row: { pageName: string }) => row.pageName)).toEqual(['BlackCylinder']);
    const byName = await get('GetDisplayConfigSummary?Keyword=docq');
    expect(byName.body.list.map((row: { pageName: string }) => row.pageName)).toEqual(['DocQuery']);
  });

  it('exports the summary as .xlsx with the requested columns', async () => {
    await configure('DocQuery', [['barcode', true]]);
    const columns = JSON.stringify([
      { code: 'pageTitle', title: '页面标题' },
      { code: 'displayCount', title: '显示列数' },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: `${base}/GetDisplayConfigSummary?isExport=true&ExportColumns=${encodeURIComponent(columns)}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('显示配置.xlsx'));
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['页面标题', '显示列数'],
      ['档案查询', 1],
    ]);
  });
});

describe('GetDisplayConfig', () => {
  it("answers an unconfigured page's built-in columns, marked as not configured", async () => {
    const answer = await get('GetDisplayConfig?PageName=DocQuery');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ pageName: 'DocQuery', pageTitle: '档案查询', configured: false });
    const columns = answer.body.data.columns;
    expect(columns.map((column: { columnCode: string }) => column.columnCode)).toEqual(
      docQuery.columns.map((column) => column.code),
    );
    expect(columns.find((column: { columnCode: string }) => column.columnCode === 'makeDate')).toEqual({
      columnCode: 'makeDate',
      columnName: '制造年月',
      isDisplay: true,
      displayOrder: docQuery.columns.findIndex((column) => column.code === 'makeDate') + 1,
      sortable: 'custom',
      canSort: true,
    });
    expect(columns.find((column: { columnCode: string }) => column.columnCode === 'barcode')).toMatchObject({
      sortable: null,
      canSort: false,
    });
  });

  it('answers the configured columns in order, drops codes the page no longer has, and appends new ones hidden', async () => {
    await configure('BlackCylinder', [
      ['reason', true],
      ['gone', true],
      ['stationName', false],
    ]);
    const answer = await get('GetDisplayConfig?PageName=BlackCylinder');
    const columns = answer.body.data.columns as { columnCode: string; isDisplay: boolean; displayOrder: number }[];
    expect(answer.body.data.configured).toBe(true);
    expect(columns.slice(0, 2)).toMatchObject([
      { columnCode: 'reason', columnName: '加入原因', isDisplay: true, displayOrder: 1 },
      { columnCode: 'stationName', isDisplay: false, displayOrder: 2 },
    ]);
    expect(columns.map((column) => column.columnCode)).not.toContain('gone');
    expect(columns).toHaveLength(configurablePage('BlackCylinder')!.columns.length);
    expect(columns.slice(2).every((column) => !column.isDisplay)).toBe(true);
  });

  it('refuses a page that no list definition configures', async () => {
    for (const name of ['Nowhere', 'Column', 'UsageSummary']) {
      const answer = await get(`GetDisplayConfig?PageName=${name}`);
      expect(answer.status).toBe(400);
      expect(answer.body.messeage).toBe(displayConfigMessages.unknownPage(name));
    }
    expect((await get('GetDisplayConfig')).body.messeage).toContain('页面名称不能为空');
  });
});

describe('AddDisplayConfig', () => {
  it("configures a page from its definition's columns, which the page then reads, and logs it", async () => {
    const answer = await post('AddDisplayConfig', { PageName: 'DocQuery' });
    expect(answer.status).toBe(200);
    expect(answer.body.messeage).toBe('已按默认列配置：档案查询');
    expect(answer.body.data.configured).toBe(true);
    const read = await readConfig('DocQuery');
    expect(read.map((column) => column.columnCode)).toEqual(docQuery.columns.map((column) => column.code));
    expect(read.filter((column) => column.isDisplay)).toHaveLength(shownByDefault);
    expect(read.filter((column) => column.sortable === 'custom').map((column) => column.columnCode)).toEqual([
      'makeDate',
      'lastInspectionDate',
      'nextInspectionDate',
    ]);
    const [log] = await configLogs();
    expect(log).toMatchObject({ user_id: identity.adminId, login_code: 'admin', result: 'success' });
    expect(log?.detail).toMatchObject({ action: 'add', pageName: 'DocQuery', before: null });
    expect(log?.detail.after).toHaveLength(docQuery.columns.length);
  });

  it('refuses a page already configured and a page that is not defined', async () => {
    await post('AddDisplayConfig', { PageName: 'BlackCylinder' });
    const again = await post('AddDisplayConfig', { PageName: 'BlackCylinder' });
    expect(again.status).toBe(400);
    expect(again.body.messeage).toBe(displayConfigMessages.alreadyConfigured('黑名单气瓶'));
    const unknown = await post('AddDisplayConfig', { PageName: 'Nowhere' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messeage).toBe('页面不存在或其列不可配置：Nowhere');
    expect(await configLogs()).toHaveLength(1);
  });
});

describe('UpdateDisplayConfig', () => {
  const columns = [
    { columnCode: 'ordinalNum', isDisplay: true },
    { columnCode: 'barcode', isDisplay: true },
    { columnCode: 'makeDate', isDisplay: true, sortable: true },
    { columnCode: 'stationName', isDisplay: false },
  ];

  it('saves which columns show, their order and sorting; the page reads them; the log keeps before and after', async () => {
    await post('AddDisplayConfig', { PageName: 'DocQuery' });
    const answer = await post('UpdateDisplayConfig', { PageName: 'DocQuery', columns });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.messeage).toBe('显示配置已保存：档案查询');
    expect(await readConfig('DocQuery')).toEqual([
      { columnName: '序号', columnCode: 'ordinalNum', isDisplay: true, displayOrder: 1, sortable: null },
      { columnName: '气瓶条码', columnCode: 'barcode', isDisplay: true, displayOrder: 2, sortable: null },
      { columnName: '制造年月', columnCode: 'makeDate', isDisplay: true, displayOrder: 3, sortable: 'custom' },
      { columnName: '充装单位', columnCode: 'stationName', isDisplay: false, displayOrder: 4, sortable: null },
    ]);
    const logs = await configLogs();
    expect(logs).toHaveLength(2);
    expect(logs[1]?.detail.action).toBe('update');
    expect(logs[1]?.detail.before).toHaveLength(docQuery.columns.length);
    expect(logs[1]?.detail.after).toEqual([
      { code: 'ordinalNum', isDisplay: true, order: 1, sortable: false },
      { code: 'barcode', isDisplay: true, order: 2, sortable: false },
      { code: 'makeDate', isDisplay: true, order: 3, sortable: true },
      { code: 'stationName', isDisplay: false, order: 4, sortable: false },
    ]);
  });

  it('refuses an unknown or repeated column, sorting where the definition does not sort, and nothing shown', async () => {
    await post('AddDisplayConfig', { PageName: 'DocQuery' });
    const before = await readConfig('DocQuery');
    const refusals: [unknown[], string][] = [
      [[...columns, { columnCode: 'secretCode', isDisplay: true }], '页面“档案查询”没有该列：secretCode'],
      [[...columns, { columnCode: 'barcode', isDisplay: false }], '列重复：barcode'],
      [[{ columnCode: 'barcode', isDisplay: true, sortable: true }], '“气瓶条码”列不支持排序'],
      [[{ columnCode: 'barcode', isDisplay: false }], displayConfigMessages.noneShown],
      [[], '请提供页面的列'],
    ];
    for (const [body, message] of refusals) {
      const answer = await post('UpdateDisplayConfig', { PageName: 'DocQuery', columns: body });
      expect(answer.status, message).toBe(400);
      expect(answer.body.messeage).toContain(message);
    }
    expect(await readConfig('DocQuery')).toEqual(before);
    expect(await configLogs()).toHaveLength(1);
  });

  it('refuses a page without configuration (404) and an undefined page (400)', async () => {
    const unconfigured = await post('UpdateDisplayConfig', { PageName: 'DocQuery', columns });
    expect(unconfigured.status).toBe(404);
    expect(unconfigured.body.messeage).toBe(displayConfigMessages.notConfigured('档案查询'));
    expect(await readConfig('DocQuery')).toEqual([]);
    const unknown = await post('UpdateDisplayConfig', { PageName: 'Nowhere', columns });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messeage).toBe(displayConfigMessages.unknownPage('Nowhere'));
  });
});

describe('DelDisplayConfigSummary', () => {
  it('drops the configuration so the page returns to its defaults, and logs what it was', async () => {
    await configure('DocQuery', [
      ['barcode', true],
      ['makeDate', false],
    ]);
    const answer = await post('DelDisplayConfigSummary', { PageName: 'DocQuery' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: true,
      messeage: '已删除显示配置，页面恢复默认列：档案查询',
      data: { count: 2 },
    });
    expect(await readConfig('DocQuery')).toEqual([]);
    const [log] = await configLogs();
    expect(log?.detail).toEqual({
      action: 'delete',
      pageName: 'DocQuery',
      before: [
        { code: 'barcode', isDisplay: true, order: 1, sortable: false },
        { code: 'makeDate', isDisplay: false, order: 2, sortable: false },
      ],
      after: null,
    });
    const again = await post('DelDisplayConfigSummary', { PageName: 'DocQuery' });
    expect(again.status).toBe(404);
  });

  it('drops the leftover configuration of a page the registry no longer has, and refuses an unknown empty one', async () => {
    await configure('RetiredPage', [['x', true]]);
    expect((await post('DelDisplayConfigSummary', { PageName: 'RetiredPage' })).status).toBe(200);
    const unknown = await post('DelDisplayConfigSummary', { PageName: 'RetiredPage' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messeage).toBe(displayConfigMessages.unknownPage('RetiredPage'));
  });
});

describe('access', () => {
  it('is for the holders of the Setting/Column menu: others get 403, anonymous callers 401', async () => {
    const regulatorToken = await app.sessions.create(identity.regulatorUserId);
    expect((await get('GetDisplayConfigSummary', regulatorToken)).status).toBe(403);
    expect((await get('GetDisplayConfig?PageName=DocQuery', regulatorToken)).status).toBe(403);
    expect((await post('AddDisplayConfig', { PageName: 'DocQuery' }, regulatorToken)).status).toBe(403);
    expect((await post('DelDisplayConfigSummary', { PageName: 'DocQuery' }, '')).status).toBe(401);

    const role = await database.db
      .insertInto('role')
      .values({ name: '配置员' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('role_menu')
      .values(['008', menuOfPage(displayConfigPage.kind)].map((code) => ({ role_id: role.id, menu_code: code })))
      .execute();
    await database.db
      .updateTable('app_user')
      .set({ role_id: role.id })
      .where('id', '=', identity.regulatorUserId)
      .execute();
    const holder = await app.sessions.create(identity.regulatorUserId);
    expect((await post('AddDisplayConfig', { PageName: 'DocQuery' }, holder)).status).toBe(200);
  });
});
