import { sql, type Kysely } from 'kysely';
import { CylinderCategory, CylinderStatus, type FillingRateQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { divisionTree } from '../../platform/divisionTree';
import { chosenRegion, regionRows, regionsCte } from '../../platform/homeDivision';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/**
 * The vehicle cylinders in use registered to the stations of the caller's scope (read by the archive's
 * (station_id, category, status, ...) index), each with its last filling (one row per barcode, kept with every upload).
 */
function registered(db: Db, user: ScopeUser, query: FillingRateQuery) {
  let rows = db
    .selectFrom('cylinder as c')
    .innerJoin('station as s', 's.id', 'c.station_id')
    .leftJoin('cylinder_last_filling as l', 'l.barcode', 'c.barcode')
    .where('c.category', '=', CylinderCategory.Vehicle)
    .where('c.status', '=', CylinderStatus.Normal)
    .where((eb) => stationInScope(user, eb.ref('c.station_id')));
  if (query.RegulatorId !== undefined) {
    rows = rows.where((eb) => eb('c.station_id', 'in', regulatorStationIds(query.RegulatorId as number)));
  }
  if (query.StationId !== undefined) rows = rows.where('c.station_id', '=', query.StationId);
  if (query.DivisionCode !== undefined) {
    rows = rows.where((eb) => eb('s.division_code', 'in', divisionTree(query.DivisionCode as string)));
  }
  return rows;
}

const counts = (since: string) => [
  sql<string>`count(*)`.as('registered'),
  sql<string>`count(*) filter (where l.begin_time >= ${since})`.as('filled'),
  sql<string>`count(*) filter (where l.begin_time >= ${since} and l.station_id = c.station_id)`.as('filled_here'),
];

export type FillingRateCountsStored = { registered: string; filled: string; filled_here: string };

/** 充装率: per registering station and in all, and the cylinders behind a count. */
export class FillingRateRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The window's start: now less the query's days. */
  private since(query: FillingRateQuery): string {
    return new Date(this.now().getTime() - query.Days * 86_400_000).toISOString();
  }

  /** Each registering station's counts, in region and code order; counted by station. */
  stationRows() {
    return pagedRows(this.db, {
      filtered: (user, query: FillingRateQuery) => registered(this.db, user, query).groupBy('c.station_id'),
      ordered: (user, query) =>
        registered(this.db, user, query)
          .leftJoin('division as d', 'd.code', 's.division_code')
          .groupBy(['s.id', 's.name', 's.code', 's.division_code', 'd.name'])
          .select(['s.id as station_id', 's.name as station_name', 'd.name as area_name'])
          .select(counts(this.since(query)))
          .orderBy('s.division_code')
          .orderBy('s.code')
          .orderBy('s.id'),
      counts: 'groups',
    });
  }

  totals(user: ScopeUser, query: FillingRateQuery): Promise<FillingRateCountsStored> {
    return registered(this.db, user, query)
      .select(counts(this.since(query)))
      .executeTakeFirstOrThrow();
  }

  /** The chosen division, or the caller's home division (null: the whole tree); 404 outside the caller's region. */
  region(user: ScopeUser, chosen: string | undefined) {
    return chosenRegion(this.db, user, chosen);
  }

  regions(region: string | null) {
    return regionRows(this.db, region);
  }

  /**
   * The counts per row of 按区域统计: grouped by station division inside the database, then each division summed
   * under the child of the region it lies in (root null: a station of the scope outside the region).
   */
  async byDistrict(user: ScopeUser, query: FillingRateQuery, region: string | null) {
    const perDivision = registered(this.db, user, query)
      .groupBy('s.division_code')
      .select(['s.division_code as division_code', sql<string>`count(distinct c.station_id)`.as('stations')])
      .select(counts(this.since(query)));
    const result = await sql<FillingRateCountsStored & { root: string | null; stations: string }>`
      ${regionsCte(region)}
      select r.root,
             sum(x.stations)::bigint as stations,
             sum(x.registered)::bigint as registered,
             sum(x.filled)::bigint as filled,
             sum(x.filled_here)::bigint as filled_here
        from (${perDivision}) x
        left join regions r on r.code = x.division_code
       group by r.root`.execute(this.db);
    return result.rows;
  }

  private filteredCylinders(user: ScopeUser, query: FillingRateQuery) {
    const since = this.since(query);
    let rows = registered(this.db, user, query);
    if (query.Filled === 1) rows = rows.where('l.begin_time', '>=', since);
    if (query.Filled === 0) {
      rows = rows.where((eb) => eb.or([eb('l.begin_time', 'is', null), eb('l.begin_time', '<', since)]));
    }
    return { rows, since };
  }

  /** The registered cylinders behind a count, with their last filling, by station and barcode. */
  cylinderRows() {
    return pagedRows(this.db, {
      filtered: (user, query: FillingRateQuery) => this.filteredCylinders(user, query).rows,
      ordered: (user, query) => {
        const { rows, since } = this.filteredCylinders(user, query);
        return rows
          .leftJoin('station as ls', 'ls.id', 'l.station_id')
          .select([
            'c.id as cylinder_id',
            'c.barcode',
            'c.plate_num',
            'c.vc_type_name',
            's.name as station_name',
            'ls.name as last_station_name',
            'l.begin_time',
            sql<boolean>`coalesce(l.begin_time >= ${since}, false)`.as('filled'),
          ])
          .orderBy('s.division_code')
          .orderBy('s.code')
          .orderBy('c.station_id')
          .orderBy('c.barcode');
      },
    });
  }
}
