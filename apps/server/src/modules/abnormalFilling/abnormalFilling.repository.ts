import { sql, type Kysely } from 'kysely';
import type { AbnormalFillingQuery, ClonedLabelQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart, containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';
import { filtered, ofCategory, scopedFillings } from '../../platform/scopedFillings';

type Db = Kysely<DatabaseSchema>;

/**
 * The flagged filling records of the caller's scope with the filter applied. The scope and the station filter bind
 * `station_id` and the days bind `begin_time`, so the (station_id, begin_time) index of every monthly partition
 * serves the page and the count alike; the flag and category are checked on the rows that index finds. A record's
 * category is its archive's, or its station type's for a cylinder without archive (as the daily rollups count it).
 */
function flaggedFillings(db: Db, user: ScopeUser, query: AbnormalFillingQuery) {
  const { CylinderCategory, Flag } = query;
  const rows = filtered(scopedFillings(db, user), query).where(ofCategory(CylinderCategory));
  return Flag === undefined ? rows.where('f.flags', '<>', 0) : rows.where(sql<boolean>`(f.flags & ${Flag}::int) <> 0`);
}

function selectFillings(db: Db, user: ScopeUser, query: AbnormalFillingQuery) {
  return flaggedFillings(db, user, query)
    .leftJoin('cylinder_spec as cs', 'cs.id', 'c.spec_id')
    .select([
      'f.id',
      'f.filling_guid',
      'f.station_id',
      's.name as station_name',
      'f.cylinder_id',
      'f.cylinder_barcode',
      'f.cylinder_spec',
      'cs.name as spec_name',
      'cs.preset_weight',
      'f.filling_weight',
      'f.begin_time',
      'f.end_time',
      'f.operator_name',
      'f.cylinder_state',
      'f.flags',
    ]);
}
export type AbnormalFillingRecord = Awaited<ReturnType<ReturnType<typeof selectFillings>['execute']>>[number];

/**
 * The cloned-label pairs of the caller's scope: a pair is in scope when either of its stations is, and the station
 * and regulator filters likewise match either station; the days are those of the second filling (when the clone
 * showed).
 */
function clonedPairs(db: Db, user: ScopeUser, query: ClonedLabelQuery) {
  const { RegulatorId, StationId, Barcode, From, To } = query;
  let rows = db
    .selectFrom('cloned_label as k')
    .where((eb) =>
      eb.or([stationInScope(user, eb.ref('k.first_station_id')), stationInScope(user, eb.ref('k.second_station_id'))]),
    );
  if (RegulatorId !== undefined) {
    rows = rows.where((eb) =>
      eb.or([
        eb('k.first_station_id', 'in', regulatorStationIds(RegulatorId)),
        eb('k.second_station_id', 'in', regulatorStationIds(RegulatorId)),
      ]),
    );
  }
  if (StationId !== undefined) {
    rows = rows.where((eb) =>
      eb.or([eb('k.first_station_id', '=', StationId), eb('k.second_station_id', '=', StationId)]),
    );
  }
  if (Barcode !== undefined) rows = rows.where('k.barcode', 'like', containing(Barcode));
  if (From !== undefined) rows = rows.where('k.second_time', '>=', chinaDayStart(From));
  if (To !== undefined) rows = rows.where('k.second_time', '<', chinaDayAfter(To));
  return rows;
}

function selectPairs(db: Db, user: ScopeUser, query: ClonedLabelQuery) {
  return clonedPairs(db, user, query)
    .innerJoin('station as s1', 's1.id', 'k.first_station_id')
    .innerJoin('station as s2', 's2.id', 'k.second_station_id')
    .leftJoin('filling_record as f1', (join) =>
      join.onRef('f1.filling_guid', '=', 'k.first_guid').onRef('f1.begin_time', '=', 'k.first_time'),
    )
    .leftJoin('filling_record as f2', (join) =>
      join.onRef('f2.filling_guid', '=', 'k.second_guid').onRef('f2.begin_time', '=', 'k.second_time'),
    )
    .select([
      'k.id',
      'k.barcode',
      'k.first_station_id',
      's1.name as first_station_name',
      'k.first_time',
      'f1.filling_weight as first_weight',
      'k.second_station_id',
      's2.name as second_station_name',
      'k.second_time',
      'f2.filling_weight as second_weight',
      'k.found_at',
    ]);
}
export type ClonedLabelRecord = Awaited<ReturnType<ReturnType<typeof selectPairs>['execute']>>[number];

/** Abnormal filling records and cloned-label pairs, newest first. */
export class AbnormalFillingRepository {
  constructor(private readonly db: Db) {}

  fillingRows() {
    return pagedRows(this.db, {
      filtered: (user, query: AbnormalFillingQuery) => flaggedFillings(this.db, user, query),
      ordered: (user, query) =>
        selectFillings(this.db, user, query).orderBy('f.begin_time', 'desc').orderBy('f.id', 'desc'),
    });
  }

  pairRows() {
    return pagedRows(this.db, {
      filtered: (user, query: ClonedLabelQuery) => clonedPairs(this.db, user, query),
      ordered: (user, query) =>
        selectPairs(this.db, user, query).orderBy('k.second_time', 'desc').orderBy('k.id', 'desc'),
    });
  }
}
