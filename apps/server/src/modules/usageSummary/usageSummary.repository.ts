import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CylinderStatus, InspectionResult, StationKind } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { inspectionInScope, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { divisionTree } from '../../platform/divisionTree';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';
import { divisionWithin, homeDivisionOf, regionRows, regionsCte, type RegionRecord } from '../../platform/homeDivision';
import { InUseDate, inUseDatedRows, qualifiedRows } from '../../platform/cylinderRollups';

type Db = Kysely<DatabaseSchema>;

/** The China days a report counts fillings and inspections in (either end open). */
export interface DayRange {
  From?: string | undefined;
  To?: string | undefined;
}

export type { RegionRecord };

const count = (condition: RawBuilder<unknown>) => sql`count(*) filter (where ${condition})::int`;

/**
 * The counts of the dashboard's drill-down reports, each one grouped statement per source within the caller's data
 * scope: the archive from the cylinder rollups (by the filling station's division), the fillings from the daily
 * rollup, the inspections from their records (by the inspected cylinder's station), the units from the station table.
 */
export class UsageSummaryRepository {
  constructor(private readonly db: Db) {}

  /** The division a regulator or a station user works in; null for a system manager (the whole tree). */
  homeDivision(user: ScopeUser): Promise<string | null | undefined> {
    return homeDivisionOf(this.db, user);
  }

  /** Whether a division is the home division or lies below it (any division, for a home of the whole tree). */
  within(code: string, home: string | null): Promise<boolean> {
    return divisionWithin(this.db, code, home);
  }

  units(user: ScopeUser, filter: UnitFilter, page: { offset: number; limit: number }) {
    return unitPage(this.db, user, filter, page.offset, page.limit);
  }

  unitCount(user: ScopeUser, filter: UnitFilter) {
    return unitCount(this.db, user, filter);
  }

  /** The report's rows: the children of the region by code, then the region's own row. */
  regions(region: string | null): Promise<RegionRecord[]> {
    return regionRows(this.db, region);
  }

  /**
   * The archive's counts per row: registered, qualified in use, scrapped, overdue, stopped, past scrap date; each
   * summed from the cylinder rollups (a few rows per station), the same figures as counting the stations' cylinders.
   */
  async cylinders(user: ScopeUser, region: string | null, category: number | undefined, today: string) {
    const where = sql`${stationInScope(user, sql.ref('station_id'))}
      ${category === undefined ? sql`` : sql`and category = ${category}`}`;
    const sum = (condition: RawBuilder<unknown>) => sql`coalesce(sum(c.cylinders) filter (where ${condition}), 0)::int`;
    const status = (which: RawBuilder<unknown>) => sum(sql`c.figure = 'status' and c.status ${which}`);
    const result = await sql<{ root: string } & Record<string, number>>`
      ${regionsCte(region)}, figures (station_id, figure, status, cylinders) as (
        select station_id, 'status', status, cylinders from cylinder_status_count where ${where}
        union all
        select station_id, 'qualified', null::smallint, cylinders from (${qualifiedRows(today, where)}) x
        union all
        select station_id, case kind when ${sql.lit(InUseDate.Scrap)} then 'overdue_scrap' else 'overdue' end,
               null::smallint, cylinders
          from (${inUseDatedRows([InUseDate.NextInspection, InUseDate.Scrap], today, today, where)}) x
      )
      select r.root,
             ${status(sql`<> ${CylinderStatus.Deleted}`)} as registered,
             ${sum(sql`c.figure = 'qualified'`)} as qualified,
             ${status(sql`= ${CylinderStatus.Scrapped}`)} as scrapped,
             ${sum(sql`c.figure = 'overdue'`)} as overdue,
             ${status(sql`= ${CylinderStatus.Stopped}`)} as stopped,
             ${sum(sql`c.figure = 'overdue_scrap'`)} as overdue_scrap
        from figures c
        join station s on s.id = c.station_id
        join regions r on r.code = s.division_code
       group by r.root`.execute(this.db);
    return result.rows;
  }

  /** The fillings per row from the daily rollup: all, normal, of expired, scrapped and unarchived cylinders, tonnes. */
  async fillings(user: ScopeUser, region: string | null, category: number | undefined, days: DayRange) {
    const result = await sql<{ root: string } & Record<string, number | string>>`
      ${regionsCte(region)}
      select r.root,
             coalesce(sum(f.fillings), 0)::bigint as fillings,
             coalesce(sum(f.normal), 0)::bigint as normal,
             coalesce(sum(f.expired), 0)::bigint as expired,
             coalesce(sum(f.scrapped), 0)::bigint as scrapped,
             coalesce(sum(f.no_archive), 0)::bigint as no_archive,
             coalesce(sum(f.weight), 0)::numeric as weight
        from filling_daily f
        join station s on s.id = f.station_id
        join regions r on r.code = s.division_code
       where ${stationInScope(user, sql.ref('f.station_id'))}
         ${category === undefined ? sql`` : sql`and f.category = ${category}`}
         ${days.From === undefined ? sql`` : sql`and f.day >= ${days.From}`}
         ${days.To === undefined ? sql`` : sql`and f.day <= ${days.To}`}
       group by r.root`.execute(this.db);
    return result.rows;
  }

  /** The inspections per row (by the inspected cylinder's station): all, qualified, failed (unqualified or scrapped). */
  async inspections(user: ScopeUser, region: string | null, category: number | undefined, days: DayRange) {
    const result = await sql<{ root: string; inspections: number; qualified: number; failed: number }>`
      ${regionsCte(region)}
      select r.root,
             count(*)::int as inspections,
             ${count(sql`i.result = ${InspectionResult.Qualified}`)} as qualified,
             ${count(sql`i.result <> ${InspectionResult.Qualified}`)} as failed
        from inspection_record i
        join cylinder c on c.id = i.cylinder_id
        join station s on s.id = c.station_id
        join regions r on r.code = s.division_code
       where ${inspectionInScope(user, sql.ref('i.station_id'), sql.ref('c.station_id'))}
         ${category === undefined ? sql`` : sql`and c.category = ${category}`}
         ${inspectedFrom(days)}
       group by r.root`.execute(this.db);
    return result.rows;
  }

  /** The valid filling units per row (of one station type if chosen), their cylinders and their fillings. */
  async fillStations(user: ScopeUser, region: string | null, stationType: number | undefined, days: DayRange) {
    const result = await sql<{ root: string; stations: number; cylinders: number; fillings: string }>`
      ${regionsCte(region)}, units as (
        select r.root, s.id
          from station s
          join regions r on r.code = s.division_code
         where s.kind = ${StationKind.Filling} and s.is_valid
           and ${stationInScope(user, sql.ref('s.id'))}
           ${stationType === undefined ? sql`` : sql`and s.station_type = ${stationType}`}
      )
      select u.root,
             count(*)::int as stations,
             coalesce(sum((select sum(c.cylinders) from cylinder_status_count c
                            where c.station_id = u.id and c.status <> ${CylinderStatus.Deleted})), 0)::int as cylinders,
             coalesce(sum((select sum(f.fillings) from filling_daily f
                            where f.station_id = u.id
                              ${days.From === undefined ? sql`` : sql`and f.day >= ${days.From}`}
                              ${days.To === undefined ? sql`` : sql`and f.day <= ${days.To}`})), 0)::bigint as fillings
        from units u
       group by u.root`.execute(this.db);
    return result.rows;
  }

  /** The valid inspection institutions per row and the inspections they made. */
  async institutions(user: ScopeUser, region: string | null, days: DayRange) {
    const result = await sql<{ root: string; institutions: number; inspections: number }>`
      ${regionsCte(region)}, units as (
        select r.root, s.id
          from station s
          join regions r on r.code = s.division_code
         where s.kind = ${StationKind.Inspection} and s.is_valid
           and ${stationInScope(user, sql.ref('s.id'))}
      )
      select u.root,
             count(*)::int as institutions,
             coalesce(sum((select count(*) from inspection_record i
                            where i.station_id = u.id ${inspectedFrom(days)})), 0)::int as inspections
        from units u
       group by u.root`.execute(this.db);
    return result.rows;
  }
}

/** Which units a count of 企业统计 stands for: valid units of one kind in a region (its subtree, or itself alone). */
export interface UnitFilter {
  kind: StationKind;
  region: string | null;
  /** Only the units located in the region directly (the report's （本级） row). */
  ownLevel: boolean;
  stationType: number | undefined;
}

export interface UnitRecord {
  id: number;
  code: string;
  name: string;
  station_type: number | null;
  division_name: string;
  credit_code: string | null;
  address: string | null;
  principal: string | null;
  phone: string | null;
  license_no: string | null;
  license_until: string | null;
  is_valid: boolean;
}

/**
 * The units behind a count: the same conditions as `fillStations` and `institutions` count by (valid, of the kind and
 * type, in the caller's scope, in the row's region), in the region's order, by code.
 */
function unitsWhere(user: ScopeUser, filter: UnitFilter) {
  const region =
    filter.region === null
      ? sql`true`
      : filter.ownLevel
        ? sql`s.division_code = ${filter.region}`
        : sql`s.division_code in ${divisionTree(filter.region)}`;
  return sql`s.kind = ${filter.kind} and s.is_valid
    and ${stationInScope(user, sql.ref('s.id'))}
    and ${region}
    ${filter.stationType === undefined ? sql`` : sql`and s.station_type = ${filter.stationType}`}`;
}

async function unitPage(db: Db, user: ScopeUser, filter: UnitFilter, offset: number, limit: number) {
  const result = await sql<UnitRecord>`
    select s.id, s.code, s.name, s.station_type, d.name as division_name, s.credit_code, s.address, s.principal,
           s.phone, s.license_no, s.license_until::text as license_until, s.is_valid
      from station s
      join division d on d.code = s.division_code
     where ${unitsWhere(user, filter)}
     order by s.division_code, s.code, s.id
     offset ${offset} limit ${limit}`.execute(db);
  return result.rows;
}

async function unitCount(db: Db, user: ScopeUser, filter: UnitFilter): Promise<number> {
  const result = await sql<{ total: number }>`
    select count(*)::int as total from station s where ${unitsWhere(user, filter)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** The inspections of the chosen China days (by when they were made). */
function inspectedFrom(days: DayRange) {
  return sql`${days.From === undefined ? sql`` : sql`and i.operation_time >= ${chinaDayStart(days.From)}`}
    ${days.To === undefined ? sql`` : sql`and i.operation_time < ${chinaDayAfter(days.To)}`}`;
}
