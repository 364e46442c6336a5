import type { Kysely } from 'kysely';
import {
  formatDateTime,
  roleMessages,
  type RoleBody,
  type RoleDeleteBody,
  type RoleListQuery,
  type RolePermissionBody,
  type RolePermissionQuery,
  type RoleRow,
  type RoleUpdateBody,
  type RoleValidBody,
} from '@gcs/contracts';
import { isUniqueViolation } from '../../db/pgErrors';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { RoleFilter, RolesRepository } from './roles.repository';
import { pagedByFilter } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;
type StoredRole = NonNullable<Awaited<ReturnType<RolesRepository['detail']>>>;

export interface RolesDeps {
  db: Db;
  repository: RolesRepository;
  syslog: Syslog;
  now: () => Date;
}

function toRole(row: StoredRole): Omit<RoleRow, 'ordinalNum'> {
  return {
    id: row.id,
    roleName: row.name,
    isValid: row.is_valid,
    userCount: Number(row.user_count),
    menuCount: Number(row.menu_count),
    createdAt: formatDateTime(row.created_at),
  };
}

const filterOf = (query: RoleListQuery): RoleFilter => ({
  name: query.RoleName,
  isValid: query.IsValid === undefined ? undefined : query.IsValid === 1,
});

const ok = <T>(data: T) => ({ result: true, messeage: '', data });

/** A code and every group above it (001002003 -> 001, 001002, 001002003). */
const withAncestors = (codes: Iterable<string>) =>
  new Set(
    [...codes].flatMap((code) => [code.slice(0, 3), code.slice(0, 6), code].filter((c) => c.length <= code.length)),
  );

/**
 * Roles and the menus each holds. Roles are platform-wide (no data scope): holders of the role page manage them. A
 * role's menus change in one transaction with its syslog row; the session gate reads them on every request, so the
 * role's users see the change on their next request. A user never grants or takes away a menu their own role does
 * not hold (system managers hold every menu), and changes a role only when every user holding it is one they manage
 * (a district's role manager cannot disable the city's role). A role some user holds is not deleted.
 */
export class RolesService {
  constructor(private readonly deps: RolesDeps) {}

  listSource(): ListSource<RoleListQuery, StoredRole, RoleRow> {
    return {
      ...pagedByFilter(this.deps.repository.roleRows(), filterOf),
      toRow: (row, ordinalNum) => ({ ordinalNum, ...toRole(row) }),
    };
  }

  async add(user: SessionUser, body: RoleBody, ip: string) {
    return this.change(async (trx) => {
      await this.assertNameFree(trx, body.roleName);
      const id = await this.deps.repository.insert(trx, body.roleName);
      const after = await this.detail(trx, id);
      await this.log(trx, user, ip, { action: 'add', id, before: null, after });
      return ok(after);
    }, body.roleName);
  }

  async update(user: SessionUser, body: RoleUpdateBody, ip: string) {
    return this.change(async (trx) => {
      const [current] = await this.deps.repository.lock(trx, [body.id]);
      if (!current) throw notFound(roleMessages.notFound);
      await this.assertUsersManaged(trx, user, [body.id]);
      const before = await this.detail(trx, body.id);
      await this.assertNameFree(trx, body.roleName, body.id);
      await this.deps.repository.rename(trx, body.id, body.roleName);
      const after = await this.detail(trx, body.id);
      await this.log(trx, user, ip, { action: 'update', id: body.id, before, after });
      return ok(after);
    }, body.roleName);
  }

  /** Enables or disables roles: a disabled role's users hold no menu from their next request on. */
  async batchValid(user: SessionUser, body: RoleValidBody, ip: string) {
    const ids = [...new Set(body.ids)];
    return this.change(async (trx) => {
      const locked = await this.deps.repository.lock(trx, ids);
      if (locked.length !== ids.length) throw notFound(roleMessages.notFound);
      await this.assertUsersManaged(trx, user, ids);
      await this.deps.repository.setValid(trx, ids, body.isValid);
      await this.log(trx, user, ip, {
        action: body.isValid ? 'enable' : 'disable',
        ids,
        before: locked.map((row) => ({ id: row.id, name: row.name, isValid: row.is_valid })),
        after: locked.map((row) => ({ id: row.id, name: row.name, isValid: body.isValid })),
      });
      return ok({ count: ids.length });
    });
  }

  /** Deletes roles no user holds (their menu grants go with them). */
  async remove(user: SessionUser, body: RoleDeleteBody, ip: string) {
    const ids = [...new Set(body.ids)];
    return this.change(async (trx) => {
      const locked = await this.deps.repository.lock(trx, ids);
      if (locked.length !== ids.length) throw notFound(roleMessages.notFound);
      const users = await this.deps.repository.users(trx, ids);
      for (const role of locked) {
        const count = users.get(role.id) ?? 0;
        if (count > 0) throw new HttpError(409, roleMessages.inUse(role.name, count));
      }
      const before = await Promise.all(
        ids.map(async (id) => ({
          ...(await this.detail(trx, id)),
          menuCodes: await this.deps.repository.menuCodes(trx, id),
        })),
      );
      await this.deps.repository.delete(trx, ids);
      await this.log(trx, user, ip, { action: 'delete', ids, before, after: null });
      return ok({ count: ids.length });
    });
  }

  /** The role's menu codes (groups included), as the checkable tree marks them. */
  async permission(query: RolePermissionQuery) {
    const role = await this.deps.repository.detail(this.deps.db, query.RoleId);
    if (!role) throw notFound(roleMessages.notFound);
    return ok({
      roleId: role.id,
      roleName: role.name,
      menuCodes: await this.deps.repository.menuCodes(this.deps.db, role.id),
    });
  }

  /**
   * Sets the role's menus to the given codes and the groups above them. Every code added or taken away must be one
   * the caller's own role holds (400 for an unknown code, 403 naming the first menu not held).
   */
  async updatePermission(user: SessionUser, body: RolePermissionBody, ip: string) {
    return this.change(async (trx) => {
      const { repository } = this.deps;
      const [role] = await repository.lock(trx, [body.RoleId]);
      if (!role) throw notFound(roleMessages.notFound);
      await this.assertUsersManaged(trx, user, [role.id]);
      const titles = await repository.menus(trx);
      const unknown = body.menuCodes.find((code) => !titles.has(code));
      if (unknown !== undefined) throw new HttpError(400, roleMessages.unknownMenu(unknown));
      const wanted = withAncestors(body.menuCodes);
      const current = new Set(await repository.menuCodes(trx, role.id));
      const add = [...wanted].filter((code) => !current.has(code)).sort();
      const remove = [...current].filter((code) => !wanted.has(code)).sort();
      if (!user.isSystemManager) {
        const held = await repository.heldBy(trx, user.id);
        const notHeld = [...add, ...remove].sort().find((code) => !held.has(code));
        if (notHeld !== undefined) throw new HttpError(403, roleMessages.notHeld(titles.get(notHeld) ?? notHeld));
      }
      await repository.replaceMenus(trx, role.id, remove, add);
      const menuCodes = [...wanted].sort();
      await this.log(trx, user, ip, {
        action: 'permission',
        id: role.id,
        before: { roleName: role.name, menuCodes: [...current].sort() },
        after: { roleName: role.name, menuCodes },
        added: add,
        removed: remove,
      });
      return ok({ roleId: role.id, roleName: role.name, menuCodes });
    });
  }

  /** 403 naming the first role held by a user outside the caller's user scope. */
  private async assertUsersManaged(trx: Db, user: SessionUser, ids: readonly number[]) {
    const outside = await this.deps.repository.heldOutside(trx, user, ids);
    if (outside) throw new HttpError(403, roleMessages.outsideScope(outside.name));
  }

  private async assertNameFree(db: Db, name: string, exceptId?: number) {
    if (await this.deps.repository.nameTaken(db, name, exceptId))
      throw new HttpError(400, roleMessages.nameTaken(name));
  }

  private async detail(db: Db, id: number) {
    const row = await this.deps.repository.detail(db, id);
    if (!row) throw notFound(roleMessages.notFound);
    return toRole(row);
  }

  /** Runs a change in one transaction; a unique-key race on the name answers as the name check does. */
  private async change<T>(work: (trx: Db) => Promise<T>, name?: string): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error)) throw new HttpError(400, roleMessages.nameTaken(name));
      throw error;
    }
  }

  private log(trx: Db, user: SessionUser, ip: string, detail: Record<string, unknown>) {
    return this.deps.syslog.write(
      {
        at: this.deps.now(),
        event: 'roleChange',
        result: 'success',
        ...actorOf(user),
        ip,
        detail: { kind: 'role', ...detail },
      },
      trx,
    );
  }
}
