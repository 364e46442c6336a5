import { sql, type Kysely } from 'kysely';
import { menusFor, type Capability } from '@gcs/contracts';
import type { DatabaseSchema } from '../db/schema';
import { stationInScope, type ScopeUser } from './dataScope';

type Db = Kysely<DatabaseSchema>;
type FileUser = ScopeUser & { id: number };

/**
 * The uploaded pictures among `ids` that a user may link to a record: those they uploaded themselves, and those that
 * already belong to a cylinder in their scope (an edit keeping its pictures). Guessing another user's file id gives
 * nothing.
 */
export function linkableFiles(db: Db, user: FileUser, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stored_file as f')
    .where('f.id', 'in', [...ids])
    .where((eb) =>
      user.isSystemManager
        ? sql<boolean>`true`
        : eb.or([
            eb.exists(
              eb
                .selectFrom('file_upload as u')
                .whereRef('u.file_id', '=', 'f.id')
                .where('u.user_id', '=', user.id)
                .select(sql`1`.as('one')),
            ),
            eb.exists(
              eb
                .selectFrom('cylinder_image as i')
                .innerJoin('cylinder as c', 'c.id', 'i.cylinder_id')
                .whereRef('i.file_id', '=', 'f.id')
                .where((inner) => stationInScope(user, inner.ref('c.station_id')))
                .select(sql`1`.as('one')),
            ),
          ]),
    )
    .select(['f.id', 'f.mime_type'])
    .execute();
}

/** A reader of pictures: with the menus they hold among those the route asked for (platform/session.ts). */
type FileReader = FileUser & { askedMenusHeld: readonly string[] };

/** Whether a reader holds a page of the capability (among the menus the route asked for). */
const holds = (user: FileReader, capability: Capability) =>
  menusFor(capability).some((code) => user.askedMenusHeld.includes(code));

/**
 * Whether a user may see an uploaded picture: their own upload; or a picture of a record they may see, by the page that
 * shows it and their data scope: a cylinder's (archive pages), a blacklist entry's (blacklist page), an operator's
 * signature (station pages), each in their scope, or a vendor's seal (archive and cylinder-type pages). Anything else
 * reads as not found (docs/security.md, Authorisation).
 */
export async function mayReadFile(db: Db, user: FileReader, id: number): Promise<boolean> {
  if (user.isSystemManager) return true;
  const row = await db
    .selectNoFrom((eb) => {
      const owners = [
        eb.exists(
          eb
            .selectFrom('file_upload')
            .where('file_id', '=', id)
            .where('user_id', '=', user.id)
            .select(sql`1`.as('one')),
        ),
      ];
      if (holds(user, 'readArchives') || holds(user, 'cylinderTypes')) {
        owners.push(
          eb.exists(
            eb
              .selectFrom('vendor')
              .where('seal_file_id', '=', id)
              .select(sql`1`.as('one')),
          ),
        );
      }
      if (holds(user, 'readArchives')) {
        owners.push(
          eb.exists(
            eb
              .selectFrom('cylinder_image as i')
              .innerJoin('cylinder as c', 'c.id', 'i.cylinder_id')
              .where('i.file_id', '=', id)
              .where((inner) => stationInScope(user, inner.ref('c.station_id')))
              .select(sql`1`.as('one')),
          ),
        );
      }
      if (holds(user, 'stationUpkeep')) {
        owners.push(
          eb.exists(
            eb
              .selectFrom('station_operator as o')
              .where('o.sign_file_id', '=', id)
              .where((inner) => stationInScope(user, inner.ref('o.station_id')))
              .select(sql`1`.as('one')),
          ),
        );
      }
      if (holds(user, 'blacklist')) {
        owners.push(
          eb.exists(
            eb
              .selectFrom('cylinder_blacklist_evidence as e')
              .innerJoin('cylinder_blacklist as b', 'b.id', 'e.blacklist_id')
              .where('e.file_id', '=', id)
              .where((inner) => stationInScope(user, inner.ref('b.station_id')))
              .select(sql`1`.as('one')),
          ),
        );
      }
      return [eb.or(owners).as('allowed')];
    })
    .executeTakeFirst();
  return Boolean(row?.allowed);
}
