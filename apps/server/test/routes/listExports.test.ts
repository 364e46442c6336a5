import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientExportLimit,
  exportModeOf,
  isListPageKind,
  listAreaOf,
  listPageFor,
  menuTree,
  shownExportColumns,
  summaryCells,
  todayInChina,
  type FilterField,
  type ListTable,
} from '@gcs/contracts';
import { seedDemoData } from '../../src/db/seed/index';
import { bearer } from '../support/identity';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { sheetOf } from '../support/xlsxSheet';

/**
 * Every exported table of every list page of the registry, on the demo data: the server's .xlsx has the requested
 * columns as its header, in the requested order, and then the same rows as the list answers, cell for cell, ending
 * with the 合计 row where the table has one.
 */

let database: TestDatabase;
let app: TestApp;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, { cylinders: 300, fillingRecords: 3000, imageShare: 0 });
  app = await buildTestApp(database);
  const admin = await database.db
    .selectFrom('app_user')
    .where('login_code', '=', 'superadmin')
    .select('id')
    .executeTakeFirstOrThrow();
  token = await app.sessions.create(admin.id);
}, 240_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Exported {
  name: string;
  table: ListTable;
  fixed: Readonly<Record<string, unknown>>;
}

const today = todayInChina();
const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);

/** The days a list of a bounded period (a day range that starts with the last N days) is asked for: the last 31. */
function boundedDays(filters: readonly FilterField[]): Record<string, string> {
  const days: Record<string, string> = {};
  for (const field of filters) {
    if (field.kind === 'dayRange' && field.initialDays !== undefined) {
      days[field.from] = monthAgo;
      days[field.to] = today;
    }
  }
  return days;
}

/** One case per call and fixed values (the same table of several areas is exported once per category it fixes). */
function exportedTables(): Exported[] {
  const found = new Map<string, Exported>();
  for (const menu of menuTree) {
    if (!isListPageKind(menu.page)) continue;
    const definition = listPageFor(menu.page, listAreaOf(menu));
    for (const table of definition.tables) {
      // Tables the browser exports are checked below and in their route test.
      if (table.exportName === undefined || table.needs !== undefined || exportModeOf(table) === 'client') continue;
      const fixed = {
        ...boundedDays(table.filters ?? definition.filters),
        ...definition.fixed,
        ...table.initialFilter,
      };
      const key = `${table.call.path} ${JSON.stringify(fixed)}`;
      if (!found.has(key)) found.set(key, { name: `${menu.path} ${table.key} (${table.call.path})`, table, fixed });
    }
  }
  return [...found.values()];
}

/** A list value as the export writes it: absent when empty, booleans as 是/否, objects as JSON. */
function cell(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A sheet row with its trailing empty cells dropped and holes made undefined, as a row of values compares. */
const trimmed = (row: readonly unknown[]) => {
  const values = Array.from({ length: row.length }, (_, index) => (row[index] === '' ? undefined : row[index]));
  while (values.length > 0 && values.at(-1) === undefined) values.pop();
  return values;
};

const cases = exportedTables();

describe('server exports of the list pages', () => {
  it('cover the report pages', () => {
    const paths = cases.map((entry) => entry.table.call.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/samr/CylinderFilling/fillingsummary',
        '/api/samr/CylinderFilling/vcSummaryByDepartment',
        '/api/samr/Monitor/OfflineStatisticsByStation',
      ]),
    );
  });

  it.each(cases)('$name: the requested columns and the list rows', async ({ table, fixed }) => {
    // The shown columns with the first data column left out (hidden) and the rest in reverse order.
    const shown = shownExportColumns(table.columns);
    const requested = [shown[0]!, ...shown.slice(2).reverse()];
    const params = new URLSearchParams(
      Object.entries(fixed).map(([field, value]) => [field, String(value)] as [string, string]),
    );
    params.set('CountPerPage', '500');
    const listed = await app.inject({ method: 'GET', url: `${table.call.path}?${params}`, headers: bearer(token) });
    expect(listed.statusCode, listed.body).toBe(200);
    const body = listed.json() as {
      totalCount: number;
      list: Record<string, unknown>[];
      summary?: Record<string, number>;
    };

    params.set('isExport', 'true');
    params.set('ExportColumns', JSON.stringify(requested));
    const exported = await app.inject({ method: 'GET', url: `${table.call.path}?${params}`, headers: bearer(token) });
    expect(exported.statusCode, exported.body).toBe(200);
    const sheet = (await sheetOf(exported.rawPayload)).map(trimmed);

    expect(sheet[0]).toEqual(requested.map((column) => column.title));
    const expected = body.list.map((row) => trimmed(requested.map((column) => cell(row[column.code]))));
    const dataRows = sheet.slice(1, 1 + expected.length);
    expect(dataRows).toEqual(expected);
    const rest = sheet.slice(1 + expected.length);
    if (body.totalCount <= 500) {
      const summary = table.summaryRow
        ? [trimmed(summaryCells(table.summaryRow, requested, body.summary).map(cell))]
        : [];
      expect(rest).toEqual(summary);
    }
  });
});

/** The tables the browser exports (exportMode 'client'), once per call and fixed values. */
function clientTables(): Exported[] {
  const found = new Map<string, Exported>();
  for (const menu of menuTree) {
    if (!isListPageKind(menu.page)) continue;
    const definition = listPageFor(menu.page, listAreaOf(menu));
    for (const table of definition.tables) {
      if (table.exportName === undefined || exportModeOf(table) !== 'client') continue;
      const fixed = { ...definition.fixed, ...table.initialFilter };
      const key = `${table.call.path} ${JSON.stringify(fixed)}`;
      if (!found.has(key)) found.set(key, { name: `${menu.path} ${table.key} (${table.call.path})`, table, fixed });
    }
  }
  return [...found.values()];
}

describe('browser exports of the list pages', () => {
  const tables = clientTables();

  it('cover the reference and configuration lists', () => {
    expect(tables.map((entry) => entry.table.exportName)).toEqual(
      expect.arrayContaining([
        '车辆类型使用年限与检验周期',
        '气瓶类型',
        '制造单位',
        '充装介质',
        '气瓶规格',
        '检验规则',
        '角色',
        '系统参数',
      ]),
    );
  });

  it.each(tables)('$name: short enough for the browser, and never streamed by the server', async ({ table, fixed }) => {
    const params = new URLSearchParams(
      Object.entries(fixed).map(([field, value]) => [field, String(value)] as [string, string]),
    );
    params.set('CountPerPage', '500');
    params.set('isExport', 'true');
    const response = await app.inject({ method: 'GET', url: `${table.call.path}?${params}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json() as { totalCount: number; list: unknown[] };
    // The system manager's whole list: a page or two of 500, far under the browser's limit.
    expect(body.totalCount).toBeLessThanOrEqual(clientExportLimit / 10);
    expect(body.list.length).toBe(Math.min(body.totalCount, 500));
  });
});
