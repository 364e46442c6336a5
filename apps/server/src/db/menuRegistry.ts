import { sql, type Kysely } from 'kysely';
import { menuTree } from '@gcs/contracts';
import type { DatabaseSchema } from './schema';

/**
 * Brings the `menu` table up to the page registry (`menuTree`): an entry the registry gained since the database was
 * filled is added (valid, ordered after its siblings by its place in the registry), and a registry entry's path is
 * the registry's. Titles, order and validity an administrator set stay as they are; extra entries are untouched.
 * Returns how many entries were added.
 */
export async function syncMenuRegistry(db: Kysely<DatabaseSchema>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('menu')
      .values(menuTree.map((menu, index) => ({ code: menu.code, path: menu.path, title: menu.title, sort: index })))
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('code')
      .execute();
    const paths = sql.join(menuTree.map((menu) => sql`(${menu.code}, ${menu.path})`));
    await sql`update menu set path = v.path from (values ${paths}) as v(code, path)
      where menu.code = v.code and menu.path <> v.path`.execute(trx);
    return added.length;
  });
}
