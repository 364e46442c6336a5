import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurablePage } from '@gcs/contracts';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * Migration 0045 rewrites the stored display configurations and saved report views from the old column codes to those
 * of spec 02 section 3.12. Rows written as they were stored before it are rewritten by running its statements again.
 */
const migration = new URL('../../src/db/migrations/0045_report_column_codes.sql', import.meta.url);

describe('migration 0045: the report column codes', () => {
  let database: TestDatabase;
  let ownerId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    ownerId = (
      await database.db
        .insertInto('app_user')
        .values({
          login_code: 'viewer',
          user_name: '查看员',
          belong_to_type: 10,
          password_hash: 'x',
          password_salt: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await database.close();
  });

  const column = (page_name: string, column_code: string, display_order: number, is_display = true) => ({
    page_name,
    column_code,
    column_name: `${column_code}的标题`,
    is_display,
    display_order,
    sortable: null,
  });

  it('rewrites the old codes of stored configurations and saved views, and nothing else', async () => {
    await database.db
      .insertInto('column_config')
      .values([
        column('FillingRecord', 'stationName', 1),
        column('FillingRecord', 'operator', 2, false),
        column('FillHistory', 'operator', 1),
        column('CylinderList', 'ordinalNum', 1),
        column('CylinderList', 'stationName', 2),
        column('CylinderList', 'cylinderStatus', 3, false),
        // 最后充装查询 keeps its `operator`, and the other archive pages their codes.
        column('LastFillQuery', 'operator', 1),
        column('DocQuery', 'cylinderStatus', 1),
      ])
      .execute();
    const view = (menu_code: string, table_key: string, name: string, columns: string[]) => ({
      owner_user_id: ownerId,
      menu_code,
      table_key,
      name,
      filters: '{}',
      columns: JSON.stringify(columns),
    });
    await database.db
      .insertInto('report_view')
      .values([
        view('003009', 'archive', '我的气瓶列表', ['barcode', 'ordinalNum', 'cylinderStatus', 'stationName']),
        view('001019', 'fillings', '我的充装记录', ['operator', 'fillingWeight']),
        view('001004', 'lastFillings', '我的最后充装', ['operator', 'barcode']),
        view('001001', 'archive', '我的档案', ['ordinalNum', 'cylinderStatus']),
      ])
      .execute();

    await sql.raw(await readFile(migration, 'utf8')).execute(database.db);

    const stored = await database.db
      .selectFrom('column_config')
      .select(['page_name', 'column_code', 'column_name', 'is_display', 'display_order'])
      .orderBy('page_name')
      .orderBy('display_order')
      .execute();
    const codesOf = (page: string) => stored.filter((row) => row.page_name === page).map((row) => row.column_code);
    expect(codesOf('FillingRecord')).toEqual(['stationName', 'operatorName']);
    expect(codesOf('FillHistory')).toEqual(['operatorName']);
    expect(codesOf('CylinderList')).toEqual(['rowNumber', 'fillingStationName', 'status']);
    expect(codesOf('LastFillQuery')).toEqual(['operator']);
    expect(codesOf('DocQuery')).toEqual(['cylinderStatus']);
    // The title, order and visibility stay with the column.
    expect(stored.find((row) => row.column_code === 'status')).toMatchObject({
      column_name: 'cylinderStatus的标题',
      is_display: false,
      display_order: 3,
    });
    // Every rewritten code is one of the page's columns now.
    for (const page of ['FillingRecord', 'FillHistory', 'CylinderList']) {
      const known = configurablePage(page)!.columns.map((c) => c.code);
      expect(
        codesOf(page).filter((code) => !known.includes(code)),
        page,
      ).toEqual([]);
    }

    const views = await database.db.selectFrom('report_view').select(['name', 'columns']).orderBy('id').execute();
    expect(views.map((row) => [row.name, row.columns])).toEqual([
      ['我的气瓶列表', ['barcode', 'rowNumber', 'status', 'fillingStationName']],
      ['我的充装记录', ['operatorName', 'fillingWeight']],
      ['我的最后充装', ['operator', 'barcode']],
      ['我的档案', ['ordinalNum', 'cylinderStatus']],
    ]);
  });

  it('keeps the new code’s row where a page somehow has both', async () => {
    await database.db.deleteFrom('column_config').execute();
    await database.db
      .insertInto('column_config')
      .values([column('FillingRecord', 'operator', 1), column('FillingRecord', 'operatorName', 2)])
      .execute();
    await sql.raw(await readFile(migration, 'utf8')).execute(database.db);
    const rows = await database.db.selectFrom('column_config').select(['column_code', 'display_order']).execute();
    expect(rows).toEqual([{ column_code: 'operatorName', display_order: 2 }]);
  });
});
