import type { Kysely, Transaction } from 'kysely';
import type { DeliveryQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';
import { pagedRows, type PagedRows } from '../../platform/pagedRows';
import { startingWith } from '../cylinders/cylinderFilter';

type Db = Kysely<DatabaseSchema>;
type Trx = Transaction<DatabaseSchema>;

/** The deliveries of the caller's scope (by the delivering station), with the filter applied. */
function deliveries(db: Db, user: ScopeUser, query: DeliveryQuery) {
  let rows = db.selectFrom('delivery_record as dr').where((eb) => stationInScope(user, eb.ref('dr.station_id')));
  const { RegulatorId, StationId, Barcode, From, To } = query;
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('dr.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('dr.station_id', '=', StationId);
  // A prefix (the whole barcode included), as the other record lists match it: a range of the barcode index.
  if (Barcode !== undefined) rows = rows.where((eb) => startingWith(eb.ref('dr.cylinder_barcode'), Barcode));
  if (From !== undefined) rows = rows.where('dr.delivery_time', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('dr.delivery_time', '<', chinaDayAfter(To));
  return rows;
}

function selectPage(db: Db, user: ScopeUser, query: DeliveryQuery) {
  return deliveries(db, user, query)
    .innerJoin('station as s', 's.id', 'dr.station_id')
    .leftJoin('cylinder as c', 'c.barcode', 'dr.cylinder_barcode')
    .select([
      'dr.id',
      'dr.station_id',
      's.name as station_name',
      'dr.cylinder_barcode',
      'c.id as cylinder_id',
      'dr.filling_guid',
      'dr.filling_time',
      'dr.delivery_time',
      'dr.delivery_operator',
      'dr.delivery_user',
      'dr.delivery_address',
    ]);
}
export type DeliveryStored = Awaited<ReturnType<ReturnType<typeof selectPage>['execute']>>[number];

/** The filling a delivery names, as the station that filled it sees it. */
export interface DeliveredFilling {
  beginTime: string;
  barcode: string;
}

export interface NewDelivery {
  fillingGuid: string;
  fillingTime: string;
  stationId: number;
  barcode: string;
  deliveryTime: string;
  operator: string;
  user: string;
  address: string;
  recordedBy: number;
}

export type DeliveryRows = PagedRows<DeliveryQuery, DeliveryStored>;

/** 配送记录 as read: within scope, newest delivery first. */
export const deliveryRows = (db: Db): DeliveryRows =>
  pagedRows(db, {
    filtered: (user, query: DeliveryQuery) => deliveries(db, user, query),
    ordered: (user, query) => selectPage(db, user, query).orderBy('dr.delivery_time', 'desc').orderBy('dr.id', 'desc'),
  });

/** 配送记录 as written: by the station of the filling. */
export class DeliveriesRepository {
  /**
   * The station's own filling of that guid (its begin time from the guid registry, so one monthly partition is
   * read), locked against a concurrent deletion; undefined when the record is gone or another station's.
   */
  async filling(trx: Trx, guid: string, stationId: number): Promise<DeliveredFilling | undefined> {
    const row = await trx
      .selectFrom('filling_guid as g')
      .innerJoin('filling_record as f', (join) =>
        join.onRef('f.filling_guid', '=', 'g.filling_guid').onRef('f.begin_time', '=', 'g.begin_time'),
      )
      .where('g.filling_guid', '=', guid)
      .where('f.station_id', '=', stationId)
      .select(['f.begin_time', 'f.cylinder_barcode'])
      .forUpdate()
      .executeTakeFirst();
    return row ? { beginTime: row.begin_time, barcode: row.cylinder_barcode } : undefined;
  }

  /** The new delivery's id; undefined when the filling already has one (the unique guid decides, race or not). */
  async insert(trx: Trx, delivery: NewDelivery): Promise<number | undefined> {
    const row = await trx
      .insertInto('delivery_record')
      .values({
        filling_guid: delivery.fillingGuid,
        filling_time: delivery.fillingTime,
        station_id: delivery.stationId,
        cylinder_barcode: delivery.barcode,
        delivery_time: delivery.deliveryTime,
        delivery_operator: delivery.operator,
        delivery_user: delivery.user,
        delivery_address: delivery.address,
        recorded_by: delivery.recordedBy,
      })
      .onConflict((conflict) => conflict.column('filling_guid').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.id);
  }
}
