import { z } from 'zod';
import type { TableColumn } from './shared';

/** Ascending or descending. */
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * The parameters a list call adds when its table has sortable columns (`TableColumn.sortable`): SortField, the code
 * of the column the list is ordered by, and SortOrder (asc by default). Without SortField the list keeps its own
 * order. The server orders only by the table's sortable columns, each with a stable tie-breaker.
 */
export const sortParams = {
  SortField: z.string().trim().min(1, '排序列不能为空').max(64, '排序列不能超过64个字符').optional(),
  SortOrder: z.enum(sortOrders, { error: '排序方向只能是 asc 或 desc' }).optional(),
};

/** A list's order: the column's code and the direction. */
export interface ListSort {
  code: string;
  order: SortOrder;
}

/** The order a list query names, or undefined for the list's own. */
export function sortOfQuery(query: { SortField?: string | undefined; SortOrder?: SortOrder | undefined }) {
  return query.SortField === undefined ? undefined : { code: query.SortField, order: query.SortOrder ?? 'asc' };
}

/**
 * Why a list cannot be ordered by a column, or undefined when it can: the column is not one of the table's, or the
 * table does not mark it sortable (named by its title).
 */
export function unsortableReason(columns: readonly TableColumn[], code: string): string | undefined {
  const column = columns.find((candidate) => candidate.code === code);
  if (!column) return `排序列不存在：${code}`;
  return column.sortable ? undefined : `“${column.title}”列不支持排序`;
}
