import { sql, type Kysely } from 'kysely';
import type { DeletedFillingQuery } from '@gcs/contracts';
import { dailyCounters, rawDailyQuery } from '../../db/fillingDaily';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart, containing } from '../../platform/filterValues';
import { pagedRows, type PagedRows } from '../../platform/pagedRows';
import type { Trx } from './ingest.repository';

type Db = Kysely<DatabaseSchema>;

export interface DeletingRecord {
  filling_guid: string;
  station_id: number;
  station_code: string;
  station_name: string;
  cylinder_barcode: string;
  begin_time: string;
}

export interface Deleter {
  userId: number;
  name: string;
  realUserId: number | null;
  at: string;
}

const guidList = (guids: readonly string[]) => sql`${guids}::uuid[]`;

function deletedRecords(db: Db, user: ScopeUser, query: DeletedFillingQuery) {
  const { RegulatorId, StationId, Barcode, From, To } = query;
  let rows = db
    .selectFrom('filling_record_deleted as d')
    .innerJoin('station as s', 's.id', 'd.station_id')
    .where((eb) => stationInScope(user, eb.ref('d.station_id')));
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('d.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('d.station_id', '=', StationId);
  if (Barcode !== undefined) rows = rows.where('d.cylinder_barcode', 'like', containing(Barcode));
  if (From !== undefined) rows = rows.where('d.begin_time', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('d.begin_time', '<', chinaDayAfter(To));
  return rows;
}

function selectDeleted(db: Db, user: ScopeUser, query: DeletedFillingQuery) {
  return deletedRecords(db, user, query).select([
    'd.id',
    'd.filling_guid',
    'd.station_id',
    's.name as station_name',
    'd.cylinder_barcode',
    'd.begin_time',
    sql<string | null>`d.record ->> 'filling_weight'`.as('filling_weight'),
    sql<string | null>`d.record ->> 'operator_name'`.as('operator_name'),
    sql<number>`coalesce((d.record ->> 'flags')::int, 0)`.as('flags'),
    'd.reason',
    'd.deleted_by_name',
    'd.deleted_at',
  ]);
}
export type DeletedFillingRecord = Awaited<ReturnType<ReturnType<typeof selectDeleted>['execute']>>[number];

/**
 * Deleting filling records, all inside the caller's transaction: the records are kept whole in
 * filling_record_deleted, the daily rollup loses what they counted, the barcodes' latest filling is found again and
 * the cloned-label pairs naming them go; their guids stay registered, so a scale's retry is a duplicate.
 */
export class DeletionRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The records of these guids within the user's scope (the scope in SQL). */
  recordsInScope(trx: Trx, user: ScopeUser, guids: readonly string[]): Promise<DeletingRecord[]> {
    return trx
      .selectFrom('filling_record as f')
      .innerJoin('station as s', 's.id', 'f.station_id')
      .select([
        'f.filling_guid',
        'f.station_id',
        's.code as station_code',
        's.name as station_name',
        'f.cylinder_barcode',
        'f.begin_time',
      ])
      .where('f.filling_guid', 'in', guids)
      .where((eb) => stationInScope(user, eb.ref('f.station_id')))
      .execute();
  }

  /**
   * Locks the barcodes' latest-filling rows (in barcode order, as an upload does) and then the records, so a
   * deletion and an upload of the same barcode wait for each other instead of crossing.
   */
  async lock(trx: Trx, guids: readonly string[], barcodes: readonly string[]) {
    await trx
      .selectFrom('cylinder_last_filling')
      .select('barcode')
      .where('barcode', 'in', [...barcodes].sort())
      .orderBy('barcode')
      .forUpdate()
      .execute();
    await sql`select 1 from filling_record where filling_guid = any(${guidList(guids)}) for update`.execute(trx);
  }

  async keepDeleted(trx: Trx, guids: readonly string[], reason: string, by: Deleter) {
    await sql`
      insert into filling_record_deleted
        (record_id, filling_guid, station_id, cylinder_barcode, begin_time, record, reason, deleted_by,
         deleted_by_name, real_user_id, deleted_at)
      select f.id, f.filling_guid, f.station_id, f.cylinder_barcode, f.begin_time, to_jsonb(f), ${reason},
             ${by.userId}, ${by.name}, ${by.realUserId}, ${by.at}
        from filling_record f
       where f.filling_guid = any(${guidList(guids)})`.execute(trx);
  }

  /** Takes off the daily rollup exactly what the records count there (before they leave filling_record). */
  async subtractFromDaily(trx: Trx, guids: readonly string[], stationIds: readonly number[]) {
    const counted = rawDailyQuery(sql<boolean>`f.filling_guid = any(${guidList(guids)})`);
    await sql`
      update filling_daily d
         set ${sql.join(dailyCounters.map((column) => sql`${sql.ref(column)} = d.${sql.ref(column)} - x.${sql.ref(column)}`))}
        from (${counted}) x
       where d.station_id = x.station_id and d.day = x.day and d.category = x.category`.execute(trx);
    // A day left without fillings has no row, as the aggregate over the records has none.
    await trx.deleteFrom('filling_daily').where('fillings', '<=', 0).where('station_id', 'in', stationIds).execute();
  }

  async deleteRecords(trx: Trx, guids: readonly string[]) {
    await sql`delete from filling_record where filling_guid = any(${guidList(guids)})`.execute(trx);
  }

  async removeClonedPairs(trx: Trx, guids: readonly string[]) {
    await trx
      .deleteFrom('cloned_label')
      .where((eb) => eb.or([eb('first_guid', 'in', guids), eb('second_guid', 'in', guids)]))
      .execute();
  }

  /** A barcode whose latest filling was deleted gets its latest remaining one (none left: no row). */
  async recomputeLastFillings(trx: Trx, guids: readonly string[]) {
    const gone = await trx
      .deleteFrom('cylinder_last_filling')
      .where('filling_guid', 'in', guids)
      .returning('barcode')
      .execute();
    if (gone.length === 0) return;
    await sql`
      insert into cylinder_last_filling (barcode, station_id, begin_time, filling_guid)
      select distinct on (f.cylinder_barcode) f.cylinder_barcode, f.station_id, f.begin_time, f.filling_guid
        from filling_record f
       where f.cylinder_barcode = any(${gone.map((row) => row.barcode)}::varchar[])
       order by f.cylinder_barcode, f.begin_time desc
      on conflict (barcode) do update
         set station_id = excluded.station_id, begin_time = excluded.begin_time, filling_guid = excluded.filling_guid
       where excluded.begin_time > cylinder_last_filling.begin_time`.execute(trx);
  }
}

export type DeletedFillingRows = PagedRows<DeletedFillingQuery, DeletedFillingRecord>;

/** The deleted filling records of the caller's scope, newest deletion first. */
export const deletedFillingRows = (db: Db): DeletedFillingRows =>
  pagedRows(db, {
    filtered: (user, query: DeletedFillingQuery) => deletedRecords(db, user, query),
    ordered: (user, query) => selectDeleted(db, user, query).orderBy('d.deleted_at', 'desc').orderBy('d.id', 'desc'),
  });
