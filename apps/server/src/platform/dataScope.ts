import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { BelongToType } from '@gcs/contracts';
import type { SessionUser } from './session';

/** The part of a user that decides which data they may see. */
export type ScopeUser = Pick<SessionUser, 'isSystemManager' | 'belongToType' | 'regulatorId' | 'stationId'>;

const none = sql<SqlBool>`false`;

/**
 * The ids of the stations a regulator supervises, as a subquery: stations bound to it or to any regulator below it,
 * and stations located in its division or any division below that.
 */
export function regulatorStationIds(regulatorId: number): RawBuilder<number> {
  return supervisedStationIds(sql`= ${regulatorId}`);
}

/** The ids of the stations any of the regulators supervises (the regulator ids bound as one array). */
export function regulatorsStationIds(regulatorIds: readonly number[]): RawBuilder<number> {
  return supervisedStationIds(sql`= any(${regulatorIds}::int[])`);
}

function supervisedStationIds(regulatorIdMatch: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(
    with recursive regulators as (
      select id from regulator where id ${regulatorIdMatch}
      union all
      select child.id from regulator child join regulators on child.parent_id = regulators.id
    ), divisions as (
      select code from division where code in (select division_code from regulator where id ${regulatorIdMatch})
      union all
      select child.code from division child join divisions on child.parent_code = divisions.code
    )
    select station_id from regulator_station where regulator_id in (select id from regulators)
    union
    select id from station where division_code in (select code from divisions)
  )`;
}

/**
 * A condition on a station id column that holds only for stations in the user's data scope (docs/architecture.md
 * §5): all for a system manager; a regulator's supervised stations; a filling station or an inspection
 * institution itself; nothing for anyone else. Applied in SQL, never by filtering rows in JavaScript.
 */
export function stationInScope(user: ScopeUser, stationId: Expression<number | null>): Expression<SqlBool> {
  if (user.isSystemManager) return sql<SqlBool>`true`;
  switch (user.belongToType) {
    case BelongToType.Regulator:
      return user.regulatorId === null ? none : sql<SqlBool>`${stationId} in ${regulatorStationIds(user.regulatorId)}`;
    case BelongToType.FillingStation:
    case BelongToType.Station:
      return user.stationId === null ? none : sql<SqlBool>`${stationId} = ${user.stationId}`;
    default:
      return none;
  }
}

/**
 * `stationInScope` for one station id known before the statement runs (a bound value, not a column): a condition
 * without a column, which PostgreSQL decides once per statement (an InitPlan) instead of once per candidate row.
 * For a regulator it walks up from the station rather than down from the regulator, the same relation read the
 * other way: the station is supervised when the regulator is one of the ancestors (or the regulator itself) of a
 * regulator the station is bound to, or when the regulator's division is one of the ancestors (or itself) of the
 * station's division. A few index look-ups, whatever the size of the regulator's region.
 */
export function boundStationInScope(user: ScopeUser, stationId: Expression<number>): Expression<SqlBool> {
  if (user.isSystemManager || user.belongToType !== BelongToType.Regulator || user.regulatorId === null) {
    return stationInScope(user, stationId);
  }
  return sql<SqlBool>`exists (
    with recursive regulator_chain as (
      select regulator_id as id from regulator_station where station_id = ${stationId}
      union all
      select r.parent_id from regulator r join regulator_chain up on r.id = up.id where r.parent_id is not null
    ), division_chain as (
      select division_code as code from station where id = ${stationId}
      union all
      select d.parent_code from division d join division_chain up on d.code = up.code where d.parent_code is not null
    )
    select 1 from regulator_chain where id = ${user.regulatorId}
    union all
    select 1 from division_chain where code = (select division_code from regulator where id = ${user.regulatorId})
  )`;
}

/**
 * A condition on an inspection record's institution and cylinder for "its own work": an institution sees the
 * inspections it made; others see inspections of cylinders owned by stations in their scope.
 */
export function inspectionInScope(
  user: ScopeUser,
  inspectingStationId: Expression<number>,
  cylinderStationId: Expression<number | null>,
): Expression<SqlBool> {
  if (user.belongToType === BelongToType.Station && !user.isSystemManager) {
    return user.stationId === null ? none : sql<SqlBool>`${inspectingStationId} = ${user.stationId}`;
  }
  return stationInScope(user, cylinderStationId);
}

/**
 * A user's scope for a statement compiled once per shape (platform/queryShapes.ts): `kind` belongs in the shape's
 * name, `values` among its bound values, and `user` rebuilds the scope from those values inside the builder.
 */
export function scopeShape(user: ScopeUser) {
  const kind = `${user.isSystemManager ? 'manager' : 'user'}:${user.belongToType}`;
  return {
    kind,
    values: { scopeRegulatorId: user.regulatorId ?? undefined, scopeStationId: user.stationId ?? undefined },
    user: (values: { scopeRegulatorId?: number | undefined; scopeStationId?: number | undefined }): ScopeUser => ({
      isSystemManager: user.isSystemManager,
      belongToType: user.belongToType,
      regulatorId: values.scopeRegulatorId ?? null,
      stationId: values.scopeStationId ?? null,
    }),
  };
}

/** The ids of a regulator and every regulator below it, as a subquery. */
export function regulatorSubtree(regulatorId: number): RawBuilder<number> {
  return sql<number>`(
    with recursive tree as (
      select id from regulator where id = ${regulatorId}
      union all
      select child.id from regulator child join tree on child.parent_id = tree.id
    )
    select id from tree
  )`;
}
