import type { HTMLAttributes } from 'react';
import { cylinderRowKind, cylinderStatusTexts, type CylinderRowKind } from '@gcs/contracts';

/** Row highlight of the result table (spec 02 section 2.1), with the legend text for each kind. */
export const rowKindLegend: readonly { kind: CylinderRowKind; label: string; description: string }[] = [
  { kind: 'overdueInspection', label: cylinderStatusTexts.overdueInspection, description: '已超过下次检验日期' },
  { kind: 'overdueScrap', label: cylinderStatusTexts.overdueScrap, description: '已超过设计使用年限' },
  { kind: 'scrapped', label: cylinderStatusTexts.scrapped, description: '气瓶已报废' },
];

export function rowKindClassName(statusText: string | null | undefined): string {
  const kind = cylinderRowKind(statusText);
  return kind ? `row-kind row-kind--${kind}` : '';
}

/**
 * A row of a cylinder table, coloured by its status text: `cylinderStatus`, or `status` where that is the text
 * (气瓶列表, whose stored status is `statusCode`).
 */
interface StatusRow {
  cylinderStatus?: string | null;
  status?: unknown;
}

const statusTextOf = (row: StatusRow) =>
  row.cylinderStatus ?? (typeof row.status === 'string' ? row.status : undefined);

/**
 * Props of a cylinder table (antd Table or DataTable) that colour each row by its status: the class the styles key
 * on, and a data-row-kind marker (normal when not highlighted). Spread them into the table.
 */
export const cylinderRowMarks = {
  rowClassName: (row: StatusRow) => rowKindClassName(statusTextOf(row)),
  onRow: (row: StatusRow) =>
    ({ 'data-row-kind': cylinderRowKind(statusTextOf(row)) ?? 'normal' }) as HTMLAttributes<HTMLElement>,
};

/** Tag colour for the status column, so the state is readable without relying on the row colour alone. */
export function statusTagColor(statusText: string | null | undefined): string | undefined {
  switch (cylinderRowKind(statusText)) {
    case 'overdueInspection':
      return 'gold';
    case 'overdueScrap':
      return 'volcano';
    case 'scrapped':
      return 'default';
    default:
      return statusText === '正常' ? 'green' : undefined;
  }
}
