import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { menuOfPage, offlineScalesPage, reportViewMessages, reportViewsPage, usageSummaryPage } from '@gcs/contracts';
import { insertFixture } from '../support/fixtures';
import { grantPages } from '../support/grantPages';
import { bearer, insertIdentityFixture, type IdentityFixture } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;
let identity: IdentityFixture;
let tokens: { admin: string; owner: string; colleague: string; station: string };
let roleIds: { regulator: number; station: number };

/** 充装秤离线 (/Regulatory/OfflineScale): a report whose station table has a column configuration (OfflineScale). */
const page = menuOfPage(offlineScalesPage.kind);

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
  // The station holds a list page (the blacklist), not the offline-scale page whose views these tests save.
  await grantPages(database.db, ['充装站'], ['blacklist']);
  const roles = await database.db.selectFrom('role').select(['id', 'name']).execute();
  roleIds = {
    regulator: roles.find((role) => role.name === '市级监管')!.id,
    station: roles.find((role) => role.name === '充装站')!.id,
  };
  // The regulators' role opens the offline-scale report and their views page; the station's role neither.
  await database.db
    .insertInto('role_menu')
    .values(
      ['006', page, '008', menuOfPage(reportViewsPage.kind)].map((code) => ({
        role_id: roleIds.regulator,
        menu_code: code,
      })),
    )
    .execute();
  tokens = {
    admin: await app.sessions.create(identity.adminId),
    owner: await app.sessions.create(identity.regulatorUserId),
    colleague: await app.sessions.create(identity.otherRegulatorUserId),
    station: await app.sessions.create(identity.stationUserId),
  };
});

const base = '/api/samr/Setting';

async function get(path: string, token: string) {
  const response = await app.inject({ method: 'GET', url: `${base}/${path}`, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
}

async function post(path: string, payload: Record<string, unknown>, token: string) {
  const response = await app.inject({ method: 'POST', url: `${base}/${path}`, payload, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
}

const view = (overrides: Record<string, unknown> = {}) => ({
  menuCode: page,
  tableKey: 'stations',
  name: '三天离线',
  filters: { OfflineHours: 72 },
  columns: ['ordinalNum', 'stationName', 'offlineCount'],
  ...overrides,
});

async function viewsOf(token: string) {
  const answer = await get(`GetReportView?MenuCode=${page}&TableKey=stations`, token);
  expect(answer.status).toBe(200);
  return answer.body.list as {
    id: number;
    name: string;
    columns: string[];
    filters: Record<string, unknown>;
    droppedCount: number;
    mine: boolean;
    sharedRoleName: string | null;
  }[];
}

async function viewLogs() {
  const rows = await database.db
    .selectFrom('syslog')
    .select(['user_id', 'detail'])
    .where('event', '=', 'reportViewChange')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
  }));
}

describe('saving a view', () => {
  it('keeps the filters and the columns in their order, for the owner only while private, and logs it', async () => {
    const saved = await post(
      'AddReportView',
      view({ columns: ['ordinalNum', 'offlineCount', 'stationName'] }),
      tokens.owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.messeage).toBe(reportViewMessages.saved('三天离线'));

    const [mine] = await viewsOf(tokens.owner);
    expect(mine).toMatchObject({
      name: '三天离线',
      filters: { OfflineHours: 72 },
      columns: ['ordinalNum', 'offlineCount', 'stationName'],
      droppedCount: 0,
      mine: true,
      sharedRoleName: null,
    });
    expect(await viewsOf(tokens.colleague)).toEqual([]);

    const logs = await viewLogs();
    expect(logs).toHaveLength(1);
    expect(logs[0]?.userId).toBe(identity.regulatorUserId);
    expect(logs[0]?.detail).toMatchObject({ action: 'add', before: null, after: { name: '三天离线', menuCode: page } });
  });

  it.each([
    [
      'an unknown column',
      { columns: ['stationName', 'nope'] },
      reportViewMessages.unknownColumn('充装秤离线 · 协同监督', 'nope'),
    ],
    ['a column twice', { columns: ['stationName', 'stationName'] }, reportViewMessages.duplicateColumn('stationName')],
    [
      'an unknown filter field',
      { filters: { Barcode: 'x' } },
      reportViewMessages.unknownFilter('充装秤离线 · 协同监督', 'Barcode'),
    ],
    ['a table the page lacks', { tableKey: 'nope' }, reportViewMessages.unknownTable('充装秤离线 · 协同监督', 'nope')],
    [
      'a page that is no list',
      { menuCode: menuOfPage(usageSummaryPage.kind) },
      reportViewMessages.unknownPage(menuOfPage(usageSummaryPage.kind)),
    ],
  ])('refuses %s with 400 naming it', async (_case, overrides, message) => {
    const answer = await post('AddReportView', view(overrides), tokens.owner);
    expect(answer.status).toBe(400);
    expect(answer.body.messeage).toBe(message);
    expect(await viewLogs()).toEqual([]);
  });

  it('refuses a filter value the list call would refuse, with 400 naming the field', async () => {
    const answer = await post('AddReportView', view({ filters: { OfflineHours: 5 } }), tokens.owner);
    expect(answer.status).toBe(400);
    expect(answer.body.messeage).toContain('筛选条件“OfflineHours”无效');
  });

  it('refuses a name with a right-to-left override with 400 naming the field, and stores nothing', async () => {
    const answer = await post('AddReportView', view({ name: '三天\u202E线离' }), tokens.owner);
    expect(answer.status).toBe(400);
    expect(answer.body.messeage).toContain('视图名称不能包含控制字符或不可见字符');
    expect(await database.db.selectFrom('report_view').select('id').execute()).toEqual([]);
    expect(await viewLogs()).toEqual([]);
  });

  it('refuses a page the caller cannot open with 403, and lists none of its views', async () => {
    expect((await post('AddReportView', view(), tokens.station)).status).toBe(403);
    const answer = await get(`GetReportView?MenuCode=${page}`, tokens.station);
    expect(answer.status).toBe(403);
    expect(answer.body.messeage).toBe(reportViewMessages.notOpen);
  });

  it('refuses a second view of the same name on the page with 409', async () => {
    expect((await post('AddReportView', view(), tokens.owner)).status).toBe(200);
    const again = await post('AddReportView', view({ columns: ['stationName'] }), tokens.owner);
    expect(again.status).toBe(409);
    expect(again.body.messeage).toBe(reportViewMessages.duplicateName('三天离线'));
    // Another user may use the name for their own view.
    expect((await post('AddReportView', view(), tokens.colleague)).status).toBe(200);
  });
});

describe('sharing', () => {
  it('shows a view shared with the role to its other users, who cannot change or delete it', async () => {
    const saved = await post('AddReportView', view({ sharedRoleId: roleIds.regulator }), tokens.owner);
    expect(saved.status).toBe(200);
    const [shared] = await viewsOf(tokens.colleague);
    expect(shared).toMatchObject({
      name: '三天离线',
      mine: false,
      sharedRoleName: '市级监管',
      filters: { OfflineHours: 72 },
    });

    const id = saved.body.data.id as number;
    const rename = await post('UpdateReportView', { id, name: '改名', sharedRoleId: null }, tokens.colleague);
    expect(rename.status).toBe(403);
    expect(rename.body.messeage).toBe(reportViewMessages.notOwner);
    expect((await post('DelReportView', { ids: [id] }, tokens.colleague)).status).toBe(403);
    expect((await viewsOf(tokens.owner))[0]?.name).toBe('三天离线');
  });

  it('lets a user share only with their own role; a system manager with any role', async () => {
    const other = await post('AddReportView', view({ sharedRoleId: roleIds.station }), tokens.owner);
    expect(other.status).toBe(403);
    expect(other.body.messeage).toBe(reportViewMessages.shareOwnRole);
    const roles = await get('GetReportViewRoles', tokens.owner);
    expect(roles.body.list).toEqual([{ value: roleIds.regulator, label: '市级监管' }]);

    const byAdmin = await post('AddReportView', view({ sharedRoleId: roleIds.station }), tokens.admin);
    expect(byAdmin.status).toBe(200);
    const missing = await post('AddReportView', view({ name: '无此角色', sharedRoleId: 999_999 }), tokens.admin);
    expect(missing.status).toBe(400);
    expect(missing.body.messeage).toBe(reportViewMessages.unknownRole);
    const adminRoles = await get('GetReportViewRoles', tokens.admin);
    expect(adminRoles.body.list.map((role: { value: number }) => role.value).sort()).toEqual(
      [roleIds.regulator, roleIds.station].sort(),
    );
  });

  it('opens a shared view without the columns the page configuration does not show; the owner keeps them', async () => {
    // 充装秤离线's configuration shows stationName and offlineCount, hides uploadTime and lacks divisionName.
    await database.db
      .insertInto('column_config')
      .values(
        (
          [
            ['ordinalNum', true],
            ['stationName', true],
            ['offlineCount', true],
            ['uploadTime', false],
          ] as const
        ).map(([code, shown], index) => ({
          page_name: 'OfflineScale',
          column_code: code,
          column_name: code,
          is_display: shown,
          display_order: index + 1,
        })),
      )
      .execute();
    const columns = ['stationName', 'uploadTime', 'divisionName', 'offlineCount'];
    expect((await post('AddReportView', view({ columns, sharedRoleId: roleIds.regulator }), tokens.owner)).status).toBe(
      200,
    );

    const [seen] = await viewsOf(tokens.colleague);
    expect(seen?.columns).toEqual(['stationName', 'offlineCount']);
    expect(seen?.droppedCount).toBe(2);
    const [own] = await viewsOf(tokens.owner);
    expect(own?.columns).toEqual(columns);
    expect(own?.droppedCount).toBe(0);
  });

  it('stops showing a shared view to the role once it is made private again', async () => {
    const saved = await post('AddReportView', view({ sharedRoleId: roleIds.regulator }), tokens.owner);
    const id = saved.body.data.id as number;
    expect((await viewsOf(tokens.colleague)).length).toBe(1);
    const update = await post('UpdateReportView', { id, name: '仅我', sharedRoleId: null }, tokens.owner);
    expect(update.status).toBe(200);
    expect(await viewsOf(tokens.colleague)).toEqual([]);
    const logs = await viewLogs();
    expect(logs.at(-1)?.detail).toMatchObject({
      action: 'update',
      before: { name: '三天离线', sharedRoleId: roleIds.regulator },
      after: { name: '仅我', sharedRoleId: null },
    });
  });
});

describe('Setting/Report', () => {
  it("lists the caller's own views (a system manager's: everyone's) and deletes them", async () => {
    const mine = await post('AddReportView', view({ sharedRoleId: roleIds.regulator }), tokens.owner);
    await post('AddReportView', view({ name: '同事的' }), tokens.colleague);

    const list = await get('GetReportViewList', tokens.owner);
    expect(list.status).toBe(200);
    expect(list.body.list).toEqual([
      expect.objectContaining({
        name: '三天离线',
        pageTitle: '充装秤离线 · 协同监督',
        sharedRoleName: '市级监管',
        columnCount: 3,
        filterCount: 1,
        ownerName: '湖州市监管员',
      }),
    ]);
    const all = await get('GetReportViewList', tokens.admin);
    expect(all.body.totalCount).toBe(2);
    expect((await get('GetReportViewList', tokens.station)).status).toBe(403);

    const id = mine.body.data.id as number;
    const removed = await post('DelReportView', { ids: [id] }, tokens.owner);
    expect(removed.status).toBe(200);
    expect(removed.body.data.count).toBe(1);
    expect(await viewsOf(tokens.owner)).toEqual([]);
    expect((await post('DelReportView', { ids: [id] }, tokens.owner)).status).toBe(404);
    expect((await viewLogs()).at(-1)?.detail).toMatchObject({
      action: 'delete',
      after: null,
      before: { name: '三天离线' },
    });
  });

  it("lets a system manager delete another user's view", async () => {
    const saved = await post('AddReportView', view(), tokens.owner);
    const removed = await post('DelReportView', { ids: [saved.body.data.id] }, tokens.admin);
    expect(removed.status).toBe(200);
    expect(await viewsOf(tokens.owner)).toEqual([]);
  });
});
