import { z } from 'zod';
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
