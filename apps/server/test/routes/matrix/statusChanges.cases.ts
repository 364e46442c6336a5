import { menusFor } from '@gcs/contracts';
import { scopedList, type RouteCase } from './matrixKit';

const base = '/api/samr/Cylinder';

/**
 * 状态变更统计: open to the holders of its menu (the demo regulators), each within its scope; a station outside it
 * answers 404 and no rows.
 */
export const statusChangesCases: Record<string, RouteCase> = {
  [`GET ${base}/StatusChangeSummary`]: scopedList(
    `${base}/StatusChangeSummary`,
    menusFor('statusChanges'),
    'stationName',
  ),
  [`GET ${base}/StatusChangeSummaryByRegion`]: scopedList(
    `${base}/StatusChangeSummaryByRegion`,
    menusFor('statusChanges'),
    'areaName',
  ),
  [`GET ${base}/StatusChangeList`]: scopedList(
    `${base}/StatusChangeList`,
    menusFor('statusChanges'),
    'cylinderBarcode',
  ),
};
