import { sql, type Kysely } from 'kysely';
import {
  appendGasRatio,
  CylinderCategory,
  FillingFlag,
  type CompressedGasGroupQuery,
  type FillingGroupDetailQuery,
  type FillingGroupQuery,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { pagedRows } from '../../platform/pagedRows';
import type { ListSort } from '@gcs/contracts';
import type { ScopeUser } from '../../platform/dataScope';
import { filtered, ofCategory, scopedFillings } from '../../platform/scopedFillings';
import { withRecordFields } from './fillingRecords.repository';

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

/** The groups counted per station: distinct barcodes, fillings and kg, with the station's region. */
function stationCounts(db: Db, user: ScopeUser, query: FillingGroupQuery, kind: FillingGroupKind) {
  return groupFillings(db, user, query, kind)
    .leftJoin('division as d', 'd.code', 's.division_code')
    .groupBy(['f.station_id', 's.name', 's.division_code', 'd.name'])
    .select((eb) => [
      'f.station_id',
      's.name as station_name',
      's.division_code',
      'd.name as area_name',
      sql<string>`count(distinct f.cylinder_barcode)`.as('cylinders'),
      eb.fn.countAll<string>().as('fillings'),
      sql<number>`coalesce(sum(f.filling_weight), 0)::float8`.as('total_weight'),
    ]);
}
export type FillingGroupStationStored = Awaited<ReturnType<ReturnType<typeof stationCounts>['execute']>>[number] &
  GroupWindowTotals;

/** The columns a station summary orders by. */
export const stationSummarySorts = {
  cylinderCount: 'g.cylinders',
  fillingCount: 'g.fillings',
  totalWeight: 'g.total_weight',
} as const;

/** The compressed-gas (industrial) fillings counted per station and medium, with the station's region. */
function mediumCounts(db: Db, user: ScopeUser, query: CompressedGasGroupQuery) {
  return filtered(scopedFillings(db, user), query)
    .where(ofCategory(CylinderCategory.Industrial))
    .leftJoin('medium as m', 'm.id', 'f.medium_id')
    .leftJoin('division as d', 'd.code', 's.division_code')
    .groupBy(['f.station_id', 's.name', 's.division_code', 'd.name', 'f.medium_id', 'm.name'])
    .select((eb) => [
      'f.station_id',
      's.name as station_name',
      's.division_code',
      'd.name as area_name',
      'f.medium_id',
      'm.name as medium_name',
      eb.fn.countAll<string>().as('fillings'),
      sql<string>`count(distinct f.cylinder_barcode)`.as('cylinders'),
      sql<number>`coalesce(sum(f.filling_weight), 0)::float8`.as('total_weight'),
    ]);
}
export type CompressedGasGroupStored = Awaited<ReturnType<ReturnType<typeof mediumCounts>['execute']>>[number] &
  GroupWindowTotals;

/** The columns 按介质统计 orders by. */
export const compressedGasGroupSorts = {
  fillingCount: 'g.fillings',
  cylinderCount: 'g.cylinders',
  totalWeight: 'g.total_weight',
} as const;

/** Over every group of the filter, beside each row of a page: how many groups, and the 合计 of their counts. */
const groupWindowTotals = [
  sql<string>`count(*) over ()`.as('groups'),
  sql<string>`coalesce(sum(g.cylinders) over (), 0)`.as('all_cylinders'),
  sql<string>`coalesce(sum(g.fillings) over (), 0)`.as('all_fillings'),
  sql<number>`coalesce(sum(g.total_weight) over (), 0)::float8`.as('all_total_weight'),
] as const;

/** Active cylinders, continuous fillings and top-ups grouped per barcode and station, latest first; and their fillings. */
export class FillingGroupsRepository {
  constructor(private readonly db: Db) {}

  groupRows(kind: FillingGroupKind) {
    return pagedRows(this.db, {
      filtered: (user, query: FillingGroupQuery) => groups(this.db, user, query, kind),
      ordered: (user, query) =>
        groups(this.db, user, query, kind).orderBy('last_time', 'desc').orderBy('barcode').orderBy('f.station_id'),
      counts: 'groups',
    });
  }

  /** Each station's counts: by the asked column, else by region and station (the summaries' order). */
  stationRows(kind: FillingGroupKind) {
    return pagedRows(this.db, {
      filtered: (user, query: FillingGroupQuery) => stationCounts(this.db, user, query, kind),
      ordered: (user, query, sort: ListSort | undefined) => {
        let rows = this.db
          .selectFrom(stationCounts(this.db, user, query, kind).as('g'))
          .selectAll('g')
          .select(groupWindowTotals);
        const column = sort && stationSummarySorts[sort.code as keyof typeof stationSummarySorts];
        if (sort && column) rows = rows.orderBy(column, sort.order === 'desc' ? 'desc' : 'asc');
        return rows.orderBy('g.division_code').orderBy('g.station_id');
      },
      counts: 'groups',
    });
  }

  /** The 合计 of the whole filter: distinct barcodes counted per station, as the rows are, then summed. */
  stationTotals(user: ScopeUser, query: FillingGroupQuery, kind: FillingGroupKind) {
    return this.db
      .selectFrom(stationCounts(this.db, user, query, kind).as('g'))
      .select([
        sql<string>`coalesce(sum(g.cylinders), 0)`.as('cylinders'),
        sql<string>`coalesce(sum(g.fillings), 0)`.as('fillings'),
        sql<number>`coalesce(sum(g.total_weight), 0)::float8`.as('total_weight'),
      ])
      .executeTakeFirstOrThrow();
  }

  /** 按介质统计: by the asked count, else by region, station and medium. */
  mediumGroupRows() {
    return pagedRows(this.db, {
      filtered: (user, query: CompressedGasGroupQuery) => mediumCounts(this.db, user, query),
      ordered: (user, query, sort: ListSort | undefined) => {
        let rows = this.db
          .selectFrom(mediumCounts(this.db, user, query).as('g'))
          .selectAll('g')
          .select(groupWindowTotals);
        const column = sort && compressedGasGroupSorts[sort.code as keyof typeof compressedGasGroupSorts];
        if (sort && column) rows = rows.orderBy(column, sort.order === 'desc' ? 'desc' : 'asc');
        return rows
          .orderBy('g.division_code')
          .orderBy('g.station_id')
          .orderBy(sql`g.medium_id nulls last`);
      },
      counts: 'groups',
    });
  }

  /** The 合计: distinct barcodes counted per group, as the rows are, then summed. */
  mediumTotals(user: ScopeUser, query: CompressedGasGroupQuery) {
    return this.db
      .selectFrom(mediumCounts(this.db, user, query).as('g'))
      .select([
        sql<string>`coalesce(sum(g.cylinders), 0)`.as('cylinders'),
        sql<string>`coalesce(sum(g.fillings), 0)`.as('fillings'),
        sql<number>`coalesce(sum(g.total_weight), 0)::float8`.as('total_weight'),
      ])
      .executeTakeFirstOrThrow();
  }

  detailRows(kind: FillingGroupKind) {
    return pagedRows(this.db, {
      filtered: (user, query: FillingGroupDetailQuery) => groupDetail(this.db, user, query, kind),
      ordered: (user, query) =>
        withRecordFields(groupDetail(this.db, user, query, kind))
          .orderBy('f.begin_time', 'desc')
          .orderBy('f.id', 'desc'),
    });
  }
}

/** What `groupWindowTotals` adds to each row of a page. */
export interface GroupWindowTotals {
  groups: string | number;
  all_cylinders: string | number;
  all_fillings: string | number;
  all_total_weight: string | number;
}
