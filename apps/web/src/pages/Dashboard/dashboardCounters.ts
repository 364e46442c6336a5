import type { DashboardSummary } from '@gcs/contracts';

/** Every counter 0: what a region without units (the server's 204, resolved to null) shows. */
export const zeroSummary: DashboardSummary = {
  registerdCylinderCount: 0,
  normalCylinderCount: 0,
  scrappedCylinderCount: 0,
  fillingStationCount: 0,
  fillingCount: 0,
  inspectionStationCount: 0,
  inspectionCount: 0,
};

/** The counters of a summary answer; null (204) or an answer without data shows every counter as 0. */
export function summaryCounters(answer: { data?: DashboardSummary | null } | null | undefined | ''): DashboardSummary {
  return (answer ? answer.data : null) ?? zeroSummary;
}

/** A counter as the cards show it: digits grouped by thousands. */
export function formatCount(value: number): string {
  return value.toLocaleString('zh-CN');
}
