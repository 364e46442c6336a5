import type { Kysely } from 'kysely';
import {
  menuCompareRows,
  menuMessages,
  menuName,
  menuTree,
  type ChildMenuQuery,
  type MenuBody,
  type MenuDeleteBody,
  type MenuNode,
  type MenuRow,
  type MenuUpdateBody,
  type MenuValidBody,
} from '@gcs/contracts';
import { isUniqueViolation } from '../../db/pgErrors';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import { pagedByFilter } from '../../platform/pagedRows';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { ChildMenuFilter, MenusRepository, StoredMenu } from './menus.repository';

type Db = Kysely<DatabaseSchema>;
type StoredChild = Awaited<ReturnType<ReturnType<MenusRepository['childRows']>['read']>>[number];

export interface MenusDeps {
  db: Db;
  repository: MenusRepository;
  syslog: Syslog;
  now: () => Date;
}

const registry = new Map(menuTree.map((menu) => [menu.code, menu]));
const registryPaths = new Set(menuTree.map((menu) => menu.path.toLowerCase()));
const levelNames: Readonly<Record<number, string>> = { 1: '一级', 2: '二级', 3: '三级' };
/** Disabling these would leave no one able to reach the menu page again. */
const keptValid = new Set(['008', '008003']);

const parentOf = (code: string) => (code.length > 3 ? code.slice(0, -3) : null);
const isBelow = (code: string, ancestor: string) => code.length > ancestor.length && code.startsWith(ancestor);

function toNode(menu: StoredMenu): MenuNode {
  const entry = registry.get(menu.code);
  return {
    menuCode: menu.code,
    parentCode: parentOf(menu.code),
    path: menu.path,
    title: menu.title,
    menuName: menuName(menu),
    level: menu.code.length / 3,
    sort: menu.sort,
    isValid: menu.is_valid,
    builtIn: entry !== undefined,
    available: entry?.page !== undefined,
  };
}

function toRow(menu: StoredChild, ordinalNum: number): MenuRow {
  const node = toNode(menu);
  return {
    ordinalNum,
    ...node,
    levelName: levelNames[node.level] ?? '',
    childCount: Number(menu.child_count),
    sourceName: node.builtIn ? '系统页面' : '自定义',
  };
}

/** Entries in tree order: each group followed by its children, siblings by their order and then their code. */
function treeOrder(menus: readonly StoredMenu[]): StoredMenu[] {
  const byParent = new Map<string | null, StoredMenu[]>();
  for (const menu of menus) {
    const parent = parentOf(menu.code);
    byParent.set(parent, [...(byParent.get(parent) ?? []), menu]);
  }
  const ordered: StoredMenu[] = [];
  const visit = (parent: string | null) => {
    const siblings = [...(byParent.get(parent) ?? [])].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
    for (const menu of siblings) {
      ordered.push(menu);
      visit(menu.code);
    }
  };
  visit(null);
  return ordered;
}

const filterOf = (query: ChildMenuQuery): ChildMenuFilter => ({
  parentCode: query.ParentCode,
  title: query.MenuTitle,
  isValid: query.IsValid === undefined ? undefined : query.IsValid === 1,
});

const ok = <T>(data: T) => ({ result: true, messeage: '', data });

/**
 * The menu entries. The page registry owns each built page's identity: a registry entry keeps its code and path and
 * is never deleted (retitled, reordered, enabled and disabled only); extra entries an administrator adds are free to
 * change and, without children, to delete. Disabling an entry disables the entries below it, enabling one enables the
 * groups above it, so a valid page never hides under a disabled group. Each change runs in one transaction with its
 * syslog row.
 */
export class MenusService {
  constructor(private readonly deps: MenusDeps) {}

  listSource(): ListSource<ChildMenuQuery, StoredChild, MenuRow> {
    return {
      ...pagedByFilter(this.deps.repository.childRows(), filterOf),
      toRow,
    };
  }

  /** The whole tree, every entry with its parent's code, in tree order. */
  async tree() {
    const list = treeOrder(await this.deps.repository.all()).map(toNode);
    return { result: true, messeage: '', totalCount: list.length, list };
  }

  /** The feature comparison: derived from the registry alone, whatever the database holds. */
  compare() {
    const list = menuCompareRows();
    return { result: true, messeage: '', totalCount: list.length, list };
  }

  async add(user: SessionUser, body: MenuBody, ip: string) {
    return this.change(async (trx) => {
      const menus = await this.deps.repository.all(trx);
      const byCode = new Map(menus.map((menu) => [menu.code, menu]));
      const parent = body.parentCode === null ? undefined : byCode.get(body.parentCode);
      if (body.parentCode !== null) {
        if (!parent) throw new HttpError(400, menuMessages.parentMissing(body.parentCode));
        if (parent.code.length >= 9) throw new HttpError(400, menuMessages.tooDeep);
      }
      const siblings = menus.filter((menu) => parentOf(menu.code) === (parent?.code ?? null));
      const code = body.menuCode ?? this.nextCode(parent?.code ?? '', siblings);
      if (parent ? !(code.length === parent.code.length + 3 && code.startsWith(parent.code)) : code.length !== 3) {
        throw new HttpError(400, parent ? menuMessages.codeUnderParent(parent.code) : menuMessages.codeTopLevel);
      }
      if (byCode.has(code) || registry.has(code)) throw new HttpError(400, menuMessages.codeTaken(code));
      this.assertPath(body.path, parent, menus);
      const menu: StoredMenu = {
        code,
        path: body.path,
        title: body.title,
        sort: body.sort ?? Math.max(-1, ...siblings.map((sibling) => sibling.sort)) + 1,
        is_valid: parent?.is_valid ?? true,
      };
      await this.deps.repository.insert(trx, menu);
      const after = toNode(menu);
      await this.log(trx, user, ip, { action: 'add', id: code, before: null, after });
      return ok(after);
    }, body.menuCode ?? '');
  }

  async update(user: SessionUser, body: MenuUpdateBody, ip: string) {
    return this.change(async (trx) => {
      const [current] = await this.deps.repository.lock(trx, [body.menuCode]);
      if (!current) throw notFound(menuMessages.notFound(body.menuCode));
      if (body.parentCode !== null && body.parentCode !== parentOf(current.code)) {
        throw new HttpError(400, menuMessages.cannotMove);
      }
      if (body.path !== current.path) {
        if (registry.has(current.code)) throw new HttpError(400, menuMessages.builtInPath(current.title));
        const menus = await this.deps.repository.all(trx);
        if (menus.some((menu) => isBelow(menu.code, current.code)))
          throw new HttpError(400, menuMessages.pathWithChildren);
        const parentCode = parentOf(current.code);
        const parent = parentCode === null ? undefined : menus.find((menu) => menu.code === parentCode);
        this.assertPath(
          body.path,
          parent,
          menus.filter((menu) => menu.code !== current.code),
        );
      }
      const change = { path: body.path, title: body.title, sort: body.sort ?? current.sort };
      await this.deps.repository.update(trx, current.code, change);
      const after = toNode({ ...current, ...change });
      await this.log(trx, user, ip, { action: 'update', id: current.code, before: toNode(current), after });
      return ok(after);
    });
  }

  /** Deletes an extra entry with nothing below it; the roles holding it lose it. */
  async remove(user: SessionUser, body: MenuDeleteBody, ip: string) {
    return this.change(async (trx) => {
      const [current] = await this.deps.repository.lock(trx, [body.menuCode]);
      if (!current) throw notFound(menuMessages.notFound(body.menuCode));
      if (registry.has(current.code)) throw new HttpError(409, menuMessages.builtIn(current.title));
      const children = (await this.deps.repository.all(trx)).filter((menu) => parentOf(menu.code) === current.code);
      if (children.length > 0) throw new HttpError(409, menuMessages.hasChildren(current.title, children.length));
      const roles = await this.deps.repository.rolesHolding(trx, current.code);
      await this.deps.repository.delete(trx, current.code);
      await this.log(trx, user, ip, {
        action: 'delete',
        id: current.code,
        before: { ...toNode(current), roles },
        after: null,
      });
      return ok({ count: 1 });
    });
  }

  /** Disables the chosen entries and those below them, or enables them and the groups above them. */
  async batchValid(user: SessionUser, body: MenuValidBody, ip: string) {
    const chosen = [...new Set(body.ids)];
    return this.change(async (trx) => {
      const menus = await this.deps.repository.all(trx);
      const known = new Set(menus.map((menu) => menu.code));
      const missing = chosen.find((code) => !known.has(code));
      if (missing !== undefined) throw notFound(menuMessages.notFound(missing));
      const affected = menus
        .filter((menu) =>
          chosen.some((code) =>
            body.isValid
              ? menu.code === code || isBelow(code, menu.code)
              : menu.code === code || isBelow(menu.code, code),
          ),
        )
        .map((menu) => menu.code)
        .sort();
      if (!body.isValid && affected.some((code) => keptValid.has(code))) {
        throw new HttpError(400, menuMessages.keepsAdmin);
      }
      const locked = await this.deps.repository.lock(trx, affected);
      await this.deps.repository.setValid(trx, affected, body.isValid);
      await this.log(trx, user, ip, {
        action: body.isValid ? 'enable' : 'disable',
        ids: affected,
        before: locked.map((menu) => ({ code: menu.code, title: menu.title, isValid: menu.is_valid })),
        after: locked.map((menu) => ({ code: menu.code, title: menu.title, isValid: body.isValid })),
      });
      return ok({ count: affected.length });
    });
  }

  /** The next free code under a parent: one past the highest sibling's. */
  private nextCode(parentCode: string, siblings: readonly StoredMenu[]): string {
    const taken = new Set([...siblings.map((menu) => menu.code), ...registry.keys()]);
    const highest = Math.max(0, ...siblings.map((menu) => Number(menu.code.slice(-3))));
    for (let suffix = highest + 1; suffix <= 999; suffix++) {
      const code = parentCode + String(suffix).padStart(3, '0');
      if (!taken.has(code)) return code;
    }
    for (let suffix = 1; suffix <= 999; suffix++) {
      const code = parentCode + String(suffix).padStart(3, '0');
      if (!taken.has(code)) return code;
    }
    throw new HttpError(400, menuMessages.noFreeCode);
  }

  /** A child's path lies under its parent's; no two entries (nor an entry and a registry page) share a path. */
  private assertPath(path: string, parent: StoredMenu | undefined, others: readonly StoredMenu[]) {
    if (parent && !path.startsWith(`${parent.path}/`))
      throw new HttpError(400, menuMessages.pathUnderParent(parent.path));
    const wanted = path.toLowerCase();
    if (registryPaths.has(wanted) || others.some((menu) => menu.path.toLowerCase() === wanted)) {
      throw new HttpError(400, menuMessages.pathTaken(path));
    }
  }

  private async change<T>(work: (trx: Db) => Promise<T>, code?: string): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (code !== undefined && isUniqueViolation(error)) throw new HttpError(400, menuMessages.codeTaken(code));
      throw error;
    }
  }

  private log(trx: Db, user: SessionUser, ip: string, detail: Record<string, unknown>) {
    return this.deps.syslog.write(
      {
        at: this.deps.now(),
        event: 'menuChange',
        result: 'success',
        ...actorOf(user),
        ip,
        detail: { kind: 'menu', ...detail },
      },
      trx,
    );
  }
}
