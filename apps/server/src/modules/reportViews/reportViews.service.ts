import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  formatDateTime,
  reportViewMessages as messages,
  viewTableOf,
  viewTablesOf,
  type ReportViewAddBody,
  type ReportViewDeleteBody,
  type ReportViewFilters,
  type ReportViewListQuery,
  type ReportViewOption,
  type ReportViewQuery,
  type ReportViewRow,
  type ReportViewUpdateBody,
  type ViewTable,
} from '@gcs/contracts';
import { isUniqueViolation } from '../../db/pgErrors';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { ReportViewRepository, StoredView, ViewListFilter } from './reportViews.repository';

type Db = Kysely<DatabaseSchema>;

export interface ReportViewDeps {
  db: Db;
  repository: ReportViewRepository;
  syslog: Syslog;
  now: () => Date;
}

/** What the log keeps of a view. */
const logged = (
  view: Pick<StoredView, 'menu_code' | 'table_key' | 'name' | 'filters' | 'columns' | 'shared_role_id'>,
) => ({
  menuCode: view.menu_code,
  tableKey: view.table_key,
  name: view.name,
  filters: view.filters,
  columns: view.columns,
  sharedRoleId: view.shared_role_id,
});

/**
 * Saved report views (Setting/Report). A view is checked against its page's list definition when saved (its table, every
 * column code and filter field, each filter value by the list call's own query schema); only a user who may open the
 * page (holds its menu, or is a system manager) saves or sees its views; only the owner or a system manager changes or
 * deletes one; a user shares only with their own role, a system manager with any valid role. A view of someone else
 * opens with only the columns the viewer's page shows (the definition's, cut to the page's column configuration where
 * it has one). Every change runs in one transaction with its syslog row (before and after).
 */
export class ReportViewService {
  constructor(private readonly deps: ReportViewDeps) {}

  /** The page's tables that hold views, when the user may open it: 400 for no such page, 403 for a closed one. */
  private async openPage(user: SessionUser, menuCode: string) {
    const tables = viewTablesOf(menuCode);
    if (tables.length === 0) throw new HttpError(400, messages.unknownPage(menuCode));
    const { roleId } = await this.deps.repository.userRole(user.id);
    if (!user.isSystemManager && (roleId === null || !(await this.deps.repository.roleHoldsMenu(roleId, menuCode))))
      throw new HttpError(403, messages.notOpen);
    return { tables, roleId };
  }

  async options(user: SessionUser, query: ReportViewQuery) {
    const { roleId } = await this.openPage(user, query.MenuCode);
    const stored = await this.deps.repository.pageViews(user.id, roleId, query.MenuCode, query.TableKey);
    const list: ReportViewOption[] = [];
    for (const view of stored) {
      const table = viewTableOf(view.menu_code, view.table_key);
      if (!table) continue;
      const mine = view.owner_user_id === user.id;
      const shown = await this.shownColumns(table, mine);
      const columns = view.columns.filter((code) => shown.has(code));
      list.push({
        id: view.id,
        name: view.name,
        menuCode: view.menu_code,
        tableKey: view.table_key,
        filters: Object.fromEntries(
          Object.entries(view.filters).filter(([field]) => table.filterFields.includes(field)),
        ),
        columns,
        droppedCount: view.columns.length - columns.length,
        sharedRoleId: view.shared_role_id,
        sharedRoleName: view.shared_role_name,
        mine,
        ownerName: view.owner_name,
        updatedAt: formatDateTime(view.updated_at),
      });
    }
    return { result: true as const, messeage: '', totalCount: list.length, list };
  }

  /**
   * The columns a viewer may have a view show: the table's columns; for a view of someone else only those the page
   * shows by its column configuration (Setting/Column) where it has one, so a shared view never brings back a column
   * the page hides.
   */
  private async shownColumns(table: ViewTable, mine: boolean): Promise<Set<string>> {
    const defined = new Set(table.columns.map((column) => column.code));
    if (mine || table.table.pageName === undefined) return defined;
    const configured = await this.deps.repository.configuredShown(table.table.pageName);
    if (!configured) return new Set(table.columns.filter((column) => column.isDisplay).map((column) => column.code));
    return new Set([...defined].filter((code) => configured.has(code)));
  }

  /** The roles a user may share a view with: their own (valid) role; a system manager every valid role. */
  async roles(user: SessionUser) {
    const roles = user.isSystemManager ? await this.deps.repository.validRoles() : await this.ownRole(user.id);
    return {
      result: true as const,
      messeage: '',
      totalCount: roles.length,
      list: roles.map((role) => ({ value: role.id, label: role.name })),
    };
  }

  private async ownRole(userId: number) {
    const { roleId, roleName } = await this.deps.repository.userRole(userId);
    return roleId === null || roleName === null ? [] : [{ id: roleId, name: roleName }];
  }

  listSource(): ListSource<ReportViewListQuery, StoredView, ReportViewRow> {
    const { repository } = this.deps;
    const filterOf = (user: SessionUser, query: ReportViewListQuery): ViewListFilter => ({
      ...(user.isSystemManager ? {} : { ownerUserId: user.id }),
      ...(query.Name !== undefined ? { name: query.Name } : {}),
    });
    const views = repository.viewRows();
    return {
      read: (user, query, page) => views.read(user, filterOf(user, query), page),
      count: (user, query) => views.count(user, filterOf(user, query)),
      toRow: (view, ordinalNum) => {
        const table = viewTableOf(view.menu_code, view.table_key);
        return {
          ordinalNum,
          id: view.id,
          name: view.name,
          menuCode: view.menu_code,
          pageTitle: table?.pageTitle ?? view.menu_code,
          tableLabel: table?.table.label ?? view.table_key,
          sharedRoleId: view.shared_role_id,
          sharedRoleName: view.shared_role_name,
          columnCount: view.columns.length,
          filterCount: Object.keys(view.filters).length,
          ownerName: view.owner_name,
          updatedAt: formatDateTime(view.updated_at),
        };
      },
    };
  }

  async add(user: SessionUser, body: ReportViewAddBody, ip: string | undefined) {
    const { tables, roleId } = await this.openPage(user, body.menuCode);
    const table = tables.find((candidate) => candidate.table.key === body.tableKey);
    if (!table) throw new HttpError(400, messages.unknownTable(tables[0]?.pageTitle ?? body.menuCode, body.tableKey));
    const columns = checkedColumns(table, body.columns);
    const filters = checkedFilters(table, body.filters);
    await this.checkShare(user, roleId, body.sharedRoleId);
    const view = {
      owner_user_id: user.id,
      menu_code: body.menuCode,
      table_key: body.tableKey,
      name: body.name,
      filters,
      columns,
      shared_role_id: body.sharedRoleId,
    };
    const id = await this.change(async (trx) => {
      const id = await this.deps.repository.insert(trx, view);
      await this.log(trx, user, ip, { action: 'add', id, before: null, after: logged(view) });
      return id;
    }, messages.duplicateName(body.name));
    return this.savedAnswer(user, id, body.name);
  }

  async update(user: SessionUser, body: ReportViewUpdateBody, ip: string | undefined) {
    const before = await this.ownedViews(user, [body.id]);
    const view = before[0] as StoredView;
    const table = viewTableOf(view.menu_code, view.table_key);
    if (!table) throw new HttpError(400, messages.unknownPage(view.menu_code));
    const { roleId } = await this.deps.repository.userRole(user.id);
    if (body.sharedRoleId !== view.shared_role_id) await this.checkShare(user, roleId, body.sharedRoleId);
    const change = {
      name: body.name,
      shared_role_id: body.sharedRoleId,
      ...(body.filters ? { filters: checkedFilters(table, body.filters) } : {}),
      ...(body.columns ? { columns: checkedColumns(table, body.columns) } : {}),
    };
    await this.change(async (trx) => {
      await this.deps.repository.update(trx, view.id, change, this.deps.now().toISOString());
      await this.log(trx, user, ip, {
        action: 'update',
        id: view.id,
        before: logged(view),
        after: logged({ ...view, ...change }),
      });
    }, messages.duplicateName(body.name));
    return this.savedAnswer(user, view.id, body.name);
  }

  async remove(user: SessionUser, body: ReportViewDeleteBody, ip: string | undefined) {
    const ids = [...new Set(body.ids)];
    const views = await this.ownedViews(user, ids);
    const count = await this.change(async (trx) => {
      const removed = await this.deps.repository.remove(trx, ids);
      for (const view of views)
        await this.log(trx, user, ip, { action: 'delete', id: view.id, before: logged(view), after: null });
      return removed;
    });
    return { result: true as const, messeage: messages.removed(count), data: { count } };
  }

  /** The views of the ids, each the user's own unless they are a system manager (404 for a missing one, 403 else). */
  private async ownedViews(user: SessionUser, ids: readonly number[]): Promise<StoredView[]> {
    const views = await this.deps.repository.byIds(ids);
    if (views.length !== ids.length) throw new HttpError(404, messages.notFound);
    if (!user.isSystemManager && views.some((view) => view.owner_user_id !== user.id))
      throw new HttpError(403, messages.notOwner);
    return views;
  }

  /** Sharing with a role: a system manager with any valid role, another user only with their own. */
  private async checkShare(user: SessionUser, ownRoleId: number | null, sharedRoleId: number | null) {
    if (sharedRoleId === null) return;
    if (!user.isSystemManager && sharedRoleId !== ownRoleId) throw new HttpError(403, messages.shareOwnRole);
    if (!(await this.deps.repository.validRole(sharedRoleId))) throw new HttpError(400, messages.unknownRole);
  }

  private async savedAnswer(user: SessionUser, id: number, name: string) {
    const view = await this.deps.repository.byId(id);
    if (!view) throw new HttpError(404, messages.notFound);
    const answer = await this.options(user, { MenuCode: view.menu_code, TableKey: view.table_key });
    const data = answer.list.find((option) => option.id === id);
    if (!data) throw new HttpError(404, messages.notFound);
    return { result: true as const, messeage: messages.saved(name), data };
  }

  private async change<T>(work: (trx: Db) => Promise<T>, onUniqueViolation?: string): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (onUniqueViolation !== undefined && isUniqueViolation(error)) throw new HttpError(409, onUniqueViolation);
      throw error;
    }
  }

  private log(trx: Db, user: SessionUser, ip: string | undefined, detail: Record<string, unknown>) {
    return this.deps.syslog.write(
      { at: this.deps.now(), event: 'reportViewChange', result: 'success', ...actorOf(user), ip: ip ?? null, detail },
      trx,
    );
  }
}

/** Every column code one of the table's, none twice (400 naming the first that is not). */
function checkedColumns(table: ViewTable, columns: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const code of columns) {
    if (!table.columns.some((column) => column.code === code))
      throw new HttpError(400, messages.unknownColumn(table.pageTitle, code));
    if (seen.has(code)) throw new HttpError(400, messages.duplicateColumn(code));
    seen.add(code);
  }
  return [...columns];
}

/**
 * Every filter field one the page's widgets fill (400 naming the first that is not), each value accepted by the list
 * call's own member of that name; empty values are dropped.
 */
function checkedFilters(table: ViewTable, filters: ReportViewFilters): Record<string, unknown> {
  const shape = table.table.call.query instanceof z.ZodObject ? table.table.call.query.shape : undefined;
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(filters)) {
    if (!table.filterFields.includes(field)) throw new HttpError(400, messages.unknownFilter(table.pageTitle, field));
    if (value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const member = shape?.[field] as z.ZodType | undefined;
    const parsed = member?.safeParse(value);
    if (parsed && !parsed.success)
      throw new HttpError(400, messages.badFilter(field, parsed.error.issues[0]?.message ?? ''));
    kept[field] = value;
  }
  return kept;
}
