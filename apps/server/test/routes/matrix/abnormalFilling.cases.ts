import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import { ensureFillingPartitions } from '../../../src/db/partitions';
import type { DatabaseSchema } from '../../../src/db/schema';
import { get, menuCells, post, stationFiltered, type RouteCase, type World } from './matrixKit';

const base = '/api/samr/CylinderFilling';

/**
 * The abnormal filling records and the suspected cloned labels: open to the holders of their menus (the demo
 * regulators), each within its scope; a station outside it answers 404 and no rows.
 */
export const abnormalFillingCases: Record<string, RouteCase> = {
  [`GET ${base}/QueryAbnormalFilling`]: {
    cells: menuCells(menusFor('abnormalFillings'), 'scoped'),
    request: (world) => get(`${base}/QueryAbnormalFilling?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/QueryAbnormalFilling`, 'cylinderBarcode'),
  },
  [`GET ${base}/QueryClonedLabel`]: {
    cells: menuCells(menusFor('clonedLabels'), 'scoped'),
    request: (world) => get(`${base}/QueryClonedLabel?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/QueryClonedLabel`, 'firstStationName'),
  },
};

const deletion = {
  ownGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3d01',
  foreignGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3d02',
  secret: 'MX-DELETE-FOREIGN',
};

/** A filling record at the station account's station (deleted by the system manager) and one in another city. */
export async function prepareFillingDeletionCases(db: Kysely<DatabaseSchema>, world: World) {
  const beginTime = '2026-01-05T00:00:00.000Z';
  await ensureFillingPartitions(db, ['2026-01']);
  for (const [guid, stationId, barcode] of [
    [deletion.ownGuid, world.ownStationId, 'MX-OWN'],
    [deletion.foreignGuid, world.otherCityStationId, deletion.secret],
  ] as const) {
    await db.insertInto('filling_guid').values({ filling_guid: guid, begin_time: beginTime }).execute();
    await db
      .insertInto('filling_record')
      .values({
        filling_guid: guid,
        station_id: stationId,
        cylinder_id: null,
        cylinder_barcode: barcode,
        cylinder_state: 3,
        begin_time: beginTime,
      })
      .execute();
  }
}

/**
 * Deleting filling records and the deleted ones: the holders of the deleted-records page (the demo system manager and
 * city regulator), within their scope: another city's record answers 404 and nothing of it.
 */
export const fillingDeletionCases: Record<string, RouteCase> = {
  [`POST ${base}/DeleteRecordByFillingGuid`]: {
    cells: menuCells(menusFor('deleteFillings'), 'scoped'),
    ok: true,
    request: () => post(`${base}/DeleteRecordByFillingGuid`, { FillingGuid: deletion.ownGuid, Reason: '矩阵测试' }),
    scope: () => ({
      foreign: post(`${base}/DeleteRecordByFillingGuid`, { FillingGuid: deletion.foreignGuid, Reason: '矩阵测试' }),
      secret: deletion.secret,
    }),
  },
  [`POST ${base}/BatchDeleteRecord`]: {
    cells: menuCells(menusFor('deleteFillings'), 'scoped'),
    request: () => post(`${base}/BatchDeleteRecord`, { FillingGuids: [deletion.ownGuid], Reason: '矩阵测试' }),
    scope: () => ({
      foreign: post(`${base}/BatchDeleteRecord`, { FillingGuids: [deletion.foreignGuid], Reason: '矩阵测试' }),
      secret: deletion.secret,
    }),
  },
  [`GET ${base}/QueryDeletedFillingRecord`]: {
    cells: menuCells(menusFor('deleteFillings'), 'scoped'),
    request: (world) => get(`${base}/QueryDeletedFillingRecord?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/QueryDeletedFillingRecord`, 'cylinderBarcode'),
  },
};
