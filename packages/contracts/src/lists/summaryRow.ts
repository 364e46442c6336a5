import type { SummaryRow } from './listDefinition';

/** The text of the summary row's label (spec 02 section 3.7 reports). */
export const summaryLabel = '合计';

/**
 * The cells of a summary row under the given columns, in their order (the shown or exported ones): the label under
 * its column, each summed column's total (absent while unknown), the other columns empty.
 */
export function summaryCells(
  row: SummaryRow,
  columns: readonly { code: string }[],
  summary: Readonly<Record<string, number>> | undefined,
): (string | number | null)[] {
  return columns.map(({ code }) => {
    if (code === row.column) return row.label;
    if (row.sums.includes(code)) return summary?.[code] ?? null;
    return null;
  });
}
