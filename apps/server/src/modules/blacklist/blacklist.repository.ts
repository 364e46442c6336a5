import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart, containing } from '../../platform/filterValues';
import { daysSince } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** A blacklist filter as the SQL compares it. */
export interface BlacklistFilter {
  category: number;
  regulatorId?: number | undefined;
  stationId?: number | undefined;
  barcode?: string | undefined;
  serialNumber?: string | undefined;
  vendorId?: number | undefined;
  plateNum?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** true: entries taken off the blacklist; false: active entries. */
  cancelled: boolean;
}

/**
 * Blacklist entries within the caller's scope (by the station the cylinder belonged to when it was blacklisted,
 * indexed with the operation time), with the filter applied.
 */
function entries(db: Db, user: ScopeUser, filter: BlacklistFilter) {
  let query = db
    .selectFrom('cylinder_blacklist as b')
    .innerJoin('cylinder as c', 'c.id', 'b.cylinder_id')
    .where((eb) => stationInScope(user, eb.ref('b.station_id')))
    .where('c.category', '=', filter.category)
    .where('b.cancelled_at', filter.cancelled ? 'is not' : 'is', null);
  if (filter.regulatorId !== undefined) {
    const regulatorId = filter.regulatorId;
    query = query.where((eb) => eb('b.station_id', 'in', regulatorStationIds(regulatorId)));
  }
  if (filter.stationId !== undefined) query = query.where('b.station_id', '=', filter.stationId);
  if (filter.barcode !== undefined) query = query.where('c.barcode', 'like', containing(filter.barcode));
  if (filter.serialNumber !== undefined) {
    query = query.where('c.serial_number', 'like', containing(filter.serialNumber));
  }
  if (filter.vendorId !== undefined) query = query.where('c.vendor_id', '=', filter.vendorId);
  if (filter.plateNum !== undefined) query = query.where('c.plate_num', 'like', containing(filter.plateNum));
  if (filter.from !== undefined) query = query.where('b.operation_time', '>=', chinaDayStart(filter.from));
  if (filter.to !== undefined) query = query.where('b.operation_time', '<', chinaDayAfter(filter.to));
  return query;
}

const entryColumns = [
  'b.id',
  'b.cylinder_id',
  'b.station_id',
  'b.reason',
  'b.operator_name',
  'b.operation_time',
  'b.cancelled_at',
  'b.cancel_name',
  'b.cancel_reason',
  'c.barcode',
  'c.serial_number',
  'c.make_date',
  'c.plate_num',
] as const;

/** An entry's columns with its station, region and vendor names. */
function entryPage(db: Db, user: ScopeUser, filter: BlacklistFilter) {
  return entries(db, user, filter)
    .leftJoin('station as s', 's.id', 'b.station_id')
    .leftJoin('division as d', 'd.code', 's.division_code')
    .leftJoin('vendor as v', 'v.id', 'c.vendor_id')
    .select([...entryColumns, 's.name as station_name', 'd.name as area_name', 'v.name as vendor_name']);
}

/** The entries, newest first. */
export const entryRows = (db: Db) =>
  pagedRows(db, {
    filtered: (user, filter: BlacklistFilter) => entries(db, user, filter),
    ordered: (user, filter) => entryPage(db, user, filter).orderBy('b.operation_time', 'desc').orderBy('b.id', 'desc'),
  });
export type EntryRecord = Awaited<ReturnType<ReturnType<typeof entryRows>['read']>>[number];

/** The vehicle list: each row also counts its fillings and the days since the last one (or since registration). */
export const vehicleEntryRows = (db: Db, today: () => string) =>
  pagedRows(db, {
    filtered: (user, filter: BlacklistFilter) => entries(db, user, filter),
    ordered: (user, filter) =>
      entryPage(db, user, filter)
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('filling_record as f')
              .whereRef('f.cylinder_id', '=', 'c.id')
              .select((inner) => [
                inner.fn.max('f.begin_time').as('last_filling'),
                inner.fn.countAll<number>().as('filling_count'),
              ])
              .as('f'),
          (join) => join.onTrue(),
        )
        .select([
          sql<number>`coalesce(f.filling_count, 0)`.as('filling_count'),
          daysSince(today(), sql`coalesce(f.last_filling, c.record_time)`).as('unfiled_days'),
        ])
        .orderBy('b.operation_time', 'desc')
        .orderBy('b.id', 'desc'),
  });
export type VehicleEntryRecord = Awaited<ReturnType<ReturnType<typeof vehicleEntryRows>['read']>>[number];

/** Active entries per station, stations in region and code order; counted by the stations the entries name. */
export const stationSummaryRows = (db: Db) =>
  pagedRows(db, {
    filtered: (user, filter: BlacklistFilter) =>
      entries(db, user, filter).where('b.station_id', 'is not', null).groupBy('b.station_id'),
    ordered: (user, filter) =>
      entries(db, user, filter)
        .innerJoin('station as s', 's.id', 'b.station_id')
        .leftJoin('division as d', 'd.code', 's.division_code')
        .groupBy(['s.id', 's.name', 's.code', 's.division_code', 'd.name'])
        .select(['s.id as station_id', 's.name as station_name', 'd.name as area_name'])
        .select((eb) => eb.fn.countAll<number>().as('black_count'))
        .orderBy('s.division_code')
        .orderBy('s.code'),
    counts: 'groups',
  });
export type StationSummaryRecord = Awaited<ReturnType<ReturnType<typeof stationSummaryRows>['read']>>[number];

export class BlacklistRepository {
  constructor(private readonly db: Db) {}

  /** One entry in scope, with its cylinder. */
  detail(user: ScopeUser, id: number) {
    return this.db
      .selectFrom('cylinder_blacklist as b')
      .innerJoin('cylinder as c', 'c.id', 'b.cylinder_id')
      .leftJoin('station as s', 's.id', 'c.station_id')
      .leftJoin('vendor as v', 'v.id', 'c.vendor_id')
      .leftJoin('cylinder_type as t', 't.id', 'c.type_id')
      .leftJoin('medium as m', 'm.id', 'c.medium_id')
      .leftJoin('cylinder_spec as sp', 'sp.id', 'c.spec_id')
      .where('b.id', '=', id)
      .where((eb) => stationInScope(user, eb.ref('b.station_id')))
      .select([
        ...entryColumns,
        'c.category',
        'c.status',
        'c.is_blacklisted',
        'c.last_inspection_date',
        'c.next_inspection_date',
        'c.scrap_date',
        's.name as station_name',
        'v.name as vendor_name',
        't.name as type_name',
        'm.name as medium_name',
        'sp.name as spec_name',
      ])
      .executeTakeFirst();
  }

  evidence(blacklistId: number) {
    return this.db
      .selectFrom('cylinder_blacklist_evidence')
      .where('blacklist_id', '=', blacklistId)
      .select(['file_id', 'name'])
      .orderBy('file_id')
      .execute();
  }

  /** Cylinders in scope (not deleted) among the ids, locked for the change. */
  lockCylinders(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('cylinder as c')
      .where('c.id', 'in', [...ids])
      .where('c.status', '<>', 8)
      .where((eb) => stationInScope(user, eb.ref('c.station_id')))
      .select(['c.id', 'c.barcode', 'c.station_id', 'c.status', 'c.is_blacklisted'])
      .orderBy('c.id')
      .forUpdate()
      .execute();
  }

  insertEntries(
    db: Db,
    rows: {
      cylinder_id: number;
      station_id: number | null;
      reason: string;
      operator_user_id: number;
      operator_name: string;
      operation_time: string;
    }[],
  ) {
    return db.insertInto('cylinder_blacklist').values(rows).returning(['id', 'cylinder_id']).execute();
  }

  async insertEvidence(db: Db, rows: { blacklist_id: number; file_id: number; name: string }[]): Promise<void> {
    if (rows.length > 0) await db.insertInto('cylinder_blacklist_evidence').values(rows).execute();
  }

  async setBlacklisted(db: Db, cylinderIds: readonly number[], blacklisted: boolean): Promise<void> {
    await db
      .updateTable('cylinder')
      .set({ is_blacklisted: blacklisted })
      .where('id', 'in', [...cylinderIds])
      .execute();
  }

  /** Entries in scope among the ids (any state), with their cylinder, locked for the change. */
  lockEntries(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('cylinder_blacklist as b')
      .innerJoin('cylinder as c', 'c.id', 'b.cylinder_id')
      .where('b.id', 'in', [...ids])
      .where((eb) => stationInScope(user, eb.ref('b.station_id')))
      .select(['b.id', 'b.cylinder_id', 'b.cancelled_at', 'c.barcode', 'c.station_id', 'c.status'])
      .orderBy('b.id')
      .forUpdate()
      .execute();
  }

  /** Active entries the filter finds in scope, locked for the change. */
  lockMatching(db: Db, user: ScopeUser, filter: BlacklistFilter) {
    return entries(db, user, { ...filter, cancelled: false })
      .select(['b.id', 'b.cylinder_id', 'b.cancelled_at', 'c.barcode', 'c.station_id', 'c.status'])
      .orderBy('b.id')
      .forUpdate()
      .execute();
  }

  async cancel(
    db: Db,
    ids: readonly number[],
    values: { cancelled_at: string; cancel_user_id: number; cancel_name: string; cancel_reason: string | null },
  ): Promise<void> {
    await db
      .updateTable('cylinder_blacklist')
      .set(values)
      .where('id', 'in', [...ids])
      .where('cancelled_at', 'is', null)
      .execute();
  }
}
