import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  statusChangeKindValues,
  statusOfChangeKind,
  StatusChangeKind,
  type StatusChangeQuery,
  type StatusChangeRecordQuery,
} from '@gcs/contracts';
import type { DatabaseSchema, HistoryChange } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';
import type { Page } from '../../platform/listRoutes';
import { HistoryAction } from '../cylinderRecord/history';
import { stationsOfDivision } from '../../platform/divisionTree';

type Db = Kysely<DatabaseSchema>;

/**
 * The kind of status change a history row (alias h) records, or null: a blacklisting (its own action), a deletion
 * (its own action), or a row whose changes include the archive status, by the status it left the cylinder in.
 */
const kindOfRow: RawBuilder<number | null> = sql<number | null>`(case
  when h.action = ${sql.lit(HistoryAction.Blacklisted)} then ${sql.lit(StatusChangeKind.Blacklisted)}
  when h.action = ${sql.lit(HistoryAction.Deleted)} then ${sql.lit(StatusChangeKind.Deleted)}
  when h.changes @> '[{"field":"status"}]'::jsonb then case h.status
    ${sql.join(
      Object.entries(statusOfChangeKind).map(
        ([kind, status]) => sql`when ${sql.lit(status)} then ${sql.lit(Number(kind))}`,
      ),
      sql` `,
    )}
  end
end)::int`;

/** The history actions that may count (the others count only when their changes include the archive status). */
const countedActions = sql.join([sql.lit(HistoryAction.Blacklisted), sql.lit(HistoryAction.Deleted)]);

export interface StatusCounts {
  deleted: string;
  scrapped: string;
  cancelled: string;
  transferred: string;
  stopped: string;
  returned: string;
  blacklisted: string;
  total: string;
}

const countNames: Record<StatusChangeKind, keyof StatusCounts> = {
  1: 'deleted',
  2: 'scrapped',
  3: 'cancelled',
  4: 'transferred',
  5: 'stopped',
  6: 'returned',
  7: 'blacklisted',
};

export type StationStatusCounts = StatusCounts & { station_id: number; station_name: string; area_name: string | null };
export type RegionStatusCounts = StatusCounts & { division_code: string; area_name: string | null };

export interface StatusChangeRecord {
  id: number;
  cylinder_id: number;
  barcode: string;
  station_id: number;
  station_name: string;
  kind: number;
  changed_at: string;
  operator_name: string;
  entity_name: string | null;
  changes: HistoryChange[] | string;
}

/**
 * The status changes of spec 02 section 3.12 from cylinder_history: the rows of the caller's scope (by the station
 * the row names, indexed with the time) in the period, of the cylinders of the category, with their kind.
 */
export class StatusChangesRepository {
  constructor(private readonly db: Db) {}

  /** The counted history rows of the filter, each with its kind (alias `k`), as one sub-select. */
  private changes(user: ScopeUser, query: StatusChangeQuery, kind?: number) {
    const { CylinderCategory, RegulatorId, StationId, DivisionCode, From, To } = query;
    const conditions = [
      sql`h.station_id is not null`,
      sql`${stationInScope(user, sql`h.station_id`)}`,
      sql`(h.action in (${countedActions}) or h.changes @> '[{"field":"status"}]'::jsonb)`,
      ...(CylinderCategory !== undefined
        ? [sql`exists (select 1 from cylinder c where c.id = h.cylinder_id and c.category = ${CylinderCategory})`]
        : []),
      ...(RegulatorId !== undefined ? [sql`h.station_id in ${regulatorStationIds(RegulatorId)}`] : []),
      ...(StationId !== undefined ? [sql`h.station_id = ${StationId}`] : []),
      ...(DivisionCode !== undefined ? [sql`h.station_id in ${stationsOfDivision(DivisionCode)}`] : []),
      ...(From !== undefined ? [sql`h.changed_at >= ${chinaDayStart(From)}::timestamptz`] : []),
      ...(To !== undefined ? [sql`h.changed_at < ${chinaDayAfter(To)}::timestamptz`] : []),
    ];
    const rows = sql`select h.*, ${kindOfRow} as kind from cylinder_history h where ${sql.join(conditions, sql` and `)}`;
    return kind === undefined
      ? sql`(select * from (${rows}) r where r.kind is not null)`
      : sql`(select * from (${rows}) r where r.kind = ${kind})`;
  }

  private counts() {
    return sql.join([
      ...statusChangeKindValues.map(
        (kind) => sql`count(*) filter (where k.kind = ${sql.lit(kind)})::bigint as ${sql.ref(countNames[kind])}`,
      ),
      sql`count(*)::bigint as total`,
    ]);
  }

  async byStation(user: ScopeUser, query: StatusChangeQuery, page: Page): Promise<StationStatusCounts[]> {
    const result = await sql<StationStatusCounts>`
      select s.id as station_id, s.name as station_name, d.name as area_name, ${this.counts()}
        from ${this.changes(user, query)} k
        join station s on s.id = k.station_id
        left join division d on d.code = s.division_code
       group by s.id, s.name, s.code, s.division_code, d.name
       order by s.division_code, s.code, s.id
       offset ${page.offset} limit ${page.limit}`.execute(this.db);
    return result.rows;
  }

  async countStations(user: ScopeUser, query: StatusChangeQuery): Promise<number> {
    const result = await sql<{ total: string }>`
      select count(distinct k.station_id) as total from ${this.changes(user, query)} k`.execute(this.db);
    return Number(result.rows[0]?.total ?? 0);
  }

  async byRegion(user: ScopeUser, query: StatusChangeQuery, page: Page): Promise<RegionStatusCounts[]> {
    const result = await sql<RegionStatusCounts>`
      select s.division_code, d.name as area_name, ${this.counts()}
        from ${this.changes(user, query)} k
        join station s on s.id = k.station_id
        left join division d on d.code = s.division_code
       group by s.division_code, d.name
       order by s.division_code
       offset ${page.offset} limit ${page.limit}`.execute(this.db);
    return result.rows;
  }

  async countRegions(user: ScopeUser, query: StatusChangeQuery): Promise<number> {
    const result = await sql<{ total: string }>`
      select count(distinct s.division_code) as total
        from ${this.changes(user, query)} k
        join station s on s.id = k.station_id`.execute(this.db);
    return Number(result.rows[0]?.total ?? 0);
  }

  /** The 合计 over every counted row of the filter. */
  async totals(user: ScopeUser, query: StatusChangeQuery): Promise<StatusCounts> {
    const result = await sql<StatusCounts>`select ${this.counts()} from ${this.changes(user, query)} k`.execute(
      this.db,
    );
    const row = result.rows[0];
    if (!row) throw new Error('no totals');
    return row;
  }

  /** The history rows behind the counts, newest first. */
  async records(user: ScopeUser, query: StatusChangeRecordQuery, page: Page): Promise<StatusChangeRecord[]> {
    const result = await sql<StatusChangeRecord>`
      select k.id, k.cylinder_id, c.barcode, k.station_id, s.name as station_name, k.kind, k.changed_at,
             k.operator_name, k.entity_name, k.changes
        from ${this.changes(user, query, query.Kind)} k
        join cylinder c on c.id = k.cylinder_id
        join station s on s.id = k.station_id
       order by k.changed_at desc, k.id desc
       offset ${page.offset} limit ${page.limit}`.execute(this.db);
    return result.rows;
  }

  async countRecords(user: ScopeUser, query: StatusChangeRecordQuery): Promise<number> {
    const result = await sql<{ total: string }>`
      select count(*) as total from ${this.changes(user, query, query.Kind)} k`.execute(this.db);
    return Number(result.rows[0]?.total ?? 0);
  }
}
