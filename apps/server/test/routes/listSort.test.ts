import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BelongToType } from '@gcs/contracts';
import type { CylinderCondition } from '../../src/modules/cylinders/cylinderFilter';
import {
  cylinderKeyOf,
  CylindersRepository,
  type CylinderKey,
  type CylinderSort,
} from '../../src/modules/cylinders/cylinders.repository';
import { keysetRows } from '../../src/platform/xlsxExport';
import { insertCylinder } from '../support/fixtures';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { barcodesOf, insertCylinderWorld, requester, type CylinderWorld } from './cylinderWorld';
import { sheetOf } from '../support/xlsxSheet';

let database: TestDatabase;
let app: TestApp;
let world: CylinderWorld;
let as: ReturnType<typeof requester>;

/** Inserted oldest first: without a sort the list shows them newest first (O-5 … O-1). */
const makeDates: readonly [string, string | null][] = [
  ['O-1', '2019-05-01'],
  ['O-2', '2021-01-01'],
  ['O-3', '2020-03-01'],
  ['O-4', null],
  ['O-5', '2020-03-01'],
];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  world = await insertCylinderWorld(database.db);
  as = requester(app, () => world);
  for (const [barcode, makeDate] of makeDates) {
    await insertCylinder(database.db, world, { barcode, make_date: makeDate, audit_result: 0 });
  }
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const list = (call: string, query: Record<string, string>) =>
  as.get('city', `/api/samr/Cylinder/${call}?${new URLSearchParams({ Barcode: 'O-', ...query })}`);

describe('ordering a list by a sortable column', () => {
  it('orders the archive by 制造年月 both ways, empty dates last and equal ones newest first', async () => {
    expect(barcodesOf(await list('list', {}))).toEqual(['O-5', 'O-4', 'O-3', 'O-2', 'O-1']);
    const ascending = await list('list', { SortField: 'makeDate', SortOrder: 'asc' });
    expect(barcodesOf(ascending)).toEqual(['O-1', 'O-5', 'O-3', 'O-2', 'O-4']);
    const descending = await list('list', { SortField: 'makeDate', SortOrder: 'desc' });
    expect(barcodesOf(descending)).toEqual(['O-2', 'O-5', 'O-3', 'O-1', 'O-4']);
    expect(barcodesOf(await list('list', { SortField: 'makeDate' }))).toEqual(barcodesOf(ascending));
  });

  it('pages through the order with its total and sequence numbers', async () => {
    const second = await list('list', { SortField: 'makeDate', SortOrder: 'desc', CountPerPage: '2', PageIndex: '2' });
    expect(second.json()).toMatchObject({
      totalCount: 5,
      list: [
        { barcode: 'O-3', ordinalNum: 3 },
        { barcode: 'O-1', ordinalNum: 4 },
      ],
    });
  });

  it('orders the audit lists too', async () => {
    const pending = await list('GetAuditCylinderList', { SortField: 'makeDate', SortOrder: 'desc' });
    expect(barcodesOf(pending)).toEqual(['O-2', 'O-5', 'O-3', 'O-1', 'O-4']);
  });

  it('refuses a column that does not sort, or is not the table’s, with a Chinese message naming it', async () => {
    const barcode = await list('list', { SortField: 'barcode', SortOrder: 'asc' });
    expect(barcode.statusCode).toBe(400);
    expect(barcode.json().messeage).toBe('“气瓶条码”列不支持排序');
    const unknown = await list('vclist', { SortField: 'id' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messeage).toBe('排序列不存在：id');
    const direction = await list('list', { SortField: 'makeDate', SortOrder: 'up' });
    expect(direction.statusCode).toBe(400);
  });
});

describe('the export in a sorted order', () => {
  const admin = { isSystemManager: true, belongToType: BelongToType.Regulator, regulatorId: null, stationId: null };
  const byBarcode = (rows: readonly { barcode: string }[]) => rows.map((row) => row.barcode);

  it.each<CylinderSort | undefined>([
    undefined,
    { code: 'makeDate', order: 'asc' },
    { code: 'makeDate', order: 'desc' },
  ])('reads in keyset batches of two exactly the rows and order of the pages (%o)', async (sort) => {
    const repository = new CylindersRepository(database.db);
    const conditions: CylinderCondition[] = [(eb) => eb('c.barcode', 'like', 'O-%')];
    const page = await repository.listPage(admin, conditions, 0, 50, sort);
    const batches: string[] = [];
    for await (const row of keysetRows(
      (after: CylinderKey | null, size: number) => repository.listRows(admin, conditions, { after, limit: size }, sort),
      (row) => cylinderKeyOf(row, sort),
      2,
    )) {
      batches.push(row.barcode);
    }
    expect(batches).toEqual(byBarcode(page));
    expect(batches).toHaveLength(5);
  });

  it('writes the export in the order of the screen', async () => {
    const query = new URLSearchParams({
      Barcode: 'O-',
      isExport: 'true',
      SortField: 'makeDate',
      SortOrder: 'desc',
      ExportColumns: JSON.stringify([{ code: 'barcode', title: '气瓶条码' }]),
    });
    const response = await as.get('city', `/api/samr/Cylinder/list?${query}`);
    expect(response.statusCode).toBe(200);
    expect((await sheetOf(response.rawPayload)).map((row) => row[0])).toEqual([
      '气瓶条码',
      'O-2',
      'O-5',
      'O-3',
      'O-1',
      'O-4',
    ]);
  });
});
