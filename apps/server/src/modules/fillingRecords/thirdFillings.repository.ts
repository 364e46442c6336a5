import { sql, type Kysely } from 'kysely';
import type { ThirdFillingQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import type { ScopeUser } from '../../platform/dataScope';
import { pagedRows } from '../../platform/pagedRows';
import { filtered, ofCategory, scopedFillings } from '../../platform/scopedFillings';
import { withRecordFields } from './fillingRecords.repository';

type Db = Kysely<DatabaseSchema>;

/** A filling of an archived cylinder whose archive another station holds. */
const isThirdParty = sql<boolean>`f.station_id <> c.station_id`;

/** The period's fillings of archived cylinders at the caller's stations (where they happened). */
function archivedFillings(db: Db, user: ScopeUser, query: ThirdFillingQuery) {
  let rows = filtered(scopedFillings(db, user), query).where('c.station_id', 'is not', null);
  if (query.CylinderCategory !== undefined) rows = rows.where(ofCategory(query.CylinderCategory));
  return rows;
}

function stationCounts(db: Db, user: ScopeUser, query: ThirdFillingQuery) {
  return archivedFillings(db, user, query)
    .leftJoin('division as d', 'd.code', 's.division_code')
    .groupBy(['f.station_id', 's.name', 's.division_code', 'd.name'])
    .select((eb) => [
      'f.station_id',
      's.name as station_name',
      's.division_code',
      'd.name as area_name',
      eb.fn.countAll<string>().as('fillings'),
      sql<string>`count(*) filter (where ${isThirdParty})`.as('third'),
      sql<string>`count(distinct f.cylinder_barcode) filter (where ${isThirdParty})`.as('cylinders'),
    ]);
}
export type ThirdStationStored = Awaited<ReturnType<ReturnType<typeof stationCounts>['execute']>>[number];

/** 第三方充装: the fillings, newest first, and each filling station's counts, the most third-party first. */
export class ThirdFillingsRepository {
  constructor(private readonly db: Db) {}

  fillingRows() {
    return pagedRows(this.db, {
      filtered: (user, query: ThirdFillingQuery) => archivedFillings(this.db, user, query).where(isThirdParty),
      ordered: (user, query) =>
        withRecordFields(archivedFillings(this.db, user, query).where(isThirdParty))
          .leftJoin('station as os', 'os.id', 'c.station_id')
          .select('os.name as owner_station_name')
          .orderBy('f.begin_time', 'desc')
          .orderBy('f.id', 'desc'),
    });
  }

  stationRows() {
    return pagedRows(this.db, {
      filtered: (user, query: ThirdFillingQuery) => stationCounts(this.db, user, query),
      ordered: (user, query) =>
        this.db
          .selectFrom(stationCounts(this.db, user, query).as('g'))
          .selectAll('g')
          // Over every station of the filter, beside each row: how many stations, and the 合计 (one statement a page).
          .select([
            sql<string>`count(*) over ()`.as('stations'),
            sql<string>`coalesce(sum(g.fillings) over (), 0)`.as('all_fillings'),
            sql<string>`coalesce(sum(g.third) over (), 0)`.as('all_third'),
            sql<string>`coalesce(sum(g.cylinders) over (), 0)`.as('all_cylinders'),
          ])
          .orderBy(sql`g.third::bigint`, 'desc')
          .orderBy('g.division_code')
          .orderBy('g.station_id'),
      counts: 'groups',
    });
  }

  totals(user: ScopeUser, query: ThirdFillingQuery) {
    return this.db
      .selectFrom(stationCounts(this.db, user, query).as('g'))
      .select([
        sql<string>`coalesce(sum(g.fillings), 0)`.as('fillings'),
        sql<string>`coalesce(sum(g.third), 0)`.as('third'),
        sql<string>`coalesce(sum(g.cylinders), 0)`.as('cylinders'),
      ])
      .executeTakeFirstOrThrow();
  }
}
