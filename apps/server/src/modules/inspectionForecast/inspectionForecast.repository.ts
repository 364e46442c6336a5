import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  CylinderStatus,
  dueWindowDays,
  type DueWindow,
  type ForecastCylinderQuery,
  type ForecastQuery,
  type OverdueQuery,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { InUseDate, inUseDatedRows } from '../../platform/cylinderRollups';
import { addDays } from '../../platform/filterValues';
import { boundStations, forecastScope, isInstitution } from '../../platform/institutionScope';
import type { Page } from '../../platform/listRoutes';
import type { CylinderCondition } from '../cylinders/cylinderFilter';

type Db = Kysely<DatabaseSchema>;

/** The day bounds of the windows: today, and 30, 60 and 90 days on. */
function windowDays(today: string) {
  return { today, d30: addDays(today, 30), d60: addDays(today, 60), d90: addDays(today, 90) };
}

/**
 * The forecast's cylinders as conditions on `cylinder as c`: in use (status 正常), in the caller's forecast scope,
 * with the filter; `before` bounds the next inspection date (an index range on it).
 */
export function forecastConditions(
  user: ScopeUser,
  filter: Omit<ForecastQuery, 'PageIndex' | 'CountPerPage'> & { DivisionCode?: string | undefined },
): CylinderCondition[] {
  const { CylinderCategory, RegulatorId, FillStationId, InspectStationId, DivisionCode } = filter;
  const conditions: CylinderCondition[] = [
    (eb) => eb('c.status', '=', CylinderStatus.Normal),
    (eb) => forecastScope(user, eb.ref('c.station_id')),
  ];
  if (CylinderCategory !== undefined) conditions.push((eb) => eb('c.category', '=', CylinderCategory));
  if (RegulatorId !== undefined) {
    conditions.push((eb) => eb('c.station_id', 'in', regulatorStationIds(RegulatorId)));
  }
  if (FillStationId !== undefined) conditions.push((eb) => eb('c.station_id', '=', FillStationId));
  if (InspectStationId !== undefined) {
    conditions.push((eb) => eb('c.station_id', 'in', boundStations(InspectStationId)));
  }
  if (DivisionCode !== undefined) {
    conditions.push((eb) =>
      eb(
        'c.station_id',
        'in',
        eb.selectFrom('station as ds').select('ds.id').where('ds.division_code', '=', DivisionCode),
      ),
    );
  }
  return conditions;
}

/** The next inspection date within a window (days from today). */
export function windowCondition(window: DueWindow, today: string): CylinderCondition {
  const { from, before } = dueWindowDays[window];
  return (eb) =>
    eb.and([
      ...(from !== null ? [eb('c.next_inspection_date', '>=', addDays(today, from))] : []),
      eb('c.next_inspection_date', '<', addDays(today, before)),
    ]);
}

/**
 * `forecastConditions` on the station and category of the cylinder rollups (unqualified `station_id`, `category`):
 * every condition of the forecast but the status, which the in-use rollups hold already.
 */
function rollupConditions(
  user: ScopeUser,
  filter: Omit<ForecastQuery, 'PageIndex' | 'CountPerPage'>,
): RawBuilder<unknown> {
  const { CylinderCategory, RegulatorId, FillStationId, InspectStationId } = filter;
  const station = sql.ref<number>('station_id');
  return sql.join(
    [
      sql`${forecastScope(user, station)}`,
      ...(CylinderCategory !== undefined ? [sql`category = ${CylinderCategory}`] : []),
      ...(RegulatorId !== undefined ? [sql`station_id in ${regulatorStationIds(RegulatorId)}`] : []),
      ...(FillStationId !== undefined ? [sql`station_id = ${FillStationId}`] : []),
      ...(InspectStationId !== undefined ? [sql`station_id in ${boundStations(InspectStationId)}`] : []),
    ],
    sql` and `,
  );
}

const sumOf = (column: string) => sql<string>`coalesce(sum(${sql.ref(column)}), 0)`;
const windowSums = () => [
  sumOf('p.overdue').as('overdue'),
  sumOf('p.due30').as('due30'),
  sumOf('p.due60').as('due60'),
  sumOf('p.due90').as('due90'),
];

/** The forecast's figures: grouped counts over the next-inspection index, the scope and filter in SQL. */
export class InspectionForecastRepository {
  constructor(private readonly db: Db) {}

  /**
   * The counts per owning station, summed from the rollups of the cylinders in use by next inspection date (migration
   * 0040: the backlog by month, the 90 days by day): the same figures as counting the stations' cylinders, in a few
   * rows per station. Stations with no cylinder due before day 90 are left out, as they have no cylinder to count.
   */
  private perStation(user: ScopeUser, query: ForecastQuery, today: string) {
    const days = windowDays(today);
    const rows = inUseDatedRows([InUseDate.NextInspection], today, days.d90, rollupConditions(user, query));
    const sum = (condition: RawBuilder<unknown>) =>
      sql`coalesce(sum(cylinders) filter (where ${condition}), 0)::bigint`;
    return sql<{ station_id: number; overdue: string; due30: string; due60: string; due90: string }>`(
      select station_id,
             ${sum(sql`day < ${days.today}`)} as overdue,
             ${sum(sql`day >= ${days.today} and day < ${days.d30}`)} as due30,
             ${sum(sql`day >= ${days.d30} and day < ${days.d60}`)} as due60,
             ${sum(sql`day >= ${days.d60}`)} as due90
        from (${rows}) r
       group by station_id
      having sum(cylinders) > 0)`;
  }

  // Hand-written: the page carries its own count (count(*) over ()), so no count statement follows it.
  byStation(user: ScopeUser, query: ForecastQuery, today: string, page: Page) {
    return this.db
      .selectFrom(this.perStation(user, query, today).as('p'))
      .innerJoin('station as s', 's.id', 'p.station_id')
      .leftJoin('division as d', 'd.code', 's.division_code')
      .select(['s.id as group_id', 's.name as group_name', 'd.name as area_name'])
      .select(['p.overdue', 'p.due30', 'p.due60', 'p.due90'])
      .select(sql<string>`count(*) over ()`.as('total_count'))
      .orderBy('s.division_code')
      .orderBy('s.code')
      .orderBy('s.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  // Hand-written: the page carries its own count (count(*) over ()), so no count statement follows it.
  byDistrict(user: ScopeUser, query: ForecastQuery, today: string, page: Page) {
    return this.db
      .selectFrom(this.perStation(user, query, today).as('p'))
      .innerJoin('station as s', 's.id', 'p.station_id')
      .leftJoin('division as d', 'd.code', 's.division_code')
      .groupBy(['s.division_code', 'd.name'])
      .select(['s.division_code as group_code', 'd.name as area_name'])
      .select(windowSums())
      .select(sql<string>`count(*) over ()`.as('total_count'))
      .orderBy('s.division_code')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  /** The station counts joined to the institutions bound to each station (narrowed as the caller and filter ask). */
  private institutionGroups(user: ScopeUser, query: ForecastQuery, today: string) {
    const only = isInstitution(user) ? (user.stationId ?? 0) : query.InspectStationId;
    return this.db
      .selectFrom(this.perStation(user, query, today).as('p'))
      .leftJoin('inspect_station_fill_station as b', (join) => {
        const on = join.onRef('b.fill_station_id', '=', 'p.station_id');
        return only === undefined ? on : on.on('b.inspect_station_id', '=', only);
      })
      .leftJoin('station as i', 'i.id', 'b.inspect_station_id')
      .leftJoin('division as d', 'd.code', 'i.division_code')
      .groupBy(['b.inspect_station_id', 'i.name', 'i.code', 'd.name']);
  }

  // Hand-written: the page carries its own count (count(*) over ()), so no count statement follows it.
  byInstitution(user: ScopeUser, query: ForecastQuery, today: string, page: Page) {
    return this.institutionGroups(user, query, today)
      .select(['b.inspect_station_id as group_id', 'i.name as group_name', 'd.name as area_name'])
      .select(sql<string>`count(distinct p.station_id)`.as('stations'))
      .select(windowSums())
      .select(sql<string>`count(*) over ()`.as('total_count'))
      .orderBy(sql`b.inspect_station_id is null`)
      .orderBy('i.code')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  /** The totals of a tab: the sum of its rows (the institution tab counts a station's cylinders per institution). */
  async totals(user: ScopeUser, query: ForecastQuery, today: string, tab: 'station' | 'institution') {
    const rows =
      tab === 'institution'
        ? this.db.selectFrom(
            this.institutionGroups(user, query, today).select(['b.inspect_station_id']).select(windowSums()).as('p'),
          )
        : this.db.selectFrom(this.perStation(user, query, today).as('p'));
    const row = await rows.select(windowSums()).executeTakeFirstOrThrow();
    return {
      overdue: Number(row.overdue),
      due30: Number(row.due30),
      due60: Number(row.due60),
      due90: Number(row.due90),
    };
  }

  /**
   * 超期气瓶 per filling station in the caller's scope: its cylinders in use overdue today (the in-use rollups), its
   * fillings flagged Expired in the period (the daily rollup), and its overdue cylinders inspected in the period (a
   * record dated in the period after the due date the cylinder's preceding record set). Stations with none of the three
   * are left out.
   */
  private overdueStations(user: ScopeUser, query: OverdueQuery, today: string) {
    const { CylinderCategory, RegulatorId, StationId, From, To } = query;
    const overdueRows = inUseDatedRows(
      [InUseDate.NextInspection],
      today,
      today,
      CylinderCategory === undefined ? sql`true` : sql`category = ${CylinderCategory}`,
    );
    const overdue = sql<{ station_id: number; n: string }>`(
      select station_id, sum(cylinders)::bigint as n from (${overdueRows}) x group by station_id)`;
    const fillings = this.db
      .selectFrom('filling_daily as f')
      .$if(CylinderCategory !== undefined, (q) => q.where('f.category', '=', CylinderCategory!))
      .$if(From !== undefined, (q) => q.where('f.day', '>=', From!))
      .$if(To !== undefined, (q) => q.where('f.day', '<=', To!))
      .groupBy('f.station_id')
      .select(['f.station_id', sql<string>`sum(f.expired)`.as('n')]);
    const disposed = this.db
      .selectFrom('inspection_record as r')
      .innerJoin('cylinder as c', 'c.id', 'r.cylinder_id')
      .$if(CylinderCategory !== undefined, (q) => q.where('c.category', '=', CylinderCategory!))
      .$if(From !== undefined, (q) => q.where('r.last_inspection_date', '>=', From!))
      .$if(To !== undefined, (q) => q.where('r.last_inspection_date', '<=', To!))
      .where(
        (eb) =>
          sql<SqlBool>`${eb.ref('r.last_inspection_date')} > (${eb
            .selectFrom('inspection_record as p')
            .whereRef('p.cylinder_id', '=', 'r.cylinder_id')
            .where(sql<SqlBool>`(p.last_inspection_date, p.id) < (r.last_inspection_date, r.id)`)
            .select('p.next_inspection_date')
            .orderBy('p.last_inspection_date', 'desc')
            .orderBy('p.id', 'desc')
            .limit(1)})`,
      )
      .groupBy('c.station_id')
      .select(['c.station_id', sql<string>`count(distinct r.cylinder_id)`.as('n')]);
    return this.db
      .selectFrom('station as s')
      .leftJoin('division as d', 'd.code', 's.division_code')
      .leftJoin(overdue.as('o'), 'o.station_id', 's.id')
      .leftJoin(fillings.as('f'), 'f.station_id', 's.id')
      .leftJoin(disposed.as('x'), 'x.station_id', 's.id')
      .where('s.kind', '=', 1)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .$if(RegulatorId !== undefined, (q) => q.where('s.id', 'in', regulatorStationIds(RegulatorId!)))
      .$if(StationId !== undefined, (q) => q.where('s.id', '=', StationId!))
      .where(sql<SqlBool>`coalesce(o.n, 0) + coalesce(f.n, 0) + coalesce(x.n, 0) > 0`)
      .select([
        's.id as station_id',
        's.name as station_name',
        'd.name as area_name',
        sql<string>`coalesce(o.n, 0)`.as('overdue'),
        sql<string>`coalesce(f.n, 0)`.as('fillings'),
        sql<string>`coalesce(x.n, 0)`.as('disposed'),
      ]);
  }

  // Hand-written: the page carries its own count (count(*) over ()), so no count statement follows it.
  overduePage(user: ScopeUser, query: OverdueQuery, today: string, page: Page) {
    return this.db
      .selectFrom(this.overdueStations(user, query, today).as('g'))
      .selectAll('g')
      .select(sql<string>`count(*) over ()`.as('total_count'))
      .orderBy(sql`g.overdue::bigint`, 'desc')
      .orderBy('g.station_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  async overdueTotals(user: ScopeUser, query: OverdueQuery, today: string) {
    const row = await this.db
      .selectFrom(this.overdueStations(user, query, today).as('g'))
      .select([
        sql<string>`coalesce(sum(g.overdue), 0)`.as('overdue'),
        sql<string>`coalesce(sum(g.fillings), 0)`.as('fillings'),
        sql<string>`coalesce(sum(g.disposed), 0)`.as('disposed'),
      ])
      .executeTakeFirstOrThrow();
    return {
      overdueCount: Number(row.overdue),
      overdueFillingCount: Number(row.fillings),
      disposedCount: Number(row.disposed),
    };
  }
}

export type ForecastCylinderFilter = Omit<ForecastCylinderQuery, 'PageIndex' | 'CountPerPage'>;
