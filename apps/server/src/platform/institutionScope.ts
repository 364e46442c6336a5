import { sql, type Expression, type SqlBool } from 'kysely';
import { BelongToType } from '@gcs/contracts';
import { stationInScope, type ScopeUser } from './dataScope';

/**
 * The scope of an inspection institution over cylinders: the filling stations bound to it. Read by the inspection
 * forecast and the periodic inspections alike, so neither module reaches the other's repository
 * (docs/architecture.md §3).
 */

/** The ids of the filling stations bound to an institution, as a subquery. */
export const boundStations = (institutionId: number) =>
  sql<number>`(select b.fill_station_id from inspect_station_fill_station b where b.inspect_station_id = ${institutionId})`;

export const isInstitution = (user: ScopeUser) => user.belongToType === BelongToType.Station && !user.isSystemManager;

/**
 * The forecast's scope on a cylinder's owning station: an inspection institution sees the cylinders of the filling
 * stations bound to it (those it inspects); everyone else their usual station scope.
 */
export function forecastScope(user: ScopeUser, stationId: Expression<number | null>): Expression<SqlBool> {
  if (isInstitution(user)) {
    return user.stationId === null
      ? sql<SqlBool>`false`
      : sql<SqlBool>`${stationId} in ${boundStations(user.stationId)}`;
  }
  return stationInScope(user, stationId);
}
