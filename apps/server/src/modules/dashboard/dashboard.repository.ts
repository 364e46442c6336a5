import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { BelongToType, CylinderStatus, StationKind } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';
import { InUseDate } from '../../platform/cylinderRollups';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';

type Db = Kysely<DatabaseSchema>;

/** The China days a dashboard figure of "this year" spans, split where the monthly rollups end. */
export interface YearDays {
  /** 1 January of the current year. */
  yearStart: string;
  /** The first day of the current month (the monthly rollups count the months before it). */
  monthStart: string;
  /** The first day of the next month. */
  nextMonthStart: string;
  today: string;
}

/** The days of "this year" as of a China date (yyyy-MM-dd). */
export function yearDays(today: string): YearDays {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { yearStart: `${year}-01-01`, monthStart: `${today.slice(0, 7)}-01`, nextMonthStart: next, today };
}

export interface SummaryRecord {
  units: number;
  filling_stations: number;
  institutions: number;
  registered: number;
  qualified: number;
  scrapped: number;
  fillings: string | number;
  inspections: string | number;
}

export interface SampleRecord {
  registered: string | null;
  normal: string | null;
  scrapped: string | null;
  inspected: string | null;
  institution: string | null;
  filling_station: string | null;
}

export interface RegionFigures {
  code: string;
  name: string;
  registered: number;
  fillings: string | number;
  inspections: string | number;
}

const deleted = sql.lit(CylinderStatus.Deleted);
const scrapped = sql.lit(CylinderStatus.Scrapped);
const inUse = sql.lit(CylinderStatus.Normal);

/**
 * `area (code)`: the region's division and every division below it (the whole tree for null); `placed`: the stations
 * located there; `units`: those within the caller's scope.
 */
function unitsCte(user: ScopeUser, region: string | null) {
  return sql`with recursive area (code) as (
      select code from division where ${region === null ? sql`parent_code is null` : sql`code = ${region}`}
      union all
      select d.code from division d join area on d.parent_code = area.code
    ), placed as (
      select s.id, s.kind, s.station_type, s.is_valid, s.name from station s where s.division_code in (select code from area)
    ), units as (
      select * from placed p where ${stationInScope(user, sql.ref('p.id'))}
    )`;
}

const ofCategory = (column: string, category: number | undefined) =>
  category === undefined ? sql`` : sql`and ${sql.ref(column)} = ${category}`;

/**
 * Rows of this year of a monthly rollup (1 January to the end of this month) with a sign, and the days of this month
 * after today (normally none) from its daily rollup taken off: this year to today, exactly, in a few rows per station.
 */
function thisYear(monthly: RawBuilder<unknown>, daily: RawBuilder<unknown>, days: YearDays) {
  return sql`${monthly} and month >= ${days.yearStart} and month <= ${days.monthStart}
    union all
    ${daily} and day > ${days.today} and day < ${days.nextMonthStart}`;
}

/** The fillings of this year per filling station (`station_id`, `fillings`, signed) of a station set. */
function fillingRows(stations: RawBuilder<unknown>, category: number | undefined, days: YearDays) {
  const cat = ofCategory('category', category);
  return thisYear(
    sql`select station_id, fillings from filling_monthly where station_id in ${stations} ${cat}`,
    sql`select station_id, -fillings from filling_daily where station_id in ${stations} ${cat}`,
    days,
  );
}

/**
 * `inspectionInScope` over the CTEs `placed` and `units` (the scope already decided once per statement): an
 * institution's own inspections of cylinders located in the region, anyone else's of the cylinders of their units.
 */
function inspectionScope(user: ScopeUser, cylinderStationId: Expression<number>, stationId: Expression<number>) {
  return user.belongToType === BelongToType.Station && !user.isSystemManager
    ? sql`${cylinderStationId} in (select id from placed) and ${stationId} = ${user.stationId ?? 0}`
    : sql`${cylinderStationId} in (select id from units)`;
}

/**
 * The inspections of this year (`cylinder_station_id`, `inspections`, signed) of the cylinders of a station set,
 * within the caller's scope: an inspection institution's own inspections of the cylinders located in the region
 * (`placed`), anyone else's of the cylinders of their stations there (`units`).
 */
function inspectionRows(user: ScopeUser, category: number | undefined, days: YearDays) {
  const scope = inspectionScope(user, sql.ref('cylinder_station_id'), sql.ref('station_id'));
  const cat = ofCategory('category', category);
  return thisYear(
    sql`select cylinder_station_id, inspections from inspection_monthly where ${scope} ${cat}`,
    sql`select cylinder_station_id, -inspections from inspection_daily where ${scope} ${cat}`,
    days,
  );
}

/**
 * The dashboard's figures, read from the rollups of migration 0034 (a few rows per station) and the station table,
 * within the caller's data scope and the chosen region: the same definitions as the usage summary's columns.
 */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  async summary(user: ScopeUser, region: string | null, category: number | undefined, days: YearDays) {
    const result = await sql<SummaryRecord>`
      ${unitsCte(user, region)}
      select u.units, u.filling_stations, u.institutions,
             c.registered, l.qualified_later + d.qualified_now as qualified, c.scrapped,
             f.fillings, i.inspections
        from (select count(*)::int as units,
                     count(*) filter (where kind = ${StationKind.Filling} and is_valid
                                      ${ofCategory('station_type', category)})::int as filling_stations,
                     count(*) filter (where kind = ${StationKind.Inspection} and is_valid)::int as institutions
                from units) u,
             (select coalesce(sum(cylinders) filter (where status <> ${deleted}), 0)::int as registered,
                     coalesce(sum(cylinders) filter (where status = ${scrapped}), 0)::int as scrapped
                from cylinder_status_count
               where station_id in (select id from units) ${ofCategory('category', category)}) c,
             (select coalesce(sum(cylinders), 0)::int as qualified_later
                from cylinder_count
               where station_id in (select id from units) and status = ${inUse}
                 and due_month >= ${days.nextMonthStart} ${ofCategory('category', category)}) l,
             (select coalesce(sum(cylinders), 0)::int as qualified_now
                from cylinder_due_day
               where station_id in (select id from units) ${ofCategory('category', category)}
                 and due_day >= ${days.today} and due_day < ${days.nextMonthStart}) d,
             (select coalesce(sum(fillings), 0)::bigint as fillings
                from (${fillingRows(sql`(select id from units)`, category, days)}) f (station_id, fillings)) f,
             (select coalesce(sum(inspections), 0)::bigint as inspections
                from (${inspectionRows(user, category, days)}) i (cylinder_station_id, inspections)) i`.execute(
      this.db,
    );
    return result.rows[0];
  }

  /** One example of each figure: per unit in scope an index look-up with `limit 1`, the first unit that has one. */
  async sample(user: ScopeUser, region: string | null, category: number | undefined, days: YearDays) {
    const first = (condition: RawBuilder<unknown>, order: RawBuilder<unknown> = sql``) => sql`(
      select x.barcode from units u cross join lateral (
        select c.barcode from cylinder c
         where c.station_id = u.id and ${condition} ${ofCategory('c.category', category)} ${order} limit 1) x
       limit 1)`;
    const due = sql`least(c.next_inspection_date, c.scrap_date)`;
    const result = await sql<SampleRecord>`
      ${unitsCte(user, region)}
      select ${first(sql`c.status <> ${deleted}`)} as registered,
             coalesce(${first(sql`c.status = ${inUse} and ${due} >= ${days.today}`, sql`order by ${due} desc`)},
                      ${first(sql`c.status = ${inUse} and ${due} is null`)}) as normal,
             ${first(sql`c.status = ${scrapped}`)} as scrapped,
             (select x.barcode
                from inspection_monthly p
                cross join lateral (
                  select c.barcode from inspection_record i join cylinder c on c.id = i.cylinder_id
                   where i.station_id = p.station_id and c.station_id = p.cylinder_station_id
                     ${ofCategory('c.category', category)}
                     and i.operation_time >= ${chinaDayStart(days.yearStart)}
                     and i.operation_time < ${chinaDayAfter(days.today)}
                   order by i.operation_time desc limit 1) x
               where ${inspectionScope(user, sql.ref('p.cylinder_station_id'), sql.ref('p.station_id'))}
                 ${ofCategory('p.category', category)}
                 and p.month >= ${days.yearStart} and p.month <= ${days.monthStart} and p.inspections > 0
               limit 1) as inspected,
             (select name from units where kind = ${StationKind.Inspection} and is_valid order by id limit 1)
               as institution,
             (select name from units where kind = ${StationKind.Filling} and is_valid
                ${ofCategory('station_type', category)} order by id limit 1) as filling_station`.execute(this.db);
    return result.rows[0];
  }

  /**
   * The map's regions: the children of the home division (the top-level divisions for the whole tree), or the home
   * division alone when it is a district (level 3 or below) or has no children; each with its bubble's figures.
   */
  async regions(user: ScopeUser, home: string | null, category: number, days: YearDays) {
    const tops =
      home === null
        ? sql`select code from division where parent_code is null`
        : sql`select code from division
               where parent_code = ${home} and (select level from division where code = ${home}) < 3
              union all
              select code from division
               where code = ${home} and ((select level from division where code = ${home}) >= 3
                     or not exists (select 1 from division where parent_code = ${home}))`;
    const result = await sql<RegionFigures>`
      with recursive tops (code) as (${tops}),
      tree (root, code) as (
        select code, code from tops
        union all
        select tree.root, d.code from division d join tree on d.parent_code = tree.code
      ), placed as (
        select s.id, tree.root from station s join tree on tree.code = s.division_code
      ), units as (
        select * from placed p where ${stationInScope(user, sql.ref('p.id'))}
      )
      select d.code, d.name,
             coalesce(c.registered, 0)::int as registered,
             coalesce(f.fillings, 0)::bigint as fillings,
             coalesce(i.inspections, 0)::bigint as inspections
        from division d
        join tops on tops.code = d.code
        left join (select u.root, sum(c.cylinders) as registered
                     from cylinder_status_count c join units u on u.id = c.station_id
                    where c.category = ${category} and c.status <> ${deleted}
                    group by u.root) c on c.root = d.code
        left join (select u.root, sum(f.fillings) as fillings
                     from (${fillingRows(sql`(select id from units)`, category, days)}) f (station_id, fillings)
                     join units u on u.id = f.station_id
                    group by u.root) f on f.root = d.code
        left join (select p.root, sum(i.inspections) as inspections
                     from (${inspectionRows(user, category, days)}) i (cylinder_station_id, inspections)
                     join placed p on p.id = i.cylinder_station_id
                    group by p.root) i on i.root = d.code
       order by d.code`.execute(this.db);
    return result.rows;
  }

  /**
   * Re-derives the cylinder-count rollups (0034, 0040) of the caller's stations from the archive, in the caller's
   * transaction: writers of the cylinder table wait (share lock) so the rows re-derived are exactly the archive's.
   */
  async rederiveCylinderCounts(trx: Db, user: ScopeUser): Promise<void> {
    await sql`lock table cylinder in share mode`.execute(trx);
    const scoped = stationInScope(user, sql.ref('station_id'));
    await sql`delete from cylinder_count where ${scoped}`.execute(trx);
    await sql`delete from cylinder_due_day where ${scoped}`.execute(trx);
    await sql`delete from cylinder_status_count where ${scoped}`.execute(trx);
    await sql`delete from cylinder_in_use_day where ${scoped}`.execute(trx);
    await sql`delete from cylinder_in_use_month where ${scoped}`.execute(trx);
    await sql`
      insert into cylinder_status_count (station_id, category, status, cylinders)
      select station_id, category, status, count(*) from cylinder where station_id is not null and ${scoped}
       group by 1, 2, 3`.execute(trx);
    await sql`
      insert into cylinder_count (station_id, category, status, due_month, cylinders)
      select station_id, category, status,
             coalesce(date_trunc('month', least(next_inspection_date, scrap_date))::date, 'infinity'::date), count(*)
        from cylinder where station_id is not null and ${scoped}
       group by 1, 2, 3, 4`.execute(trx);
    await sql`
      insert into cylinder_due_day (station_id, category, due_day, cylinders)
      select station_id, category, least(next_inspection_date, scrap_date), count(*)
        from cylinder
       where station_id is not null and status = ${inUse} and least(next_inspection_date, scrap_date) is not null
         and ${scoped}
       group by 1, 2, 3`.execute(trx);
    for (const [kind, date] of [
      [InUseDate.NextInspection, 'next_inspection_date'],
      [InUseDate.Scrap, 'scrap_date'],
    ] as const) {
      await sql`
        insert into cylinder_in_use_day (station_id, kind, category, day, cylinders)
        select station_id, ${kind}, category, ${sql.ref(date)}, count(*)
          from cylinder
         where station_id is not null and status = ${inUse} and ${sql.ref(date)} is not null and ${scoped}
         group by 1, 3, 4`.execute(trx);
      await sql`
        insert into cylinder_in_use_month (station_id, kind, category, month, cylinders)
        select station_id, ${kind}, category, date_trunc('month', ${sql.ref(date)})::date, count(*)
          from cylinder
         where station_id is not null and status = ${inUse} and ${sql.ref(date)} is not null and ${scoped}
         group by 1, 3, 4`.execute(trx);
    }
  }

  /**
   * Takes the user's refresh slot: true when the user's last refresh is at least a minute old (or there is none),
   * and records this one; false otherwise. One row per user, so concurrent requests and instances take turns.
   */
  async takeRefreshSlot(trx: Db, userId: number, at: Date): Promise<boolean> {
    const result = await sql<{ user_id: number }>`
      insert into dashboard_refresh as r (user_id, refreshed_at) values (${userId}, ${at.toISOString()})
      on conflict (user_id) do update set refreshed_at = excluded.refreshed_at
        where r.refreshed_at <= excluded.refreshed_at - interval '1 minute'
      returning user_id`.execute(trx);
    return result.rows.length > 0;
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
