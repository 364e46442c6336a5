import { sql, type Kysely } from 'kysely';
import { appendGasRatio, FillingFlag, type FillingGroupDetailQuery, type FillingGroupQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import type { Page } from '../../platform/listRoutes';
import type { ScopeUser } from '../../platform/dataScope';
import { countRows, filtered, ofCategory, scopedFillings, withRecordFields } from './fillingRecords.repository';

type Db = Kysely<DatabaseSchema>;

/**
 * Which fillings a group counts: every one (active cylinders), those flagged 连续充装, or the top-ups among those
 * (less than appendGasRatio of the archive's preset weight; a cylinder without archive or preset cannot be judged).
 */
export type FillingGroupKind = 'active' | 'continuous' | 'appendGas';

function groupFillings(db: Db, user: ScopeUser, query: FillingGroupQuery, kind: FillingGroupKind) {
  let rows = filtered(scopedFillings(db, user), query).where(ofCategory(query.CylinderCategory));
  if (kind !== 'active') rows = rows.where(sql<boolean>`(f.flags & ${FillingFlag.Continuous}::int) <> 0`);
  if (kind === 'appendGas') {
    rows = rows.where(
      sql<boolean>`f.filling_weight < (select gs.preset_weight from cylinder_spec gs where gs.id = c.spec_id) * ${appendGasRatio}::numeric`,
    );
  }
  return rows;
}

/** One row per barcode and station: how many fillings, how much, first and last. */
function groups(db: Db, user: ScopeUser, query: FillingGroupQuery, kind: FillingGroupKind) {
  return groupFillings(db, user, query, kind)
    .groupBy(['f.cylinder_barcode', 'f.station_id', 's.name'])
    .select((eb) => [
      'f.cylinder_barcode as barcode',
      'f.station_id',
      's.name as station_name',
      eb.fn.max('f.cylinder_id').as('cylinder_id'),
      eb.fn.countAll<number>().as('fillings'),
      sql<number>`coalesce(sum(f.filling_weight), 0)::float8`.as('total_weight'),
      eb.fn.min('f.begin_time').as('first_time'),
      eb.fn.max('f.begin_time').as('last_time'),
    ]);
}
export type FillingGroupStored = Awaited<ReturnType<ReturnType<typeof groups>['execute']>>[number];

/** A group's fillings: the barcode exactly at the station in the period, of the same kind. */
function groupDetail(db: Db, user: ScopeUser, query: FillingGroupDetailQuery, kind: FillingGroupKind) {
  return groupFillings(db, user, { ...query, Barcode: undefined }, kind).where(
    'f.cylinder_barcode',
    '=',
    query.Barcode,
  );
}

/** Active cylinders, continuous fillings and top-ups grouped per barcode and station, latest first; and their fillings. */
export class FillingGroupsRepository {
  constructor(private readonly db: Db) {}

  groups(user: ScopeUser, query: FillingGroupQuery, kind: FillingGroupKind, page: Page) {
    return groups(this.db, user, query, kind)
      .orderBy('last_time', 'desc')
      .orderBy('barcode')
      .orderBy('f.station_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  countGroups(user: ScopeUser, query: FillingGroupQuery, kind: FillingGroupKind) {
    return countRows(
      this.db.selectFrom(groups(this.db, user, query, kind).as('g')).select((eb) => eb.fn.countAll().as('count')),
    );
  }

  detail(user: ScopeUser, query: FillingGroupDetailQuery, kind: FillingGroupKind, page: Page) {
    return withRecordFields(groupDetail(this.db, user, query, kind))
      .orderBy('f.begin_time', 'desc')
      .orderBy('f.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  countDetail(user: ScopeUser, query: FillingGroupDetailQuery, kind: FillingGroupKind) {
    return countRows(groupDetail(this.db, user, query, kind).select((eb) => eb.fn.countAll().as('count')));
  }
}
