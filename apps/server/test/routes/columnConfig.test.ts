import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertFixture } from '../support/fixtures';
import { grantPages } from '../support/grantPages';
import { bearer, insertIdentityFixture } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: TestApp;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  const fixture = await insertFixture(database.db);
  const identity = await insertIdentityFixture(database.db, fixture, new Date().toISOString());
  await grantPages(database.db, ['市级监管', '充装站'], ['readArchives']);
  token = await app.sessions.create(identity.stationUserId);
  await database.db
    .insertInto('column_config')
    .values([
      { page_name: 'DocQuery', column_code: 'barcode', column_name: '气瓶条码', is_display: true, display_order: 2 },
      { page_name: 'DocQuery', column_code: 'ordinalNum', column_name: '序号', is_display: true, display_order: 1 },
      {
        page_name: 'DocQuery',
        column_code: 'makeDate',
        column_name: '制造年月',
        is_display: false,
        display_order: 3,
        sortable: 'custom',
      },
      { page_name: 'BlackList', column_code: 'reason', column_name: '原因', is_display: true, display_order: 1 },
    ])
    .execute();
});

async function columns(query: string, headers: Record<string, string> = bearer(token)) {
  const response = await app.inject({ method: 'GET', url: `/api/samr/Column/GetColumnConfig?${query}`, headers });
  return { status: response.statusCode, body: response.json() };
}

describe('GetColumnConfig', () => {
  it('answers the columns of the page in display order, hidden ones included', async () => {
    const answer = await columns('PageName=DocQuery');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: true,
      messeage: '',
      totalCount: 3,
      list: [
        { columnName: '序号', columnCode: 'ordinalNum', isDisplay: true, displayOrder: 1, sortable: null },
        { columnName: '气瓶条码', columnCode: 'barcode', isDisplay: true, displayOrder: 2, sortable: null },
        { columnName: '制造年月', columnCode: 'makeDate', isDisplay: false, displayOrder: 3, sortable: 'custom' },
      ],
    });
  });

  it('narrows to the shown columns with IsDisplay=true', async () => {
    const answer = await columns('PageName=DocQuery&IsDisplay=true');
    expect(answer.body.list.map((column: { columnCode: string }) => column.columnCode)).toEqual([
      'ordinalNum',
      'barcode',
    ]);
  });

  it('answers an empty list for a page without configuration, so the web uses its defaults', async () => {
    const answer = await columns('PageName=FillingSummary');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: true, messeage: '', totalCount: 0, list: [] });
  });

  it('needs the page name and a session', async () => {
    const missing = await columns('IsDisplay=true');
    expect(missing.status).toBe(400);
    expect(missing.body.messeage).toContain('页面名称不能为空');
    const anonymous = await columns('PageName=DocQuery', {});
    expect(anonymous.status).toBe(401);
  });
});
