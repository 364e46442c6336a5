import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { OfflineScaleQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** The enabled scales of the caller's scope with the filter applied. */
function enabledScales(db: Db, user: ScopeUser, query: OfflineScaleQuery) {
  const { RegulatorId, StationId } = query;
  let rows = db
    .selectFrom('scale_device as d')
    .innerJoin('station as s', 's.id', 'd.station_id')
    .leftJoin('division as v', 'v.code', 's.division_code')
    .where('d.is_valid', '=', true)
    .where((eb) => stationInScope(user, eb.ref('d.station_id')));
  if (RegulatorId !== undefined) rows = rows.where((eb) => eb('d.station_id', 'in', regulatorStationIds(RegulatorId)));
  if (StationId !== undefined) rows = rows.where('d.station_id', '=', StationId);
  return rows;
}

/** Silent since before the cut-off, or never heard from. */
const offline = (cutoff: string): Expression<SqlBool> =>
  sql<SqlBool>`(d.last_report_at is null or d.last_report_at < ${cutoff})`;

const counts = (cutoff: string) => [
  sql<string>`count(*)`.as('device_count'),
  sql<string>`count(*) filter (where ${offline(cutoff)})`.as('offline_count'),
];

/** The scales that stopped uploading (the offline-devices report), answered from the scales' last upload times. */
/** The columns of a scale's row in both scale lists. */
const scaleColumns = [
  'd.id',
  'd.device_guid',
  'd.device_code',
  'd.device_name',
  'd.station_id',
  'd.last_report_at',
  's.name as station_name',
  'v.name as division_name',
] as const;

export class OfflineScalesRepository {
  constructor(private readonly db: Db) {}

  /** Each station's enabled and offline scales, the stations with the most offline first. */
  stationRows(cutoffOf: (query: OfflineScaleQuery) => string) {
    return pagedRows(this.db, {
      filtered: (user, query: OfflineScaleQuery) =>
        enabledScales(this.db, user, query).groupBy(['s.id', 's.name', 's.code', 's.division_code', 'v.name']),
      ordered: (user, query) => {
        const cutoff = cutoffOf(query);
        return enabledScales(this.db, user, query)
          .groupBy(['s.id', 's.name', 's.code', 's.division_code', 'v.name'])
          .select(['s.id as station_id', 's.name as station_name', 'v.name as division_name'])
          .select(counts(cutoff))
          .select(sql<string | null>`max(d.last_report_at)`.as('last_report_at'))
          .orderBy(sql`count(*) filter (where ${offline(cutoff)})`, 'desc')
          .orderBy('s.division_code')
          .orderBy('s.code')
          .orderBy('s.id');
      },
      counts: 'groups',
    });
  }

  async totals(user: ScopeUser, query: OfflineScaleQuery, cutoff: string) {
    const row = await enabledScales(this.db, user, query).select(counts(cutoff)).executeTakeFirstOrThrow();
    return { deviceCount: Number(row.device_count), offlineCount: Number(row.offline_count) };
  }

  /** The offline scales, the longest silent first (never heard from before all). */
  offlineRows(cutoffOf: (query: OfflineScaleQuery) => string) {
    return pagedRows(this.db, {
      filtered: (user, query: OfflineScaleQuery) => enabledScales(this.db, user, query).where(offline(cutoffOf(query))),
      ordered: (user, query) =>
        enabledScales(this.db, user, query)
          .where(offline(cutoffOf(query)))
          .select(scaleColumns)
          .orderBy(sql`d.last_report_at asc nulls first`)
          .orderBy('d.id'),
    });
  }

  /** Every enabled scale with whether it is offline at the cut-off, by region, station and device number. */
  scaleRows(cutoffOf: (query: OfflineScaleQuery) => string) {
    return pagedRows(this.db, {
      filtered: (user, query: OfflineScaleQuery) => enabledScales(this.db, user, query),
      ordered: (user, query) =>
        enabledScales(this.db, user, query)
          .select(scaleColumns)
          .select(sql<boolean>`(d.last_report_at is null or d.last_report_at < ${cutoffOf(query)})`.as('offline'))
          .orderBy('s.division_code')
          .orderBy('s.code')
          .orderBy('d.station_id')
          .orderBy('d.device_code')
          .orderBy('d.id'),
    });
  }
}
