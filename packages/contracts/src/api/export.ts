import { z } from 'zod';
import { envelope } from '../paging';
import { apiBase, defineCall } from './call';
import { optionalFlag } from './fields';
import type { TableColumn } from './shared';

/** Export limits of spec 02 sections 2.2 and 9: above these the confirmation warns that only the first rows go. */
export const clientExportLimit = 10_000;
export const serverExportLimit = 50_000;

/** A column of an export, in the order shown on screen. */
export const exportColumn = z.object({ code: z.string().min(1).max(64), title: z.string().min(1).max(64) });
export type ExportColumn = z.output<typeof exportColumn>;

/** The columns an export writes: a table's shown columns, in their order, as code and title. */
export function shownExportColumns(columns: readonly TableColumn[]): ExportColumn[] {
  return columns.filter((column) => column.isDisplay).map(({ code, title }) => ({ code, title }));
}

/**
 * The parameters a server-side export adds to a list call (spec 02 section 7.2: isExport true); ExportColumns is the
 * JSON list of the visible columns in their shown order. The answer is the .xlsx file instead of the JSON page.
 */
export const exportParams = {
  isExport: optionalFlag('导出标记'),
  ExportColumns: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      try {
        return z.array(exportColumn).min(1).max(100).parse(JSON.parse(value));
      } catch {
        context.addIssue({ code: 'custom', message: '导出列格式不正确' });
        return z.NEVER;
      }
    }),
};

/**
 * A list built into an .xlsx in the browser (a table whose definition says `exportMode: 'client'`) is audited like a
 * server export: the browser records it, once the file is made, with the page's menu code, the table's key, the rows
 * written and the columns in their order. The server checks the page is one the caller holds and the table and
 * columns are the page's own, and writes the syslog row.
 */
export const clientExportBody = z.object({
  MenuCode: z.string().regex(/^\d{3}(\d{3}){0,2}$/, '菜单编码格式不正确'),
  TableKey: z.string().min(1, '表格不能为空').max(64, '表格标识过长'),
  Rows: z
    .number()
    .int('导出行数必须为整数')
    .min(1, '导出行数至少为1')
    .max(clientExportLimit, `浏览器导出最多${clientExportLimit}行`),
  Columns: z.array(exportColumn).min(1, '导出列不能为空').max(100, '导出列过多'),
});
export type ClientExportBody = z.output<typeof clientExportBody>;

export const exportLogApi = {
  recordClientExport: defineCall({
    method: 'POST',
    path: `${apiBase}/Export/RecordClientExport`,
    summary: '记录一次浏览器端导出（页面、表格、行数与导出列）到系统日志',
    body: clientExportBody,
    response: z.object(envelope),
  }),
};
