import { beforeAll, describe, expect, it } from 'vitest';
import { fillingPrecisionPage } from '@gcs/contracts';
import { insertCylinder, insertFilling } from '../support/fixtures';
import { routeTest } from '../support/routeTest';
import { sheetOf } from '../support/xlsxSheet';

const url = '/api/samr/CylinderFilling/QueryFillingPrecision';
const days = 'From=2026-11-01&To=2026-11-30';

const test = routeTest(fillingPrecisionPage.grants);

/** Fillings of a 14.5 kg spec: [scale, filled, residual]; the scale null for an upload of no registered scale. */
async function fill(
  fillings: [deviceId: number | null, filled: number, residual: number | null][],
  day = '2026-11-20',
) {
  const id = await insertCylinder(test.database.db, test.fixture, {
    barcode: `JX${fillings.length}${fillings[0]?.[1]}`,
  });
  for (const [index, [deviceId, filled, residual]] of fillings.entries()) {
    await insertFilling(test.database.db, test.fixture, id, {
      filling_guid: crypto.randomUUID(),
      begin_time: `${day}T0${index}:00:00.000Z`,
      cylinder_barcode: `JX${index}`,
      device_id: deviceId,
      filling_weight: filled,
      residual_liquid_weight: residual,
    });
  }
}

const list = (userId: number, query = days, paging = 'PageIndex=1&CountPerPage=20') =>
  test.get(userId, `${url}?${paging}&${query}`);

beforeAll(async () => {
  const device = (code: string) =>
    test.database.db
      .insertInto('scale_device')
      .values({ station_id: test.fixture.stationId, device_code: code, device_name: code })
      .returning('id')
      .executeTakeFirstOrThrow();
  const [accurate, short] = [await device('JX-A'), await device('JX-B')];
  // JX-A: on the mark (14.0 filled onto a 0.5 residual is 14.5), and one 4.8 % over; JX-B short-fills twice.
  await fill([
    [accurate.id, 14.5, null],
    [accurate.id, 14.0, 0.5],
    [accurate.id, 14.4, null],
    [accurate.id, 15.2, null],
  ]);
  await fill([
    [short.id, 13.5, null],
    [short.id, 13.6, null],
  ]);
  await fill([[null, 14.6, null]]);
  await fill([[short.id, 10, null]], '2026-10-20');
});

describe('充装精度异常', () => {
  it('ranks each scale by its share of fillings beyond tolerance, with its bias, in the chosen days', async () => {
    const response = await list(test.identity.regulatorUserId);
    expect(response.statusCode).toBe(200);
    const rows = response.json().list;
    expect(rows.map((row: { deviceNumber: string | null }) => row.deviceNumber)).toEqual(['JX-B', 'JX-A', null]);
    expect(rows[0]).toMatchObject({
      weighedCount: 2,
      underCount: 2,
      overCount: 0,
      abnormalRate: 100,
      meanDeviation: -6.6,
    });
    expect(rows[1]).toMatchObject({ weighedCount: 4, overCount: 1, underCount: 0, abnormalRate: 25, meanDeviation: 1 });
    expect(rows[1].meanAbsDeviation).toBe(1.4);
    expect(rows[2]).toMatchObject({ stationName: '吴兴燃气充装站', weighedCount: 1, abnormalRate: 0 });
    expect(response.json().totalCount).toBe(3);
    const second = (await list(test.identity.regulatorUserId, days, 'PageIndex=2&CountPerPage=1')).json();
    expect([second.list[0].deviceNumber, second.list[0].ordinalNum, second.totalCount]).toEqual(['JX-A', 2, 3]);
  });

  it('shows a station its own scales and another city nothing; a foreign station named is 404', async () => {
    expect((await list(test.identity.stationUserId)).json().totalCount).toBe(3);
    expect((await list(test.identity.otherRegulatorUserId)).json()).toMatchObject({ totalCount: 0, list: [] });
    const foreign = await list(test.identity.otherRegulatorUserId, `${days}&StationId=${test.fixture.stationId}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses days that end before they start, naming the field', async () => {
    const response = await list(test.identity.regulatorUserId, 'From=2026-11-30&To=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().messeage).toContain('充装日期');
  });

  it('exports the shown columns as .xlsx, in their order', async () => {
    const response = await list(test.identity.regulatorUserId, `${days}&isExport=true`);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const [header, first] = await sheetOf(response.rawPayload);
    expect(header?.slice(0, 4)).toEqual(['序号', '充装单位', '充装秤编号', '称重充装数']);
    expect(first?.slice(0, 4)).toEqual([1, '吴兴燃气充装站', 'JX-B', 2]);
  });
});
