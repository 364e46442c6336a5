import { sql, type Kysely } from 'kysely';
import { BelongToType } from '@gcs/contracts';
import type { DatabaseSchema } from '../db/schema';
import { stationInScope } from './dataScope';
import { notFound } from './errors';
import type { SessionUser } from './session';

/** Scope rules of list filters (registerList applies them to every list). */

/**
 * A station or regulator named in a list filter must lie in the caller's scope: naming another one answers 404 (as
 * an object outside the scope does) instead of an empty page that would confirm it exists.
 */
export async function assertFilterInScope(
  db: Kysely<DatabaseSchema>,
  user: SessionUser,
  filter: { StationId?: number | undefined; RegulatorId?: number | undefined },
): Promise<void> {
  if (filter.StationId !== undefined) {
    const station = await db
      .selectFrom('station as s')
      .where('s.id', '=', filter.StationId)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select('s.id')
      .executeTakeFirst();
    if (!station) throw notFound();
  }
  if (filter.RegulatorId !== undefined && !(await regulatorInScope(db, user, filter.RegulatorId))) throw notFound();
}

/** A regulator a user may filter by: any for a system manager, their own or one below it for a regulator. */
async function regulatorInScope(db: Kysely<DatabaseSchema>, user: SessionUser, regulatorId: number) {
  if (user.isSystemManager) {
    return (
      (await db.selectFrom('regulator').where('id', '=', regulatorId).select('id').executeTakeFirst()) !== undefined
    );
  }
  if (user.belongToType !== BelongToType.Regulator || user.regulatorId === null) return false;
  const result = await sql<{ found: boolean }>`
    with recursive tree as (
      select id from regulator where id = ${user.regulatorId}
      union all
      select child.id from regulator child join tree on child.parent_id = tree.id
    )
    select exists (select 1 from tree where id = ${regulatorId}) as found`.execute(db);
  return result.rows[0]?.found === true;
}
