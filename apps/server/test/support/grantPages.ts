import type { Kysely } from 'kysely';
import { menusFor, type Capability } from '@gcs/contracts';
import type { DatabaseSchema } from '../../src/db/schema';

/**
 * Gives the roles of these names the menus of the pages offering the capabilities (a test's users need the pages whose
 * calls they make: every call declares its menus, docs/security.md Authorisation).
 */
export async function grantPages(
  db: Kysely<DatabaseSchema>,
  roleNames: readonly string[],
  capabilities: readonly Capability[],
): Promise<void> {
  const roles = await db
    .selectFrom('role')
    .where('name', 'in', [...roleNames])
    .select('id')
    .execute();
  const codes = menusFor(...capabilities);
  await db
    .insertInto('role_menu')
    .values(roles.flatMap((role) => codes.map((code) => ({ role_id: role.id, menu_code: code }))))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
