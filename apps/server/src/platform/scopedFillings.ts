import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from './dataScope';
import { chinaDayAfter, chinaDayStart, containing } from './filterValues';

type Db = Kysely<DatabaseSchema>;

/**
 * The filling records of a caller's scope and the filters their lists share: a query the filling-record lists and the
 * abnormal-filling lists both need, kept here so neither module reaches the other's repository
 * (docs/architecture.md §3).
 */

/** The station, regulator, barcode and day filters the filling lists share. */
export interface StationDayFilter {
  RegulatorId?: number | undefined;
  StationId?: number | undefined;
  Barcode?: string | undefined;
  From?: string | undefined;
  To?: string | undefined;
}

/**
 * The filling records of the caller's scope, with their station and archive: the scope binds `station_id`, so each
 * monthly partition's (station_id, begin_time) index serves a region's list of a bounded period.
 */
export function scopedFillings(db: Db, user: ScopeUser) {
  return db
    .selectFrom('filling_record as f')
    .innerJoin('station as s', 's.id', 'f.station_id')
    .leftJoin('cylinder as c', 'c.id', 'f.cylinder_id')
    .where((eb) => stationInScope(user, eb.ref('f.station_id')));
}
export type ScopedFillings = ReturnType<typeof scopedFillings>;

/** A record's category: its archive's, or its station type's for a cylinder without archive (as the rollups count). */
export const ofCategory = (category: number) => sql<boolean>`coalesce(c.category, s.station_type) = ${category}`;

/** The shared filters; the barcode matches a part of it. */
export function filtered<Q extends ScopedFillings>(rows: Q, query: StationDayFilter): Q {
  const { RegulatorId, StationId, Barcode, From, To } = query;
  let out = rows;
  if (RegulatorId !== undefined)
    out = out.where((eb) => eb('f.station_id', 'in', regulatorStationIds(RegulatorId))) as Q;
  if (StationId !== undefined) out = out.where('f.station_id', '=', StationId) as Q;
  if (Barcode !== undefined) out = out.where('f.cylinder_barcode', 'like', containing(Barcode)) as Q;
  if (From !== undefined) out = out.where('f.begin_time', '>=', chinaDayStart(From)) as Q;
  if (To !== undefined) out = out.where('f.begin_time', '<', chinaDayAfter(To)) as Q;
  return out;
}
