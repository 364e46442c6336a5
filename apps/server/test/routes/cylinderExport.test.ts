import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cylinderColumns, serverExportLimit, shownExportColumns } from '@gcs/contracts';
import type { SessionUser } from '../../src/platform/session';
import type { Syslog, SyslogEntry } from '../../src/platform/syslog';
import { attachmentHeader, keysetRows, sendXlsx, xlsxMimeType } from '../../src/platform/xlsxExport';
import { insertCylinder } from '../support/fixtures';
import { buildTestApp, type TestApp } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { insertCylinderWorld, requester, type CylinderWorld } from './cylinderWorld';
import { sheetOf } from '../support/xlsxSheet';

let database: TestDatabase;
let app: TestApp;
let world: CylinderWorld;
let as: ReturnType<typeof requester>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  as = requester(app, () => world);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.reset();
  world = await insertCylinderWorld(database.db);
});

/** The archive query page's shown columns, which an export that names none writes. */
const defaultExportColumns = shownExportColumns(cylinderColumns);

const columns = [
  { code: 'barcode', title: '气瓶条码' },
  { code: 'stationName', title: '充装单位' },
  { code: 'cylinderStatus', title: '气瓶状态' },
  { code: 'makeDate', title: '制造年月' },
];

describe('exporting the archive list', () => {
  it('streams the filtered list as .xlsx: the requested columns in order, rows newest first, a syslog row', async () => {
    await insertCylinder(database.db, world, { barcode: 'X-1' });
    await insertCylinder(database.db, world, { barcode: 'X-2', next_inspection_date: '2026-01-01' });
    await insertCylinder(database.db, world, { barcode: 'X-3', station_id: world.otherDistrictStationId });
    await insertCylinder(database.db, world, { barcode: 'X-4', station_id: world.otherCityStationId });
    await insertCylinder(database.db, world, { barcode: 'Y-1' });
    const query = new URLSearchParams({ isExport: 'true', ExportColumns: JSON.stringify(columns), Barcode: 'X-' });
    const response = await as.get('city', `/api/samr/Cylinder/list?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(xlsxMimeType);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('气瓶档案.xlsx')}`,
    );
    expect(await sheetOf(response.rawPayload)).toEqual([
      ['气瓶条码', '充装单位', '气瓶状态', '制造年月'],
      ['X-3', '南浔工业气体充装站', '正常', '2020-03'],
      ['X-2', '吴兴燃气充装站', '超期未检', '2020-03'],
      ['X-1', '吴兴燃气充装站', '正常', '2020-03'],
    ]);
    const logs = await database.db.selectFrom('syslog').where('event', '=', 'export').selectAll().execute();
    expect(logs).toEqual([
      expect.objectContaining({
        user_id: world.regulatorUserId,
        login_code: 'huzhou',
        result: 'success',
        detail: { what: '气瓶档案', rows: 3, columns: ['barcode', 'stationName', 'cylinderStatus', 'makeDate'] },
      }),
    ]);
  });

  it('uses the default archive columns when none are named, and numbers the rows', async () => {
    await insertCylinder(database.db, world, { barcode: 'D-1' });
    await insertCylinder(database.db, world, { barcode: 'D-2' });
    const response = await as.get('station', '/api/samr/Cylinder/list?isExport=true');
    const rows = await sheetOf(response.rawPayload);
    expect(rows[0]).toEqual(defaultExportColumns.map((column) => column.title));
    expect(rows[0]?.[0]).toBe('序号');
    expect(rows.slice(1).map((row) => [row[0], row[11]])).toEqual([
      [1, 'D-2'],
      [2, 'D-1'],
    ]);
  });

  it('exports the vehicle list as 车用气瓶档案, and an empty result as a header-only file', async () => {
    await insertCylinder(database.db, world, { barcode: 'V-1', category: 3, plate_num: '浙E1' });
    await insertCylinder(database.db, world, { barcode: 'V-2' });
    const query = new URLSearchParams({
      isExport: 'true',
      ExportColumns: JSON.stringify([{ code: 'plateNum', title: '车牌号' }]),
    });
    const response = await as.get('city', `/api/samr/Cylinder/vclist?${query}`);
    expect(response.headers['content-disposition']).toBe(attachmentHeader('车用气瓶档案'));
    expect(await sheetOf(response.rawPayload)).toEqual([['车牌号'], ['浙E1']]);
    const empty = await as.get('city', `/api/samr/Cylinder/list?${query}&Barcode=NONE`);
    expect(await sheetOf(empty.rawPayload)).toEqual([['车牌号']]);
  });

  it('refuses malformed export columns with a Chinese message', async () => {
    const response = await as.get('city', '/api/samr/Cylinder/list?isExport=true&ExportColumns=oops');
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toBe('导出列格式不正确（ExportColumns）');
  });

  it('refuses a column the archive table does not have, and a station outside the scope, writing no file', async () => {
    const unknown = new URLSearchParams({
      isExport: 'true',
      ExportColumns: JSON.stringify([{ code: 'passwordHash', title: '密码' }]),
    });
    const refused = await as.get('city', `/api/samr/Cylinder/list?${unknown}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messeage).toBe('导出列不存在：passwordHash');
    const foreign = await as.get(
      'district',
      `/api/samr/Cylinder/list?isExport=true&StationId=${world.otherDistrictStationId}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(await database.db.selectFrom('syslog').where('event', '=', 'export').selectAll().execute()).toEqual([]);
  });

  it('exports nothing outside the scope', async () => {
    await insertCylinder(database.db, world, { barcode: 'H-1', station_id: world.otherCityStationId });
    const response = await as.get('station', `/api/samr/Cylinder/list?isExport=true&Barcode=H-`);
    expect(response.statusCode).toBe(200);
    expect(await sheetOf(response.rawPayload)).toEqual([defaultExportColumns.map((column) => column.title)]);
    const city = await as.get('otherCity', `/api/samr/Cylinder/list?isExport=true&Barcode=H-`);
    expect((await sheetOf(city.rawPayload)).map((row) => row[11])).toEqual(['气瓶条码', 'H-1']);
  });
});

describe('the export helper', () => {
  const user = { id: 7, loginCode: 'tester' } as SessionUser;

  async function exportApp(rows: () => AsyncIterable<Record<string, unknown>>, logged: SyslogEntry[]) {
    const syslog = { write: async (entry: SyslogEntry) => void logged.push(entry) } as unknown as Syslog;
    const server = Fastify();
    server.get('/export', (_request, reply) =>
      sendXlsx(
        reply,
        {
          fileName: '测试 导出',
          what: '测试',
          columns: [
            { code: 'n', title: '编号' },
            { code: 'flag', title: '标记' },
          ],
          rows: rows(),
        },
        { syslog, user, now: () => new Date('2026-06-15T00:00:00Z') },
      ),
    );
    await server.ready();
    return server;
  }

  it(`writes at most ${serverExportLimit} rows, reading them in keyset batches`, async () => {
    const total = serverExportLimit + 1500;
    const batches: (number | null)[] = [];
    const logged: SyslogEntry[] = [];
    const rows = () =>
      keysetRows(
        async (after: number | null, size) => {
          batches.push(after);
          const from = after ?? 0;
          return Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
            n: from + i + 1,
            flag: (from + i) % 2 === 0,
          }));
        },
        (row) => row.n,
      );
    const server = await exportApp(rows, logged);
    const response = await server.inject({ method: 'GET', url: '/export' });
    await server.close();
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''%E6%B5%8B%E8%AF%95%20%E5%AF%BC%E5%87%BA.xlsx`,
    );
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet).toHaveLength(serverExportLimit + 1);
    expect(sheet[1]).toEqual([1, '是']);
    expect(sheet[2]).toEqual([2, '否']);
    expect(sheet.at(-1)).toEqual([serverExportLimit, '否']);
    expect(batches.slice(0, 3)).toEqual([null, 1000, 2000]);
    expect(batches).toHaveLength(serverExportLimit / 1000);
    expect(logged).toEqual([
      expect.objectContaining({
        event: 'export',
        result: 'success',
        userId: 7,
        detail: expect.objectContaining({ rows: serverExportLimit }),
      }),
    ]);
  }, 60_000);

  it('answers a JSON error when the first batch fails, and logs nothing as exported', async () => {
    const logged: SyslogEntry[] = [];
    const server = await exportApp(
      () =>
        keysetRows(
          async () => {
            throw new Error('database down');
          },
          () => 0,
        ),
      logged,
    );
    const response = await server.inject({ method: 'GET', url: '/export' });
    await server.close();
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).not.toBe(xlsxMimeType);
    expect(logged).toEqual([]);
  });
});
