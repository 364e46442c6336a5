import { z } from 'zod';
import { listResponse, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { dropDownOption } from './dropdown';
import { exportParams } from './export';
import { optionalText, requiredId } from './fields';
import { visibleText } from './visibleText';

/**
 * Saved report views (Setting/Report, issue 15): a list or report page's filters and chosen columns saved under a name,
 * private to its owner or shared with a role, opened from the page's 视图 control. A view belongs to one table of one
 * menu entry; its filters are the query fields of that page's filter widgets, its columns the codes of the table's
 * columns in their shown order. A shared view opened by someone else keeps only the columns the viewer's page shows.
 */

export const reportViewMessages = {
  unknownPage: (menuCode: string) => `页面不存在或不支持报表视图：${menuCode}`,
  notOpen: '无权打开该页面，不能使用其报表视图',
  unknownTable: (title: string, table: string) => `页面“${title}”没有可保存视图的表格：${table}`,
  unknownColumn: (title: string, code: string) => `页面“${title}”没有该列：${code}`,
  duplicateColumn: (code: string) => `列重复：${code}`,
  unknownFilter: (title: string, field: string) => `页面“${title}”没有该筛选条件：${field}`,
  badFilter: (field: string, problem: string) => `筛选条件“${field}”无效：${problem}`,
  duplicateName: (name: string) => `该页面已有同名视图：${name}`,
  notFound: '报表视图不存在',
  notOwner: '只能修改或删除本人创建的报表视图',
  shareOwnRole: '只能共享给本人所属的角色',
  unknownRole: '角色不存在或已停用',
  saved: (name: string) => `视图已保存：${name}`,
  removed: (count: number) => `已删除${count}个视图`,
} as const;

const viewName = visibleText(
  z.string({ error: '视图名称不能为空' }).trim().min(1, '视图名称不能为空').max(40, '视图名称不能超过40个字符'),
  '视图名称',
);

const menuCode = z
  .string({ error: '页面不能为空' })
  .trim()
  .regex(/^\d{6}(\d{3})?$/, '页面编码应为6或9位数字');

const tableKey = z.string({ error: '表格不能为空' }).trim().min(1, '表格不能为空').max(64, '表格名称不能超过64个字符');

/** A filter value as the page's query carries it: a text, a number, a flag, or a list of ids. */
const filterValue = z.union([
  z.string().max(200, '筛选值不能超过200个字符'),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(64), z.number()])).max(500, '筛选值不能超过500项'),
]);

/** The filter's query fields and their values (fixed values of the page are not kept). */
export const reportViewFilters = z
  .record(z.string().max(64, '筛选条件名称过长'), filterValue, { error: '筛选条件格式不正确' })
  .refine((filters) => Object.keys(filters).length <= 40, '筛选条件不能超过40个');
export type ReportViewFilters = z.output<typeof reportViewFilters>;

/** The shown columns' codes in their order. */
export const reportViewColumns = z
  .array(z.string().trim().min(1, '列编码不能为空').max(64, '列编码过长'), { error: '请选择要显示的列' })
  .min(1, '至少显示一列')
  .max(100, '列不能超过100个');

/** Sharing: a role id, or null for a view only its owner sees. */
const sharedRoleId = z
  .union([z.coerce.number().int('角色编号必须是整数').positive('角色编号必须是正整数'), z.null()])
  .optional()
  .transform((value) => value ?? null);

/** GetReportView: the views of a page the caller may open (own, and those shared with the caller's role). */
export const reportViewQuery = z.object({
  MenuCode: menuCode,
  /** One table of the page (a tab's key); every table's views when absent. */
  TableKey: tableKey.optional(),
});
export type ReportViewQuery = z.output<typeof reportViewQuery>;

export const reportViewOption = z.object({
  id: z.number().int(),
  name: z.string(),
  menuCode: z.string(),
  tableKey: z.string(),
  filters: z.record(z.string(), z.unknown()),
  /** The columns to show, in order: for a view of someone else only those the viewer's page shows. */
  columns: z.array(z.string()),
  /** How many of the saved columns were left out because the viewer's page does not show them. */
  droppedCount: z.number().int(),
  sharedRoleId: z.number().int().nullable(),
  sharedRoleName: z.string().nullable(),
  /** The caller owns the view (may rename, share and delete it). */
  mine: z.boolean(),
  ownerName: z.string(),
  updatedAt: z.string(),
});
export type ReportViewOption = z.output<typeof reportViewOption>;

export const reportViewAddBody = z.object({
  menuCode,
  tableKey,
  name: viewName,
  filters: reportViewFilters.default({}),
  columns: reportViewColumns,
  sharedRoleId,
});
export type ReportViewAddBody = z.output<typeof reportViewAddBody>;

/** Rename or (un)share a view; with filters and columns, also replace what it shows. */
export const reportViewUpdateBody = z.object({
  id: requiredId('视图编号'),
  name: viewName,
  sharedRoleId,
  filters: reportViewFilters.optional(),
  columns: reportViewColumns.optional(),
});
export type ReportViewUpdateBody = z.output<typeof reportViewUpdateBody>;

export const reportViewDeleteBody = z.object({
  ids: z
    .array(requiredId('视图编号'), { error: '请选择要删除的视图' })
    .min(1, '请选择要删除的视图')
    .max(500, '一次最多操作500条数据'),
});
export type ReportViewDeleteBody = z.output<typeof reportViewDeleteBody>;

/** The Setting/Report list: the caller's views (a system manager's: everyone's), narrowed by a name. */
export const reportViewListQuery = z.object({
  Name: optionalText('视图名称', 40),
  ...pageQuery,
  ...exportParams,
});
export type ReportViewListQuery = z.output<typeof reportViewListQuery>;

export const reportViewRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  menuCode: z.string(),
  /** The page: its area and title (充装统计 · 液化气瓶管理). */
  pageTitle: z.string(),
  tableLabel: z.string(),
  sharedRoleId: z.number().int().nullable(),
  sharedRoleName: z.string().nullable(),
  columnCount: z.number().int(),
  filterCount: z.number().int(),
  ownerName: z.string(),
  updatedAt: z.string(),
});
export type ReportViewRow = z.output<typeof reportViewRow>;

const reportViewBase = `${apiBase}/Setting`;
const saved = z.object({ result: z.boolean(), messeage: z.string(), data: reportViewOption });

export const reportViewApi = {
  options: defineCall({
    method: 'GET',
    path: `${reportViewBase}/GetReportView`,
    summary: '页面的报表视图（本人的和共享给本人角色的）',
    query: reportViewQuery,
    response: listResponse(reportViewOption),
  }),
  list: defineCall({
    method: 'GET',
    path: `${reportViewBase}/GetReportViewList`,
    summary: '本人的报表视图（系统管理员：所有人的）',
    query: reportViewListQuery,
    response: listResponse(reportViewRow),
  }),
  roles: defineCall({
    method: 'GET',
    path: `${reportViewBase}/GetReportViewRoles`,
    summary: '下拉：可共享视图的角色（本人的角色；系统管理员：所有启用的角色）',
    response: listResponse(dropDownOption),
  }),
  add: defineCall({
    method: 'POST',
    path: `${reportViewBase}/AddReportView`,
    summary: '把页面的筛选条件和显示列保存为视图',
    body: reportViewAddBody,
    response: saved,
  }),
  update: defineCall({
    method: 'POST',
    path: `${reportViewBase}/UpdateReportView`,
    summary: '重命名、共享或取消共享视图（可同时替换其筛选条件和显示列）',
    body: reportViewUpdateBody,
    response: saved,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${reportViewBase}/DelReportView`,
    summary: '删除视图',
    body: reportViewDeleteBody,
    response: z.object({ result: z.boolean(), messeage: z.string(), data: z.object({ count: z.number().int() }) }),
  }),
};
