import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart, containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** An abnormal-cylinder filter as the SQL compares it. */
export interface AbnormalFilter {
  category: number;
  regulatorId?: number | undefined;
  stationId?: number | undefined;
  kind?: number | undefined;
  barcode?: string | undefined;
  plateNum?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Active abnormal entries in the caller's scope (by the station recorded with the entry), filtered. */
function activeEntries(db: Db, user: ScopeUser, filter: AbnormalFilter) {
  let query = db
    .selectFrom('cylinder_abnormal as a')
    .innerJoin('cylinder as c', 'c.id', 'a.cylinder_id')
    .where('a.restored_at', 'is', null)
    .where((eb) => stationInScope(user, eb.ref('a.station_id')))
    .where('c.category', '=', filter.category);
  if (filter.regulatorId !== undefined) {
    const regulatorId = filter.regulatorId;
    query = query.where((eb) => eb('a.station_id', 'in', regulatorStationIds(regulatorId)));
  }
  if (filter.stationId !== undefined) query = query.where('a.station_id', '=', filter.stationId);
  if (filter.kind !== undefined) query = query.where('a.kind', '=', filter.kind);
  if (filter.barcode !== undefined) query = query.where('c.barcode', 'like', containing(filter.barcode));
  if (filter.plateNum !== undefined) query = query.where('c.plate_num', 'like', containing(filter.plateNum));
  if (filter.from !== undefined) query = query.where('a.flagged_at', '>=', chinaDayStart(filter.from));
  if (filter.to !== undefined) query = query.where('a.flagged_at', '<', chinaDayAfter(filter.to));
  return query;
}

const countKind = (kind: number) => sql<number>`count(*) filter (where a.kind = ${kind})`;

/** The entries of each abnormal kind and in all, as a station's summary row and the 合计 count them. */
const kindCounts = () => [
  countKind(1).as('stopped'),
  countKind(2).as('lost'),
  countKind(3).as('overdue_filling'),
  countKind(4).as('duplicate'),
  sql<number>`count(*)`.as('total'),
];

/** The active abnormal cylinders, newest flag first. */
export const abnormalRows = (db: Db) =>
  pagedRows(db, {
    filtered: (user, filter: AbnormalFilter) => activeEntries(db, user, filter),
    ordered: (user, filter) =>
      activeEntries(db, user, filter)
        .leftJoin('station as s', 's.id', 'a.station_id')
        .leftJoin('division as d', 'd.code', 's.division_code')
        .leftJoin('vendor as v', 'v.id', 'c.vendor_id')
        .leftJoin('cylinder_type as t', 't.id', 'c.type_id')
        .leftJoin('medium as m', 'm.id', 'c.medium_id')
        .leftJoin('cylinder_spec as sp', 'sp.id', 'c.spec_id')
        .select([
          'a.id',
          'a.cylinder_id',
          'a.kind',
          'a.reason',
          'a.flagged_by',
          'a.flagged_at',
          'a.station_id',
          'c.barcode',
          'c.serial_number',
          'c.make_date',
          'c.next_inspection_date',
          'c.scrap_date',
          'c.status',
          'c.plate_num',
          'c.vc_type_name',
          's.name as station_name',
          'd.name as area_name',
          'v.name as vendor_name',
          't.name as type_name',
          'm.name as medium_name',
          'sp.name as spec_name',
        ])
        .orderBy('a.flagged_at', 'desc')
        .orderBy('a.id', 'desc'),
  });
export type AbnormalRecord = Awaited<ReturnType<ReturnType<typeof abnormalRows>['read']>>[number];

/** Active abnormal cylinders per station, counted by kind; counted by the stations the entries name. */
export const abnormalSummaryRows = (db: Db) =>
  pagedRows(db, {
    filtered: (user, filter: AbnormalFilter) =>
      activeEntries(db, user, filter).where('a.station_id', 'is not', null).groupBy('a.station_id'),
    ordered: (user, filter) =>
      activeEntries(db, user, filter)
        .innerJoin('station as s', 's.id', 'a.station_id')
        .leftJoin('division as d', 'd.code', 's.division_code')
        .groupBy(['s.id', 's.name', 's.code', 's.division_code', 'd.name'])
        .select(['s.id as station_id', 's.name as station_name', 'd.name as area_name'])
        .select(kindCounts)
        .orderBy('s.division_code')
        .orderBy('s.code'),
    counts: 'groups',
  });
export type AbnormalSummaryRecord = Awaited<ReturnType<ReturnType<typeof abnormalSummaryRows>['read']>>[number];

export class AbnormalRepository {
  constructor(private readonly db: Db) {}

  /** The 合计 of `abnormalSummaryRows`: the active abnormal cylinders of every station it lists, by kind and in all. */
  async summaryTotals(user: ScopeUser, filter: AbnormalFilter) {
    const row = await activeEntries(this.db, user, filter)
      .innerJoin('station as s', 's.id', 'a.station_id')
      .select(kindCounts)
      .executeTakeFirstOrThrow();
    return {
      stoppedCount: Number(row.stopped),
      lostCount: Number(row.lost),
      overdueFillingCount: Number(row.overdue_filling),
      duplicateCount: Number(row.duplicate),
      abnormalCount: Number(row.total),
    };
  }

  /** Entries in scope among the ids (any state), with their cylinder, locked for the change. */
  lockEntries(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('cylinder_abnormal as a')
      .innerJoin('cylinder as c', 'c.id', 'a.cylinder_id')
      .where('a.id', 'in', [...ids])
      .where((eb) => stationInScope(user, eb.ref('a.station_id')))
      .select(['a.id', 'a.cylinder_id', 'a.kind', 'a.restored_at', 'c.barcode', 'c.station_id', 'c.status'])
      .orderBy('a.id')
      .forUpdate()
      .execute();
  }

  async restore(
    db: Db,
    ids: readonly number[],
    values: { restored_at: string; restored_user_id: number; restored_name: string },
  ): Promise<void> {
    await db
      .updateTable('cylinder_abnormal')
      .set(values)
      .where('id', 'in', [...ids])
      .where('restored_at', 'is', null)
      .execute();
  }

  async setStatus(db: Db, cylinderIds: readonly number[], from: number, to: number): Promise<void> {
    if (cylinderIds.length === 0) return;
    await db
      .updateTable('cylinder')
      .set({ status: to })
      .where('id', 'in', [...cylinderIds])
      .where('status', '=', from)
      .execute();
  }

  /** Cylinders in scope among the ids, each with its active abnormal entry (if any), locked for the change. */
  lockCylinders(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('cylinder as c')
      .leftJoin('cylinder_abnormal as a', (join) =>
        join.onRef('a.cylinder_id', '=', 'c.id').on('a.restored_at', 'is', null),
      )
      .where('c.id', 'in', [...ids])
      .where((eb) => stationInScope(user, eb.ref('c.station_id')))
      .select(['c.id', 'c.barcode', 'c.station_id', 'c.status', 'a.id as abnormal_id', 'a.kind as abnormal_kind'])
      .orderBy('c.id')
      .forUpdate('c')
      .execute();
  }

  async insertEntries(
    db: Db,
    entries: readonly {
      cylinder_id: number;
      station_id: number | null;
      kind: number;
      reason: string;
      flagged_by: string;
      flagged_at: string;
    }[],
  ): Promise<void> {
    if (entries.length > 0)
      await db
        .insertInto('cylinder_abnormal')
        .values([...entries])
        .execute();
  }
}
