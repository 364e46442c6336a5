import type { Kysely } from 'kysely';
import type { DatabaseSchema, HistoryChange } from '../../db/schema';
import type { SessionUser } from '../../platform/session';

/** What happened to a cylinder (cylinder_history.action, migration 0003). */
export const HistoryAction = {
  Registered: 1,
  Edited: 2,
  Audited: 3,
  AuditCancelled: 4,
  Blacklisted: 5,
  BlacklistCancelled: 6,
  StatusChanged: 7,
  Deleted: 8,
  Restored: 9,
  Moved: 10,
  Imported: 11,
} as const;
export type HistoryAction = (typeof HistoryAction)[keyof typeof HistoryAction];

export const historyActionLabels: Record<HistoryAction, string> = {
  1: '建档',
  2: '修改',
  3: '审核',
  4: '取消审核',
  5: '加入黑名单',
  6: '移出黑名单',
  7: '状态变更',
  8: '删除',
  9: '异常恢复',
  10: '变更充装单位',
  11: '批量导入',
};

export interface HistoryEntry {
  cylinderId: number;
  action: HistoryAction;
  changes?: HistoryChange[];
  /** The cylinder's station and status after the change (the ownership and status trail). */
  stationId: number | null;
  status: number;
}

/** The operator's name as the history shows it, and the unit they acted for. */
export function operatorOf(user: SessionUser): { userId: number; name: string } {
  return { userId: user.id, name: user.userName };
}

/**
 * Appends history rows in the caller's transaction, so a change and its history are written together or not at
 * all. `entityName` is the unit the operator acted for (station or regulator name).
 */
export async function recordHistory(
  db: Kysely<DatabaseSchema>,
  user: SessionUser,
  entityName: string | null,
  entries: readonly HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const operator = operatorOf(user);
  await db
    .insertInto('cylinder_history')
    .values(
      entries.map((entry) => ({
        cylinder_id: entry.cylinderId,
        action: entry.action,
        changes: JSON.stringify(entry.changes ?? []),
        station_id: entry.stationId,
        status: entry.status,
        operator_user_id: operator.userId,
        operator_name: operator.name,
        entity_name: entityName,
      })),
    )
    .execute();
}

/** The name of the unit a user acts for: their station, their regulator, or null for a system manager. */
export async function unitNameOf(db: Kysely<DatabaseSchema>, user: SessionUser): Promise<string | null> {
  if (user.stationId !== null) {
    const station = await db.selectFrom('station').select('name').where('id', '=', user.stationId).executeTakeFirst();
    return station?.name ?? null;
  }
  if (user.regulatorId !== null) {
    const regulator = await db
      .selectFrom('regulator')
      .select('name')
      .where('id', '=', user.regulatorId)
      .executeTakeFirst();
    return regulator?.name ?? null;
  }
  return null;
}
