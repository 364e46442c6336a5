import { sql, type Expression, type SqlBool } from 'kysely';
import { BelongToType } from '@gcs/contracts';
import { regulatorStationIds, regulatorSubtree, type ScopeUser } from './dataScope';

const none = sql<SqlBool>`false`;

/**
 * The users a caller manages, in SQL: every user for a system manager; for a regulator user the users of its
 * regulator and those below, and of the stations it supervises; for a station user those of its own station. No one
 * but a system manager sees a system manager.
 */
export function userInScope(user: ScopeUser, alias = 'u'): Expression<SqlBool> {
  if (user.isSystemManager) return sql<SqlBool>`true`;
  const manager = sql.ref(`${alias}.is_system_manager`);
  const regulatorId = sql.ref(`${alias}.regulator_id`);
  const stationId = sql.ref(`${alias}.station_id`);
  switch (user.belongToType) {
    case BelongToType.Regulator:
      if (user.regulatorId === null) return none;
      return sql<SqlBool>`(not ${manager} and (${regulatorId} in ${regulatorSubtree(user.regulatorId)}
        or ${stationId} in ${regulatorStationIds(user.regulatorId)}))`;
    case BelongToType.FillingStation:
    case BelongToType.Station:
      return user.stationId === null ? none : sql<SqlBool>`(not ${manager} and ${stationId} = ${user.stationId})`;
    default:
      return none;
  }
}
