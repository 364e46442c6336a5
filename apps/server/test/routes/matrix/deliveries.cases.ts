import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import { ensureFillingPartitions } from '../../../src/db/partitions';
import type { DatabaseSchema } from '../../../src/db/schema';
import { post, scopedList, type Cell, type Role, type RouteCase, type World } from './matrixKit';

const base = '/api/samr/CylinderFilling';

const delivery = {
  ownGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c4d01',
  neighbourGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c4d02',
  secret: 'MX-DELIVERY-NEIGHBOUR',
};

/** A filling at the station account's station (to deliver) and one at its neighbour's (404 to the station). */
export async function prepareDeliveryCases(db: Kysely<DatabaseSchema>, world: World) {
  const beginTime = '2026-01-06T00:00:00.000Z';
  await ensureFillingPartitions(db, ['2026-01']);
  for (const [guid, stationId, barcode] of [
    [delivery.ownGuid, world.ownStationId, 'MX-OWN'],
    [delivery.neighbourGuid, world.neighbourStationId, delivery.secret],
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

const onlyStations: Record<Role, Cell> = {
  anonymous: 'denied',
  superadmin: 'denied',
  city: 'denied',
  district: 'denied',
  station: 'scoped',
  inspector: 'denied',
  auditor: 'denied',
  approver: 'denied',
  institution: 'denied',
  bank: 'denied',
};

const deliveryBody = (guid: string) => ({
  FillingGuid: guid,
  DeliveryTime: '2026-01-06 10:30:00',
  DeliveryOperator: '矩阵测试',
  DeliveryUser: '矩阵用户',
  DeliveryAddress: '矩阵路1号',
});

/**
 * 配送记录: read by the holders of the page within their scope; recorded only by a filling station, for its own
 * fillings (a regulator or manager is refused 403; another station's filling answers 404 and nothing of it).
 */
export const deliveryCases: Record<string, RouteCase> = {
  [`GET ${base}/DeliveryRecordList`]: scopedList(
    `${base}/DeliveryRecordList`,
    menusFor('deliveries'),
    'deliveryAddress',
  ),
  [`POST ${base}/AddDeliveryRecord`]: {
    cells: onlyStations,
    // The neighbour's filling (404 to the station), so that the station's own delivery is recorded once, by `own`.
    request: () => post(`${base}/AddDeliveryRecord`, deliveryBody(delivery.neighbourGuid)),
    scope: () => ({
      own: post(`${base}/AddDeliveryRecord`, deliveryBody(delivery.ownGuid)),
      foreign: post(`${base}/AddDeliveryRecord`, deliveryBody(delivery.neighbourGuid)),
      secret: delivery.secret,
    }),
  },
};

const rateCall = (name: string, secret: string): [string, RouteCase] => [
  `GET ${base}/${name}`,
  scopedList(`${base}/${name}`, menusFor('fillingRate'), secret),
];

/** 充装率: open to the holders of the page (the demo regulators), each within its scope. */
export const fillingRateCases: Record<string, RouteCase> = Object.fromEntries([
  rateCall('FillingRateByStation', 'stationName'),
  rateCall('FillingRateByDistrict', 'divisionName'),
  rateCall('FillingRateCylinders', 'lastFillingTime'),
]);
