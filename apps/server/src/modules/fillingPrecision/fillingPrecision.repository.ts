import { sql, type Kysely } from 'kysely';
import { lessFilledTolerance, overWeightTolerance, type FillingPrecisionQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/**
 * The weighed fillings of the caller's scope with the filter applied, each with its deviation from the preset weight
 * of its archive's spec. The scope, station and days bind the (station_id, begin_time) index of each partition.
 */
function weighedFillings(db: Db, user: ScopeUser, query: FillingPrecisionQuery) {
  const { RegulatorId, StationId, From, To } = query;
  let rows = db
    .selectFrom('filling_record as f')
    .innerJoin('cylinder as c', 'c.id', 'f.cylinder_id')
    .innerJoin('cylinder_spec as cs', 'cs.id', 'c.spec_id')
    .where('cs.preset_weight', '>', 0)
    .where('f.filling_weight', 'is not', null)
    .where((eb) => stationInScope(user, eb.ref('f.station_id')));
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('f.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('f.station_id', '=', StationId);
  if (From !== undefined) rows = rows.where('f.begin_time', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('f.begin_time', '<', chinaDayAfter(To));
  return rows.select([
    'f.station_id',
    'f.device_id',
    sql<number>`(f.filling_weight + coalesce(f.residual_liquid_weight, 0) - cs.preset_weight) / cs.preset_weight`.as(
      'deviation',
    ),
  ]);
}

/** Per station and scale: the weighed count, the mean and mean absolute deviation, and the fillings beyond tolerance. */
function precisionGroups(db: Db, user: ScopeUser, query: FillingPrecisionQuery) {
  return db
    .selectFrom(weighedFillings(db, user, query).as('w'))
    .groupBy(['w.station_id', 'w.device_id'])
    .select([
      'w.station_id',
      'w.device_id',
      sql<string>`count(*)`.as('weighed'),
      sql<number>`avg(w.deviation)`.as('mean_deviation'),
      sql<number>`avg(abs(w.deviation))`.as('mean_abs_deviation'),
      sql<string>`count(*) filter (where w.deviation > ${overWeightTolerance})`.as('over'),
      sql<string>`count(*) filter (where w.deviation < ${-lessFilledTolerance})`.as('under'),
    ]);
}

/** 充装精度异常: the scales with the highest share of fillings beyond tolerance first. */
function orderedGroups(db: Db, user: ScopeUser, query: FillingPrecisionQuery) {
  return db
    .selectFrom(precisionGroups(db, user, query).as('g'))
    .innerJoin('station as s', 's.id', 'g.station_id')
    .leftJoin('scale_device as sd', 'sd.id', 'g.device_id')
    .selectAll('g')
    .select(['s.name as station_name', 'sd.device_code'])
    .orderBy(sql`(g.over + g.under)::float / g.weighed`, 'desc')
    .orderBy('g.weighed', 'desc')
    .orderBy('g.station_id')
    .orderBy(sql`g.device_id nulls last`);
}
export type FillingPrecisionRecord = Awaited<ReturnType<ReturnType<typeof orderedGroups>['execute']>>[number];

export const precisionRows = (db: Db) =>
  pagedRows(db, {
    filtered: (user, query: FillingPrecisionQuery) => precisionGroups(db, user, query),
    ordered: (user, query) => orderedGroups(db, user, query),
    counts: 'groups',
  });
