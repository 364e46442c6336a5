import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListSort } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { boundStationInScope, scopeShape, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { cylinderSortColumns } from '../../platform/cylinderSorts';
import { givenValues, QueryShapeCache } from '../../platform/queryShapes';
import { pagedRows } from '../../platform/pagedRows';
import {
  cylinderFilterConditions,
  type ArchiveFilterValues,
  type CylinderCondition,
  type CylinderEb,
} from './cylinderFilter';

type Db = Kysely<DatabaseSchema>;

/** The columns of a cylinder that the archive rows show. */
const rowColumns = [
  'c.id',
  'c.barcode',
  'c.category',
  'c.station_id',
  'c.belong_type',
  'c.vendor_id',
  'c.type_id',
  'c.medium_id',
  'c.spec_id',
  'c.serial_number',
  'c.vendor_barcode',
  'c.self_code',
  'c.register_code',
  'c.make_date',
  'c.last_inspection_date',
  'c.next_inspection_date',
  'c.scrap_date',
  'c.last_modify_time',
  'c.audit_result',
  'c.volume',
  'c.nominal_working_pressure',
  'c.wall_thickness',
  'c.status',
  'c.record_man',
  'c.record_entity_name',
  'c.record_time',
  'c.plate_num',
  'c.vc_type_name',
  'c.is_issued',
  'c.issued_no',
  'c.is_blacklisted',
  'c.department_name',
  'c.install_entity_name',
  'c.install_date',
] as const;

/** An archive order: by a sortable column, newest first among equal values (without one: newest first). */
export type CylinderSort = ListSort;

type SortColumn = (typeof cylinderSortColumns)[keyof typeof cylinderSortColumns];

function sortColumnOf(sort: CylinderSort): SortColumn {
  if (!Object.hasOwn(cylinderSortColumns, sort.code)) throw new Error(`气瓶档案不能按 ${sort.code} 排序`);
  return cylinderSortColumns[sort.code as keyof typeof cylinderSortColumns];
}

/** The key of an export batch's last row: its id, and its value of the sorted column. */
export interface CylinderKey {
  id: number;
  value: string | null;
}

type SortedField = 'make_date' | 'last_inspection_date' | 'next_inspection_date';

/** The key of a row read in an order, from which the next export batch follows. */
export function cylinderKeyOf(row: { id: number } & Record<SortedField, string | null>, sort?: CylinderSort) {
  const field = sort ? (sortColumnOf(sort).slice('c.'.length) as SortedField) : undefined;
  return { id: row.id, value: field ? row[field] : null };
}

/**
 * Where a page starts: an offset (screens), or after the key of the last row read (export batches, keyset: by id
 * alone, or by the sorted column and then id).
 */
export type PageWindow = { offset: number; limit: number } | { after: CylinderKey | null; limit: number };

/**
 * The rows that follow a key in an order: the sorted column's values (nulls last in both directions) and, among
 * equal values, the lower ids.
 */
function followingKey(eb: CylinderEb, key: CylinderKey, sort: CylinderSort | undefined): Expression<SqlBool> {
  const below = eb('c.id', '<', key.id);
  if (!sort) return below;
  const column = sortColumnOf(sort);
  if (key.value === null) return eb.and([eb(column, 'is', null), below]);
  return eb.or([
    eb(column, sort.order === 'asc' ? '>' : '<', key.value),
    eb.and([eb(column, '=', key.value), below]),
    eb(column, 'is', null),
  ]);
}

/** Orders by the sorted column (nulls last), then newest first: every row has one place, so pages never overlap. */
function inOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: CylinderSort | undefined,
): SelectQueryBuilder<DB, TB, O> {
  const sorted = sort
    ? query.orderBy(sql.ref(sortColumnOf(sort)), (ob) =>
        sort.order === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsLast(),
      )
    : query;
  return sorted.orderBy(sql.ref('c.id'), 'desc');
}

/**
 * The conditions plus the user's data scope, as one where-clause on `cylinder as c`. When the conditions already
 * pin the owning station (`c.station_id = pinnedStationId`), the scope is checked on that bound id, once per
 * statement, instead of on each row (`boundStationInScope`): the same answer for less work.
 */
function scoped(user: ScopeUser, conditions: readonly CylinderCondition[], pinnedStationId?: number) {
  return (eb: CylinderEb): Expression<SqlBool> =>
    eb.and([
      pinnedStationId === undefined
        ? stationInScope(user, eb.ref('c.station_id'))
        : boundStationInScope(user, sql.val(pinnedStationId)),
      ...conditions.map((condition) => condition(eb)),
    ]);
}

/**
 * One page of archive rows, newest first. The page's ids are chosen first, from the cylinder table's indexes alone
 * where an index holds every column the conditions and the order need (a "late row lookup": for the usual station,
 * status and next-inspection filter, an index-only scan of cylinder_station_next_inspection_idx); only the rows of
 * the page are then read, with their reference names and last inspecting institution. Exported so that the
 * benchmark runs exactly this statement.
 */
export function cylinderRowsQuery(
  db: Db,
  user: ScopeUser,
  conditions: readonly CylinderCondition[],
  window: PageWindow,
  pinnedStationId?: number,
  sort?: CylinderSort,
) {
  let ids = inOrder(
    db
      .selectFrom('cylinder as c')
      .where(scoped(user, conditions, pinnedStationId))
      .select('c.id'),
    sort,
  ).limit(window.limit);
  // Hand-written: the page's ids are cut in the inner statement (the late row lookup), before the rows are read.
  if ('offset' in window) ids = ids.offset(window.offset);
  else if (window.after !== null) {
    const after = window.after;
    ids = ids.where((eb) => followingKey(eb, after, sort));
  }
  const page = db
    .selectFrom(ids.as('page'))
    .innerJoin('cylinder as c', 'c.id', 'page.id')
    .leftJoin('station as s', 's.id', 'c.station_id')
    .leftJoin('vendor as v', 'v.id', 'c.vendor_id')
    .leftJoin('cylinder_type as t', 't.id', 'c.type_id')
    .leftJoin('medium as m', 'm.id', 'c.medium_id')
    .leftJoin('cylinder_spec as sp', 'sp.id', 'c.spec_id')
    .select(rowColumns)
    .select((eb) => [
      's.name as station_name',
      's.division_code as station_division_code',
      'v.name as vendor_name',
      't.name as type_name',
      'm.name as medium_name',
      'sp.name as spec_name',
      eb
        .selectFrom('inspection_record as i')
        .innerJoin('station as inst', 'inst.id', 'i.station_id')
        .whereRef('i.cylinder_id', '=', 'c.id')
        .select('inst.name')
        .orderBy('i.operation_time', 'desc')
        .orderBy('i.id', 'desc')
        .limit(sql.lit(1))
        .as('inspection_station_name'),
    ]);
  return inOrder(page, sort);
}

/** How many archive rows the conditions select in the user's scope. */
export function cylinderCountQuery(
  db: Db,
  user: ScopeUser,
  conditions: readonly CylinderCondition[],
  pinnedStationId?: number,
) {
  return db
    .selectFrom('cylinder as c')
    .where(scoped(user, conditions, pinnedStationId))
    .select((eb) => eb.fn.countAll<number>().as('total'));
}

/**
 * The page of the advanced filter alone, its total counted in the same statement, as `listPage` reads it. A filter
 * naming its station (StationId, or fillingStationId) has the scope checked on that station (see `scoped`).
 */
export function archivePageQuery(
  db: Db,
  user: ScopeUser,
  filter: ArchiveFilterValues,
  offset: number,
  limit: number,
  sort?: CylinderSort,
) {
  const conditions: CylinderCondition[] = [(eb) => eb.and(cylinderFilterConditions(eb, filter))];
  return pageCountingQuery(db, user, conditions, { offset, limit }, filter.stationId ?? filter.fillingStationId, sort);
}

/** A page of archive rows each carrying the total of the conditions (see `pageCarryingTotal`). */
function pageCountingQuery(
  db: Db,
  user: ScopeUser,
  conditions: readonly CylinderCondition[],
  window: { offset: number; limit: number },
  pinnedStationId?: number,
  sort?: CylinderSort,
) {
  return cylinderRowsQuery(db, user, conditions, window, pinnedStationId, sort).select(
    cylinderCountQuery(db, user, conditions, pinnedStationId).as('total_count'),
  );
}

/**
 * `archivePageQuery` compiled once per shape (which filter values are given, the kind of user, and the order),
 * taking the values, the user's scope among them, afterwards: the list regulators and stations page through all day
 * skips Kysely's building and compiling.
 */
export function archivePageStatement(
  db: Db,
  shapes: QueryShapeCache,
  user: ScopeUser,
  filter: ArchiveFilterValues,
  offset: number,
  limit: number,
  sort?: CylinderSort,
) {
  const scope = scopeShape(user);
  const order = sort ? `${sortColumnOf(sort)} ${sort.order}` : 'id';
  return shapes.compile(
    `archive-page|${scope.kind}|${order}`,
    { ...givenValues(filter), ...scope.values, offset, limit },
    ({ offset: from, limit: size, scopeRegulatorId, scopeStationId, ...values }) =>
      archivePageQuery(db, scope.user({ scopeRegulatorId, scopeStationId }), values, from, size, sort),
  );
}

/**
 * Archive reads. Every query on cylinders applies the user's data scope in SQL (a semi-join on the station id), so
 * an object outside it is simply not found.
 */
export class CylindersRepository {
  private readonly shapes = new QueryShapeCache();

  constructor(private readonly db: Db) {}

  listRows(user: ScopeUser, conditions: readonly CylinderCondition[], window: PageWindow, sort?: CylinderSort) {
    return cylinderRowsQuery(this.db, user, conditions, window, undefined, sort).execute();
  }

  /** A screen's page with the total of the conditions counted in the same statement (see `pageCarryingTotal`). */
  // Hand-written: the page statement carries its own count.
  listPage(
    user: ScopeUser,
    conditions: readonly CylinderCondition[],
    offset: number,
    limit: number,
    sort?: CylinderSort,
  ) {
    return pageCountingQuery(this.db, user, conditions, { offset, limit }, undefined, sort).execute();
  }

  /** `listPage` for the advanced filter alone, from a statement compiled once per shape (`archivePageStatement`). */
  async filterPage(user: ScopeUser, filter: ArchiveFilterValues, offset: number, limit: number, sort?: CylinderSort) {
    const statement = archivePageStatement(this.db, this.shapes, user, filter, offset, limit, sort);
    return (await this.db.executeQuery(statement)).rows;
  }

  async countRows(user: ScopeUser, conditions: readonly CylinderCondition[]): Promise<number> {
    const row = await cylinderCountQuery(this.db, user, conditions).executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Cylinder counts per owning station, largest first, with the station's name and district. */
  stationCountRows() {
    const groups = (user: ScopeUser, conditions: readonly CylinderCondition[]) =>
      this.db.selectFrom('cylinder as c').where(scoped(user, conditions)).groupBy('c.station_id');
    return pagedRows(this.db, {
      filtered: groups,
      ordered: (user, conditions) =>
        this.db
          .selectFrom(
            groups(user, conditions)
              .select((eb) => ['c.station_id', eb.fn.countAll<number>().as('cylinder_count')])
              .as('g'),
          )
          .leftJoin('station as s', 's.id', 'g.station_id')
          .leftJoin('division as d', 'd.code', 's.division_code')
          .select(['g.station_id', 'g.cylinder_count', 's.name as station_name', 'd.name as area_name'])
          .orderBy('g.cylinder_count', 'desc')
          .orderBy('g.station_id'),
      counts: 'groups',
    });
  }

  /** Cylinder counts per using department (vehicle cylinders), largest first. */
  departmentCountRows() {
    const groups = (user: ScopeUser, conditions: readonly CylinderCondition[]) =>
      this.db.selectFrom('cylinder as c').where(scoped(user, conditions)).groupBy('c.department_name');
    return pagedRows(this.db, {
      filtered: groups,
      ordered: (user, conditions) =>
        groups(user, conditions)
          .select((eb) => ['c.department_name', eb.fn.countAll<number>().as('cylinder_count')])
          .orderBy('cylinder_count', 'desc')
          .orderBy('c.department_name'),
      counts: 'groups',
    });
  }

  /** The full record of one cylinder in the user's scope, with every name and the rule version behind its dates. */
  findDetail(user: ScopeUser, id: number) {
    return this.db
      .selectFrom('cylinder as c')
      .leftJoin('station as s', 's.id', 'c.station_id')
      .leftJoin('vendor as v', 'v.id', 'c.vendor_id')
      .leftJoin('cylinder_type as t', 't.id', 'c.type_id')
      .leftJoin('medium as m', 'm.id', 'c.medium_id')
      .leftJoin('cylinder_spec as sp', 'sp.id', 'c.spec_id')
      .leftJoin('regulator as ar', 'ar.id', 'c.audit_regulator_id')
      .leftJoin('inspection_rule as ir', 'ir.id', 'c.date_rule_id')
      .where('c.id', '=', id)
      .where(scoped(user, []))
      .selectAll('c')
      .select([
        's.name as station_name',
        's.division_code as station_division_code',
        'v.name as vendor_name',
        't.name as type_name',
        'm.name as medium_name',
        'sp.name as spec_name',
        'ar.name as audit_regulator_name',
        'ir.id as rule_id',
        'ir.rule_key',
        'ir.version as rule_version',
        'ir.inspection_period_months',
        'ir.first_inspection_months',
        'ir.design_life_years',
        'ir.standard as rule_standard',
        'ir.remark as rule_remark',
        'ir.retired_at as rule_retired_at',
      ])
      .executeTakeFirst();
  }

  /** A cylinder in the user's scope (the gate of every by-id call), with what the small tabs show. */
  findInScope(user: ScopeUser, id: number) {
    return this.db
      .selectFrom('cylinder as c')
      .leftJoin('regulator as ir', 'ir.id', 'c.issued_regulator_id')
      .where('c.id', '=', id)
      .where(scoped(user, []))
      .select([
        'c.id',
        'c.barcode',
        'c.station_id',
        'c.status',
        'c.is_issued',
        'c.issued_no',
        'c.issued_time',
        'ir.name as issuing_regulator_name',
        'c.valve_vendor_name',
        'c.valve_model',
        'c.valve_serial_number',
        'c.valve_make_date',
        'c.is_installed_pressure_retaining_valve',
      ])
      .executeTakeFirst();
  }

  /** The cylinder a barcode names, if it is in the user's scope. */
  findByBarcode(user: ScopeUser, barcode: string) {
    return this.db
      .selectFrom('cylinder as c')
      .leftJoin('station as s', 's.id', 'c.station_id')
      .where('c.barcode', '=', barcode)
      .where(scoped(user, []))
      .select(['c.id', 'c.barcode', 'c.station_id', 'c.status', 'c.next_inspection_date', 'c.scrap_date'])
      .select('s.name as station_name')
      .executeTakeFirst();
  }
}
