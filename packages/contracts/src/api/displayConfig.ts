import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { exportParams } from './export';
import { optionalText } from './fields';

/**
 * Display configuration (Setting/Column, spec 01 section 7 and spec 02 sections 2.3 and 3.9): which columns a list
 * page shows, in which order, and which sort. A page's configuration starts from its definition's built-in columns;
 * a page without one shows those defaults. Only pages whose list definition has a configurable table can be
 * configured, only with that table's columns, and a column sorts only where the definition lets it.
 */

export const displayConfigMessages = {
  unknownPage: (pageName: string) => `页面不存在或其列不可配置：${pageName}`,
  alreadyConfigured: (title: string) => `该页面已有显示配置：${title}，请直接编辑`,
  notConfigured: (title: string) => `该页面没有显示配置：${title}`,
  unknownColumn: (title: string, code: string) => `页面“${title}”没有该列：${code}`,
  duplicateColumn: (code: string) => `列重复：${code}`,
  noneShown: '至少显示一列',
} as const;

const pageName = z
  .string({ error: '页面名称不能为空' })
  .trim()
  .min(1, '页面名称不能为空')
  .max(64, '页面名称不能超过64个字符');

/** GetDisplayConfigSummary: the configured pages, narrowed by a page name or title (contains). */
export const displayConfigSummaryQuery = z.object({
  Keyword: optionalText('页面名称或标题', 64),
  ...pageQuery,
  ...exportParams,
});
export type DisplayConfigSummaryQuery = z.output<typeof displayConfigSummaryQuery>;

export const displayConfigSummaryRow = z.object({
  ordinalNum: z.number().int(),
  pageName: z.string(),
  /** The page's title in the menu registry (empty for a configuration of a page the registry no longer has). */
  pageTitle: z.string(),
  /** The menu areas showing the page (a PageName may serve several areas: 档案查询 of three). */
  areas: z.string(),
  columnCount: z.number().int(),
  displayCount: z.number().int(),
});
export type DisplayConfigSummaryRow = z.output<typeof displayConfigSummaryRow>;

export const displayConfigPageQuery = z.object({ PageName: pageName });

/** One column of a page's configuration as the editor shows it. */
export const displayConfigColumn = z.object({
  columnCode: z.string(),
  /** The column's title (the definition's). */
  columnName: z.string(),
  isDisplay: z.boolean(),
  displayOrder: z.number().int(),
  /** 'custom' where the column sorts, else null (spec 02 section 3.9). */
  sortable: z.string().nullable(),
  /** Whether the definition lets this column sort at all (the switch is disabled otherwise). */
  canSort: z.boolean(),
});
export type DisplayConfigColumn = z.output<typeof displayConfigColumn>;

export const displayConfigDetail = z.object({
  pageName: z.string(),
  pageTitle: z.string(),
  areas: z.string(),
  /** False: the page has no configuration and shows the built-in defaults listed here. */
  configured: z.boolean(),
  columns: z.array(displayConfigColumn),
});
export type DisplayConfigDetail = z.output<typeof displayConfigDetail>;

export const displayConfigPageBody = z.object({ PageName: pageName });
export type DisplayConfigPageBody = z.output<typeof displayConfigPageBody>;

/** UpdateDisplayConfig: the page's columns in their display order, each shown or not, sorting or not. */
export const displayConfigUpdateBody = z.object({
  PageName: pageName,
  columns: z
    .array(
      z.object({
        columnCode: z.string({ error: '列编码不能为空' }).trim().min(1, '列编码不能为空').max(64, '列编码过长'),
        isDisplay: z.boolean({ error: '是否显示只能是true或false' }),
        sortable: z.boolean({ error: '是否排序只能是true或false' }).default(false),
      }),
      { error: '请提供页面的列' },
    )
    .min(1, '请提供页面的列')
    .max(100, '列不能超过100个'),
});
export type DisplayConfigUpdateBody = z.output<typeof displayConfigUpdateBody>;

const displayConfigBase = `${apiBase}/Auth`;

export const displayConfigApi = {
  summary: defineCall({
    method: 'GET',
    path: `${displayConfigBase}/GetDisplayConfigSummary`,
    summary: '已配置显示列的页面',
    query: displayConfigSummaryQuery,
    response: listResponse(displayConfigSummaryRow),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${displayConfigBase}/GetDisplayConfig`,
    summary: '页面的显示列（未配置时为内置默认列）',
    query: displayConfigPageQuery,
    response: dataResponse(displayConfigDetail),
  }),
  add: defineCall({
    method: 'POST',
    path: `${displayConfigBase}/AddDisplayConfig`,
    summary: '为页面新增显示配置（从内置默认列开始）',
    body: displayConfigPageBody,
    response: dataResponse(displayConfigDetail),
  }),
  update: defineCall({
    method: 'POST',
    path: `${displayConfigBase}/UpdateDisplayConfig`,
    summary: '修改页面的显示列：是否显示、顺序、是否排序',
    body: displayConfigUpdateBody,
    response: dataResponse(displayConfigDetail),
  }),
  remove: defineCall({
    method: 'POST',
    path: `${displayConfigBase}/DelDisplayConfigSummary`,
    summary: '删除页面的显示配置（页面恢复内置默认列）',
    body: displayConfigPageBody,
    response: dataResponse(z.object({ count: z.number().int() })),
  }),
};
