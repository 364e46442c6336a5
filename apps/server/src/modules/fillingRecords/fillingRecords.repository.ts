import { sql, type Kysely } from 'kysely';
import {
  CylinderCategory,
  type FillingHistoryQuery,
  type FillingRecordQuery,
  type LastFillingQuery,
  type VehicleFillingRecordQuery,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart, containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';
import { filtered, ofCategory, scopedFillings, type ScopedFillings } from '../../platform/scopedFillings';

type Db = Kysely<DatabaseSchema>;

/** Every field of a record as the lists show it (section 3.3), with its station, medium and the archive's spec. */
export function withRecordFields(rows: ScopedFillings) {
  return (
    rows
      .leftJoin('medium as m', 'm.id', 'f.medium_id')
      .leftJoin('cylinder_spec as cs', 'cs.id', 'c.spec_id')
      // The delivery of the filling (one at most, by its unique guid): joined in the page's own statement, so a page or
      // an export batch costs one index probe per row in the database, not a query per row.
      .leftJoin('delivery_record as dr', 'dr.filling_guid', 'f.filling_guid')
      .selectAll('f')
      .select(['s.name as station_name', 'm.name as medium_name', 'cs.name as spec_name', 'cs.preset_weight'])
      .select(['dr.delivery_time', 'dr.delivery_operator', 'dr.delivery_user', 'dr.delivery_address'])
  );
}
export type FillingRecordStored = Awaited<ReturnType<ReturnType<typeof withRecordFields>['execute']>>[number];

function recordList(db: Db, user: ScopeUser, query: FillingRecordQuery | VehicleFillingRecordQuery) {
  const category = 'CylinderCategory' in query ? query.CylinderCategory : CylinderCategory.Vehicle;
  let rows = filtered(scopedFillings(db, user), query).where(ofCategory(category));
  if (query.Flag !== undefined) rows = rows.where(sql<boolean>`(f.flags & ${query.Flag}::int) <> 0`);
  if ('PlateNumber' in query && query.PlateNumber !== undefined) {
    rows = rows.where('f.plate_number', 'like', containing(query.PlateNumber));
  }
  return rows;
}

/** One barcode exactly, read by the barcode index of each partition. */
function historyOf(db: Db, user: ScopeUser, query: FillingHistoryQuery) {
  return filtered(scopedFillings(db, user), { StationId: query.StationId, From: query.From, To: query.To }).where(
    'f.cylinder_barcode',
    '=',
    query.Barcode,
  );
}

/** The last filling of each barcode whose last filling was at a station of the caller's scope. */
function lastFillings(db: Db, user: ScopeUser, query: LastFillingQuery) {
  const { RegulatorId, StationId, Barcode, From, To, CylinderCategory: category } = query;
  let rows = db
    .selectFrom('cylinder_last_filling as l')
    .innerJoin('station as s', 's.id', 'l.station_id')
    .leftJoin('cylinder as c', 'c.barcode', 'l.barcode')
    .where((eb) => stationInScope(user, eb.ref('l.station_id')))
    .where(ofCategory(category));
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('l.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('l.station_id', '=', StationId);
  if (Barcode !== undefined) rows = rows.where('l.barcode', 'like', containing(Barcode));
  if (From !== undefined) rows = rows.where('l.begin_time', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('l.begin_time', '<', chinaDayAfter(To));
  return rows;
}

function selectLastFillings(db: Db, user: ScopeUser, query: LastFillingQuery) {
  return lastFillings(db, user, query)
    .leftJoin('filling_record as f', (join) =>
      join.onRef('f.filling_guid', '=', 'l.filling_guid').onRef('f.begin_time', '=', 'l.begin_time'),
    )
    .leftJoin('cylinder_spec as cs', 'cs.id', 'c.spec_id')
    .select([
      'l.barcode',
      'c.id as cylinder_id',
      'l.station_id',
      's.name as station_name',
      'l.begin_time',
      'f.cylinder_spec',
      'cs.name as spec_name',
      'f.filling_weight',
      'f.operator_name',
      'f.plate_number',
      'f.cylinder_state',
    ]);
}
export type LastFillingStored = Awaited<ReturnType<ReturnType<typeof selectLastFillings>['execute']>>[number];

/** Where a filling record stands in the lists' order (newest first). */
export interface FillingRecordKey {
  /** As PostgreSQL writes it, to the microsecond. */
  beginTime: string;
  id: number;
}

/** Filling records, a barcode's history and the last fillings, newest first. */
export class FillingRecordsRepository {
  constructor(private readonly db: Db) {}

  recordRows() {
    return pagedRows(this.db, {
      filtered: (user, query: FillingRecordQuery | VehicleFillingRecordQuery) => recordList(this.db, user, query),
      ordered: (user, query) =>
        withRecordFields(recordList(this.db, user, query))
          .orderBy('f.begin_time', 'desc')
          .orderBy('f.id', 'desc'),
    });
  }

  /** The records after `after` in the list's order (newest first), for the export's keyset batches. */
  recordsAfter(
    user: ScopeUser,
    query: FillingRecordQuery | VehicleFillingRecordQuery,
    after: FillingRecordKey | null,
    limit: number,
  ) {
    let rows = withRecordFields(recordList(this.db, user, query)).select(
      // The instant as PostgreSQL writes it (microseconds; the parsed begin_time keeps milliseconds).
      sql<string>`f.begin_time::text`.as('key_time'),
    );
    if (after) {
      rows = rows.where(sql<boolean>`(f.begin_time, f.id) < (${after.beginTime}::timestamptz, ${after.id}::bigint)`);
    }
    return rows.orderBy('f.begin_time', 'desc').orderBy('f.id', 'desc').limit(limit).execute();
  }

  historyRows() {
    return pagedRows(this.db, {
      filtered: (user, query: FillingHistoryQuery) => historyOf(this.db, user, query),
      ordered: (user, query) =>
        withRecordFields(historyOf(this.db, user, query))
          .orderBy('f.begin_time', 'desc')
          .orderBy('f.id', 'desc'),
    });
  }

  lastFillingRows() {
    return pagedRows(this.db, {
      filtered: (user, query: LastFillingQuery) => lastFillings(this.db, user, query),
      ordered: (user, query) =>
        selectLastFillings(this.db, user, query).orderBy('l.begin_time', 'desc').orderBy('l.barcode'),
    });
  }
}
