import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { optionalCode, optionalText, requiredId } from '../fields';
import { batchIds, batchValidBody, unitText } from '../units/unitFields';

/**
 * Roles and the menus each holds (spec 01 section 7 Administration, Setting/Role). A role's menus decide which pages
 * its users see and which calls they may make; the server reads them on every request, so a change applies to the
 * users' next request. A user never grants or takes away a menu they do not hold themselves (system managers hold
 * every menu).
 */

export const roleMessages = {
  nameTaken: (name: string) => `角色名称已存在：${name}`,
  notFound: '角色不存在',
  inUse: (name: string, users: number) =>
    `角色“${name}”仍有${users}个用户在使用，不能删除；可将其停用或先为这些用户更换角色`,
  notHeld: (title: string) => `您没有“${title}”菜单的权限，不能授予或收回该菜单`,
  unknownMenu: (code: string) => `菜单不存在：${code}`,
  outsideScope: (name: string) => `角色“${name}”有不在您管辖范围内的用户，您不能修改该角色`,
} as const;

const menuCode = z
  .string({ error: '菜单编码必须是文本' })
  .trim()
  .regex(/^\d{3}(\d{3}){0,2}$/, '菜单编码应为3、6或9位数字');

/** GetRole: by name (contains) and validity. */
export const roleListQuery = z.object({
  RoleName: optionalText('角色名称', 64),
  IsValid: optionalCode('启用状态', [0, 1]),
  ...pageQuery,
  ...exportParams,
});
export type RoleListQuery = z.output<typeof roleListQuery>;

export const roleRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  roleName: z.string(),
  isValid: z.boolean(),
  /** Users holding the role. */
  userCount: z.number().int(),
  /** Menu entries the role holds (groups included). */
  menuCount: z.number().int(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  createdAt: z.string(),
});
export type RoleRow = z.output<typeof roleRow>;

export const roleBody = z.object({ roleName: unitText('角色名称', 64) });
export type RoleBody = z.output<typeof roleBody>;
export const roleUpdateBody = roleBody.extend({ id: requiredId('角色编号') });
export type RoleUpdateBody = z.output<typeof roleUpdateBody>;
export const roleDeleteBody = z.object({ ids: batchIds('角色') });
export type RoleDeleteBody = z.output<typeof roleDeleteBody>;
export const roleValidBody = batchValidBody('角色');
export type RoleValidBody = z.output<typeof roleValidBody>;

export const rolePermissionQuery = z.object({ RoleId: requiredId('角色编号') });
export type RolePermissionQuery = z.output<typeof rolePermissionQuery>;

/** UpdateRolePermission: the role's whole new set of menus (the groups above a chosen page are added by the server). */
export const rolePermissionBody = z.object({
  RoleId: requiredId('角色编号'),
  menuCodes: z.array(menuCode, { error: '请提供菜单编码列表' }).max(2000, '菜单数量过多'),
});
export type RolePermissionBody = z.output<typeof rolePermissionBody>;

const roleAnswer = dataResponse(roleRow.omit({ ordinalNum: true }));
const countAnswer = dataResponse(z.object({ count: z.number().int() }));
const permissionAnswer = dataResponse(
  z.object({ roleId: z.number().int(), roleName: z.string(), menuCodes: z.array(z.string()) }),
);

const authBase = `${apiBase}/Auth`;

export const roleApi = {
  list: defineCall({
    method: 'GET',
    path: `${authBase}/GetRole`,
    summary: '角色列表',
    query: roleListQuery,
    response: listResponse(roleRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${authBase}/AddRole`,
    summary: '新增角色',
    body: roleBody,
    response: roleAnswer,
  }),
  update: defineCall({
    method: 'POST',
    path: `${authBase}/UpdateRole`,
    summary: '修改角色名称',
    body: roleUpdateBody,
    response: roleAnswer,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${authBase}/DelRol`,
    summary: '删除角色（仍有用户使用时不能删除）',
    body: roleDeleteBody,
    response: countAnswer,
  }),
  batchValid: defineCall({
    method: 'POST',
    path: `${authBase}/BatchRoleIsValid`,
    summary: '批量启用或停用角色（停用后其用户不再有任何菜单）',
    body: roleValidBody,
    response: countAnswer,
  }),
  permission: defineCall({
    method: 'GET',
    path: `${authBase}/GetRolePermission`,
    summary: '角色的菜单权限（菜单编码）',
    query: rolePermissionQuery,
    response: permissionAnswer,
  }),
  updatePermission: defineCall({
    method: 'POST',
    path: `${authBase}/UpdateRolePermission`,
    summary: '设置角色的菜单权限（只能授予或收回自己持有的菜单）',
    body: rolePermissionBody,
    response: permissionAnswer,
  }),
};
