import type { Kysely } from 'kysely';
import { menusFor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../../src/db/schema';
import { get, loggedIn, menuCells, post, type RouteCase } from './matrixKit';

/** Roles and their menus (Setting/Role), the menu entries (Setting/MenuManagement) and the feature comparison. */

const base = '/api/samr/Auth';

/** Objects the cases act on, made by prepareRoleMenuCases before the matrix runs. */
const targets = { spareRoleId: 0, deletableRoleId: 0, deletableMenu: '006900' };

export async function prepareRoleMenuCases(db: Kysely<DatabaseSchema>): Promise<void> {
  const role = async (name: string) =>
    (await db.insertInto('role').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
  targets.spareRoleId = await role('矩阵角色');
  targets.deletableRoleId = await role('矩阵待删除角色');
  await db
    .insertInto('menu')
    .values({ code: targets.deletableMenu, path: '/Regulatory/MatrixDeletable', title: '矩阵待删除菜单', sort: 900 })
    .execute();
}

const roleCells = menuCells(menusFor('roles'));
const menuAdminCells = menuCells(menusFor('menus'));
const roleCase = (request: () => ReturnType<typeof post>): RouteCase => ({ cells: roleCells, ok: true, request });
const menuCase = (request: () => ReturnType<typeof post>): RouteCase => ({ cells: menuAdminCells, ok: true, request });

export const roleMenuCases: Record<string, RouteCase> = {
  [`GET ${base}/GetRole`]: roleCase(() => get(`${base}/GetRole?RoleName=${encodeURIComponent('矩阵')}`)),
  [`POST ${base}/AddRole`]: {
    cells: roleCells,
    ok: true,
    request: (_world, role) => post(`${base}/AddRole`, { roleName: `矩阵新增角色（${role}）` }),
  },
  [`POST ${base}/UpdateRole`]: roleCase(() =>
    post(`${base}/UpdateRole`, { id: targets.spareRoleId, roleName: '矩阵角色' }),
  ),
  [`POST ${base}/BatchRoleIsValid`]: roleCase(() =>
    post(`${base}/BatchRoleIsValid`, { ids: [targets.spareRoleId], isValid: true }),
  ),
  [`POST ${base}/DelRol`]: roleCase(() => post(`${base}/DelRol`, { ids: [targets.deletableRoleId] })),
  [`GET ${base}/GetRolePermission`]: roleCase(() => get(`${base}/GetRolePermission?RoleId=${targets.spareRoleId}`)),
  [`POST ${base}/UpdateRolePermission`]: roleCase(() =>
    post(`${base}/UpdateRolePermission`, { RoleId: targets.spareRoleId, menuCodes: ['006002'] }),
  ),
  [`GET ${base}/GetMenuTree`]: {
    cells: menuCells(menusFor('menuTree')),
    ok: true,
    request: () => get(`${base}/GetMenuTree`),
  },
  [`GET ${base}/GetChildMenu`]: menuCase(() => get(`${base}/GetChildMenu?ParentCode=008`)),
  [`POST ${base}/AddMenu`]: {
    cells: menuAdminCells,
    ok: true,
    request: (_world, role) =>
      post(`${base}/AddMenu`, { parentCode: '006', path: `/Regulatory/Matrix${role}`, title: `矩阵菜单${role}` }),
  },
  [`POST ${base}/UpdateMenu`]: menuCase(() =>
    post(`${base}/UpdateMenu`, { menuCode: '006002', path: '/Regulatory/Notice', title: '通知公告' }),
  ),
  [`POST ${base}/DeleteMenu`]: menuCase(() => post(`${base}/DeleteMenu`, { menuCode: targets.deletableMenu })),
  [`POST ${base}/BatchMenuIsValid`]: menuCase(() =>
    post(`${base}/BatchMenuIsValid`, { ids: ['006003'], isValid: true }),
  ),
  [`GET ${base}/GetMenuCompareTree`]: { cells: loggedIn, ok: true, request: () => get(`${base}/GetMenuCompareTree`) },
};
