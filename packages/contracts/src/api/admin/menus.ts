import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { optionalCode, optionalText } from '../fields';
import { unitText } from '../units/unitFields';

/**
 * The menu entries (Setting/MenuManagement). The page registry (`menuTree` in menus.ts) is the source of every built
 * page's identity: its code and path cannot change and it cannot be deleted, only retitled, reordered and disabled.
 * The database's `menu` table holds the registry's entries (written at start-up) plus extra entries an administrator
 * adds (placeholders, links to sibling systems), each with its validity and order.
 */

export const menuMessages = {
  notFound: (code: string) => `菜单不存在：${code}`,
  hasChildren: (title: string, children: number) =>
    `菜单“${title}”下还有${children}个下级菜单，不能删除；请先删除下级菜单`,
  builtIn: (title: string) => `“${title}”是系统页面，不能删除；可将其停用`,
  builtInPath: (title: string) => `“${title}”是系统页面，其路径不能修改`,
  pathWithChildren: '该菜单有下级菜单，不能修改路径',
  codeTaken: (code: string) => `菜单编码已存在：${code}`,
  cannotMove: '菜单不能移动到其他上级菜单下',
  pathTaken: (path: string) => `菜单路径已被使用：${path}`,
  parentMissing: (code: string) => `上级菜单不存在：${code}`,
  tooDeep: '菜单最多三级：三级菜单下不能再添加菜单',
  codeUnderParent: (parent: string) => `菜单编码应为上级菜单编码${parent}后加3位数字`,
  codeTopLevel: '一级菜单的编码应为3位数字',
  pathUnderParent: (parentPath: string) => `菜单路径应以上级菜单的路径“${parentPath}/”开头`,
  noFreeCode: '该上级菜单下的编码已用完',
  keepsAdmin: '不能停用系统设置或菜单管理本身，否则将无法再管理菜单',
} as const;

export const menuCodeField = (label = '菜单编码') =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(/^\d{3}(\d{3}){0,2}$/, `${label}应为3、6或9位数字`);

const menuPath = z
  .string({ error: '请填写菜单路径' })
  .trim()
  .min(2, '请填写菜单路径')
  .max(128, '菜单路径不能超过128个字符')
  .regex(/^(\/[A-Za-z0-9_-]+)+$/, '菜单路径应以/开头，由字母、数字、_和-组成，例如/Regulatory/Notice');

const menuTitle = unitText('菜单名称', 64).refine((value) => !value.includes('/'), '菜单名称不能包含/');

const sortField = z.coerce
  .number({ error: '排序必须是数字' })
  .int('排序必须是整数')
  .min(0, '排序不能小于0')
  .max(99999, '排序不能大于99999')
  .nullish()
  .transform((value) => value ?? null);

/** One menu entry as the tree and the list show it. */
export const menuNode = z.object({
  menuCode: z.string(),
  /** The code of the entry above it; null for a top-level group. */
  parentCode: z.string().nullable(),
  path: z.string(),
  title: z.string(),
  /** path/title, as GetUserPermission names it. */
  menuName: z.string(),
  /** 1, 2 or 3 (codes of 3, 6 or 9 digits). */
  level: z.number().int(),
  sort: z.number().int(),
  isValid: z.boolean(),
  /** An entry of the page registry (code and path fixed, never deleted), or an extra entry. */
  builtIn: z.boolean(),
  /** The registry gives it a built page (the rest show a placeholder). */
  available: z.boolean(),
});
export type MenuNode = z.output<typeof menuNode>;

/** GetChildMenu: the entries directly under a parent (top-level groups without one), by title and validity. */
export const childMenuQuery = z.object({
  ParentCode: optionalText('上级菜单编码', 9).refine(
    (value) => value === undefined || /^\d{3}(\d{3})?$/.test(value),
    '上级菜单编码应为3或6位数字',
  ),
  MenuTitle: optionalText('菜单名称', 64),
  IsValid: optionalCode('启用状态', [0, 1]),
  ...pageQuery,
  ...exportParams,
});
export type ChildMenuQuery = z.output<typeof childMenuQuery>;

export const menuRow = menuNode.extend({
  ordinalNum: z.number().int(),
  levelName: z.string(),
  childCount: z.number().int(),
  sourceName: z.string(),
});
export type MenuRow = z.output<typeof menuRow>;

/** AddMenu: under a parent (none for a top-level group); the code is the next free one unless given. */
export const menuBody = z.object({
  parentCode: menuCodeField('上级菜单编码')
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  menuCode: menuCodeField()
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  path: menuPath,
  title: menuTitle,
  sort: sortField,
});
export type MenuBody = z.output<typeof menuBody>;

/** UpdateMenu: the code names the entry (a menu does not move to another parent; its parentCode must be its own). */
export const menuUpdateBody = menuBody.extend({ menuCode: menuCodeField() });
export type MenuUpdateBody = z.output<typeof menuUpdateBody>;

export const menuDeleteBody = z.object({ menuCode: menuCodeField() });
export type MenuDeleteBody = z.output<typeof menuDeleteBody>;

export const menuValidBody = z.object({
  ids: z
    .array(menuCodeField(), { error: '请选择要操作的菜单' })
    .min(1, '请选择要操作的菜单')
    .max(500, '一次最多操作500条数据'),
  isValid: z.boolean({ error: '启用状态只能是true或false' }),
});
export type MenuValidBody = z.output<typeof menuValidBody>;

const authBase = `${apiBase}/Auth`;
const nodeAnswer = dataResponse(menuNode);
const countAnswer = dataResponse(z.object({ count: z.number().int() }));

export const menuApi = {
  tree: defineCall({
    method: 'GET',
    path: `${authBase}/GetMenuTree`,
    summary: '整个菜单树（按树的顺序，每项带上级编码）',
    response: listResponse(menuNode),
  }),
  children: defineCall({
    method: 'GET',
    path: `${authBase}/GetChildMenu`,
    summary: '某菜单的下级菜单（不指定时为一级菜单）',
    query: childMenuQuery,
    response: listResponse(menuRow),
  }),
  add: defineCall({
    method: 'POST',
    path: `${authBase}/AddMenu`,
    summary: '新增菜单',
    body: menuBody,
    response: nodeAnswer,
  }),
  update: defineCall({
    method: 'POST',
    path: `${authBase}/UpdateMenu`,
    summary: '修改菜单（系统页面只能改名称和排序）',
    body: menuUpdateBody,
    response: nodeAnswer,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${authBase}/DeleteMenu`,
    summary: '删除菜单（有下级菜单或是系统页面时不能删除）',
    body: menuDeleteBody,
    response: countAnswer,
  }),
  batchValid: defineCall({
    method: 'POST',
    path: `${authBase}/BatchMenuIsValid`,
    summary: '批量启用或停用菜单（停用连同下级，启用连同上级）',
    body: menuValidBody,
    response: countAnswer,
  }),
};

/** One row of the feature comparison (/MenuCompare): a page with its first, second and third-level menu. */
export const menuCompareRow = z.object({
  menuCode: z.string(),
  firstMenu: z.string(),
  secondMenu: z.string(),
  thirdMenu: z.string(),
  description: z.string(),
  /** The page is built in this version (derived from the page registry). */
  available: z.boolean(),
});
export type MenuCompareRow = z.output<typeof menuCompareRow>;

export const menuCompareApi = {
  tree: defineCall({
    method: 'GET',
    path: `${authBase}/GetMenuCompareTree`,
    summary: '功能对比：各级菜单、说明及本版本是否提供',
    response: listResponse(menuCompareRow),
  }),
};
