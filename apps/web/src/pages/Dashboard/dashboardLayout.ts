/**
 * The big screen's layout class by the window's width/height ratio (spec 01 section 9): wide screens above 1.61,
 * ordinary 16:9-ish ones above 1.4, and narrow ones (4:3, portrait) otherwise.
 */
export type DashboardLayout = 'dashboard-big--wide' | 'dashboard-big--normal' | 'dashboard-big--narrow';

export function dashboardLayout(width: number, height: number): DashboardLayout {
  const ratio = height > 0 ? width / height : Number.POSITIVE_INFINITY;
  if (ratio > 1.61) return 'dashboard-big--wide';
  if (ratio > 1.4) return 'dashboard-big--normal';
  return 'dashboard-big--narrow';
}

/** The map bubble's size: 36x38 at 1920 px wide, scaled with the width. */
export function bubbleSize(width: number): [number, number] {
  const scale = width / 1920;
  return [Math.round(36 * scale * 100) / 100, Math.round(38 * scale * 100) / 100];
}
