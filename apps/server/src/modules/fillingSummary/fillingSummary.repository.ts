import { sql, type Kysely } from 'kysely';
import type { FillingSummaryQuery } from '@gcs/contracts';
import type { DailyFlagColumn } from '../../db/fillingDaily';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import type { Page } from '../../platform/listRoutes';
import { pagedRows } from '../../platform/pagedRows';
import { stationsOfDivision } from '../../platform/divisionTree';

type Db = Kysely<DatabaseSchema>;

/** The rollup's rows of the caller's scope with the filter applied (China days, the area's category). */
function dailyRows(db: Db, user: ScopeUser, query: FillingSummaryQuery) {
  const { CylinderCategory, RegulatorId, StationId, DivisionCode, From, To } = query;
  let rows = db
    .selectFrom('filling_daily as f')
    .where((eb) => stationInScope(user, eb.ref('f.station_id')))
    .where('f.category', '=', CylinderCategory);
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('f.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('f.station_id', '=', StationId);
  if (DivisionCode !== undefined) rows = rows.where((eb) => eb('f.station_id', 'in', stationsOfDivision(DivisionCode)));
  if (From !== undefined) rows = rows.where('f.day', '>=', From);
  if (To !== undefined) rows = rows.where('f.day', '<=', To);
  return rows;
}

/** The counters summed over a group of rollup rows; the weight in tonnes to three decimals. */
const counters = () => [
  sql<string>`coalesce(sum(f.fillings), 0)::bigint`.as('fillings'),
  sql<string>`coalesce(sum(f.normal), 0)::bigint`.as('normal'),
  sql<string>`coalesce(sum(f.expired), 0)::bigint`.as('expired'),
  sql<string>`coalesce(sum(f.scrapped), 0)::bigint`.as('scrapped'),
  sql<string>`coalesce(sum(f.no_archive), 0)::bigint`.as('no_archive'),
  sql<string>`round(coalesce(sum(f.weight), 0) / 1000, 3)`.as('tonnes'),
];

export type SummedCounters = {
  fillings: string;
  normal: string;
  expired: string;
  scrapped: string;
  no_archive: string;
  tonnes: string;
};

const flagCounts = (column: DailyFlagColumn) => [
  sql<string>`coalesce(sum(f.fillings), 0)::bigint`.as('fillings'),
  sql<string>`coalesce(sum(f.${sql.ref(column)}), 0)::bigint`.as('flagged'),
];

/** The filling summaries, answered from the daily rollup that every upload keeps in its own transaction. */
export class FillingSummaryRepository {
  constructor(private readonly db: Db) {}

  /** Each station's counters over the filter, in the order of the region tree (district, then station code). */
  stationRows() {
    return pagedRows(this.db, {
      filtered: (user, query: FillingSummaryQuery) => this.stationGroups(user, query),
      ordered: (user, query) => this.perStation(user, query).select(counters),
      counts: 'groups',
    });
  }

  /**
   * One page of stations with the number of stations and the 合计, from one pass over the rollup: the stations'
   * counters are summed once, and the count and the totals are taken over them before the page is cut.
   */
  // Hand-written: the page carries its own count and 合计 (window sums), so no count statement follows it.
  async byStationWithTotals(user: ScopeUser, query: FillingSummaryQuery, page: Page) {
    const rows = await this.db
      .with('per', () =>
        dailyRows(this.db, user, query)
          .groupBy('f.station_id')
          .select('f.station_id')
          .select(counters)
          .select(sql<string>`coalesce(sum(f.weight), 0)`.as('weight')),
      )
      .selectFrom('per')
      .innerJoin('station as s', 's.id', 'per.station_id')
      .leftJoin('division as d', 'd.code', 's.division_code')
      .select([
        's.id as station_id',
        's.name as station_name',
        'd.name as area_name',
        'per.fillings',
        'per.normal',
        'per.expired',
        'per.scrapped',
        'per.no_archive',
        'per.tonnes',
        sql<string>`count(*) over ()`.as('total_count'),
        sql<string>`sum(per.fillings) over ()`.as('all_fillings'),
        sql<string>`sum(per.normal) over ()`.as('all_normal'),
        sql<string>`sum(per.expired) over ()`.as('all_expired'),
        sql<string>`sum(per.scrapped) over ()`.as('all_scrapped'),
        sql<string>`sum(per.no_archive) over ()`.as('all_no_archive'),
        sql<string>`round(sum(per.weight) over () / 1000, 3)`.as('all_tonnes'),
      ])
      .orderBy('s.division_code')
      .orderBy('s.code')
      .orderBy('s.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    const first = rows[0];
    if (first === undefined) {
      // Past the last page (or nothing at all): the count and the totals on their own.
      const [totalCount, totals] = await Promise.all([this.countStations(user, query), this.totals(user, query)]);
      return { rows, totalCount, totals };
    }
    const totals: SummedCounters = {
      fillings: first.all_fillings,
      normal: first.all_normal,
      expired: first.all_expired,
      scrapped: first.all_scrapped,
      no_archive: first.all_no_archive,
      tonnes: first.all_tonnes,
    };
    return { rows, totalCount: Number(first.total_count), totals };
  }

  /** The rollup's rows grouped by station. */
  private stationGroups(user: ScopeUser, query: FillingSummaryQuery) {
    return dailyRows(this.db, user, query)
      .innerJoin('station as s', 's.id', 'f.station_id')
      .leftJoin('division as d', 'd.code', 's.division_code')
      .groupBy(['s.id', 's.name', 's.code', 's.division_code', 'd.name']);
  }

  /** The rollup's rows grouped by station, in the order of the region tree. */
  private perStation(user: ScopeUser, query: FillingSummaryQuery) {
    return this.stationGroups(user, query)
      .select(['s.id as station_id', 's.name as station_name', 'd.name as area_name'])
      .orderBy('s.division_code')
      .orderBy('s.code')
      .orderBy('s.id');
  }

  async countStations(user: ScopeUser, query: FillingSummaryQuery): Promise<number> {
    const row = await dailyRows(this.db, user, query)
      .select(sql<string>`count(distinct f.station_id)`.as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Each China day's counters over the filter, the latest day first. */
  dayRows() {
    return pagedRows(this.db, {
      filtered: (user, query: FillingSummaryQuery) => dailyRows(this.db, user, query).groupBy('f.day'),
      ordered: (user, query) =>
        dailyRows(this.db, user, query)
          .groupBy('f.day')
          .select(sql<string>`f.day::text`.as('day'))
          .select(counters)
          .orderBy('f.day', 'desc'),
      counts: 'groups',
    });
  }

  /** Each station's fillings and those carrying one flag, in the order of the region tree. */
  flagStationRows(column: DailyFlagColumn) {
    return pagedRows(this.db, {
      filtered: (user, query: FillingSummaryQuery) => this.stationGroups(user, query),
      ordered: (user, query) => this.perStation(user, query).select(flagCounts(column)),
      counts: 'groups',
    });
  }

  /** The 合计 of one flag's summary. */
  flagTotals(user: ScopeUser, query: FillingSummaryQuery, column: DailyFlagColumn) {
    return dailyRows(this.db, user, query).select(flagCounts(column)).executeTakeFirstOrThrow();
  }

  /** The 合计: the counters over every row of the filter. */
  totals(user: ScopeUser, query: FillingSummaryQuery): Promise<SummedCounters> {
    return dailyRows(this.db, user, query).select(counters).executeTakeFirstOrThrow();
  }
}
