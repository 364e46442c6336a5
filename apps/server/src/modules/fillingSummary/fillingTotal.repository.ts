import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CylinderStatus, type FillingSummaryQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { stationsOfDivision } from '../../platform/divisionTree';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';
import type { Page } from '../../platform/listRoutes';

type Db = Kysely<DatabaseSchema>;

export interface RegionCounters {
  division_code: string;
  area_name: string | null;
  before_checks: string;
  fillings: string;
  after_checks: string;
  normal: string;
  expired: string;
  scrapped: string;
  no_archive: string;
  tonnes: string;
  cylinders: string;
  inspections: string;
}

const counterNames = [
  'before_checks',
  'fillings',
  'after_checks',
  'normal',
  'expired',
  'scrapped',
  'no_archive',
  'weight',
  'cylinders',
  'inspections',
] as const;
type Counter = (typeof counterNames)[number];

/**
 * 充装总量's answer: per station of the caller's scope, the rollup's counters over the days (filling_daily), the
 * check records of the period (filling_check, by station, kind and time), the archived cylinders now (the rollup
 * cylinder_status_count: station, category and status) and the inspections of those cylinders in the period;
 * grouped by the stations' region.
 */
export class FillingTotalRepository {
  constructor(private readonly db: Db) {}

  /** One row per station and source, each with every counter (zero where the source does not count it). */
  private perStation(user: ScopeUser, query: FillingSummaryQuery) {
    const { CylinderCategory, RegulatorId, StationId, DivisionCode, From, To } = query;
    const stationFilter = (column: RawBuilder<number>) =>
      sql.join(
        [
          sql`${stationInScope(user, column)}`,
          ...(RegulatorId !== undefined ? [sql`${column} in ${regulatorStationIds(RegulatorId)}`] : []),
          ...(StationId !== undefined ? [sql`${column} = ${StationId}`] : []),
          ...(DivisionCode !== undefined ? [sql`${column} in ${stationsOfDivision(DivisionCode)}`] : []),
        ],
        sql` and `,
      );
    const period = (column: RawBuilder<string>) =>
      sql.join(
        [
          sql`true`,
          ...(From !== undefined ? [sql`${column} >= ${chinaDayStart(From)}::timestamptz`] : []),
          ...(To !== undefined ? [sql`${column} < ${chinaDayAfter(To)}::timestamptz`] : []),
        ],
        sql` and `,
      );
    const select = (values: Partial<Record<Counter, RawBuilder<unknown>>>) =>
      sql.join(counterNames.map((name) => sql`${values[name] ?? sql`0`}::numeric as ${sql.ref(name)}`));
    const days = sql.join(
      [
        sql`true`,
        ...(From !== undefined ? [sql`f.day >= ${From}::date`] : []),
        ...(To !== undefined ? [sql`f.day <= ${To}::date`] : []),
      ],
      sql` and `,
    );
    return sql`
      select f.station_id, ${select({
        fillings: sql`sum(f.fillings)`,
        normal: sql`sum(f.normal)`,
        expired: sql`sum(f.expired)`,
        scrapped: sql`sum(f.scrapped)`,
        no_archive: sql`sum(f.no_archive)`,
        weight: sql`sum(f.weight)`,
      })}
        from filling_daily f
       where f.category = ${CylinderCategory} and ${days} and ${stationFilter(sql`f.station_id`)}
       group by f.station_id
      union all
      select k.station_id, ${select({
        before_checks: sql`count(*) filter (where k.kind = 1)`,
        after_checks: sql`count(*) filter (where k.kind = 2)`,
      })}
        from filling_check k
        join station ks on ks.id = k.station_id
        left join cylinder kc on kc.id = k.cylinder_id
       where coalesce(kc.category, ks.station_type) = ${CylinderCategory}
         and ${period(sql`k.check_time`)} and ${stationFilter(sql`k.station_id`)}
       group by k.station_id
      union all
      select c.station_id, ${select({ cylinders: sql`sum(c.cylinders)` })}
        from cylinder_status_count c
       where c.category = ${CylinderCategory} and c.status <> ${CylinderStatus.Deleted}
         and ${stationFilter(sql`c.station_id`)}
       group by c.station_id
      having sum(c.cylinders) > 0
      union all
      select ic.station_id, ${select({ inspections: sql`count(*)` })}
        from inspection_record i
        join cylinder ic on ic.id = i.cylinder_id
       where ic.category = ${CylinderCategory}
         and ${period(sql`i.operation_time`)} and ${stationFilter(sql`ic.station_id`)}
       group by ic.station_id`;
  }

  /** The counters summed over the rows given (per station, or per region). */
  private sums() {
    return sql.join([
      ...counterNames
        .filter((name) => name !== 'weight')
        .map((name) => sql`coalesce(sum(p.${sql.ref(name)}), 0)::bigint as ${sql.ref(name)}`),
      sql`round(coalesce(sum(p.weight), 0) / 1000, 3) as tonnes`,
    ]);
  }

  /** Each region's counters, in the order of the region codes. */
  async byRegion(user: ScopeUser, query: FillingSummaryQuery, page: Page): Promise<RegionCounters[]> {
    const result = await sql<RegionCounters>`
      select s.division_code, d.name as area_name, ${this.sums()}
        from (${this.perStation(user, query)}) p
        join station s on s.id = p.station_id
        left join division d on d.code = s.division_code
       group by s.division_code, d.name
       order by s.division_code
       offset ${page.offset} limit ${page.limit}`.execute(this.db);
    return result.rows;
  }

  async countRegions(user: ScopeUser, query: FillingSummaryQuery): Promise<number> {
    const result = await sql<{ total: string }>`
      select count(distinct s.division_code) as total
        from (${this.perStation(user, query)}) p
        join station s on s.id = p.station_id`.execute(this.db);
    return Number(result.rows[0]?.total ?? 0);
  }

  /** The 合计 over every station of the filter. */
  async totals(
    user: ScopeUser,
    query: FillingSummaryQuery,
  ): Promise<Omit<RegionCounters, 'division_code' | 'area_name'>> {
    const result = await sql<Omit<RegionCounters, 'division_code' | 'area_name'>>`
      select ${this.sums()} from (${this.perStation(user, query)}) p`.execute(this.db);
    const row = result.rows[0];
    if (!row) throw new Error('no totals');
    return row;
  }
}
