import { menusFor } from '@gcs/contracts';
import { get, menuCells, stationFiltered, type RouteCase } from './matrixKit';

const base = '/api/samr/Cylinder';

/**
 * 状态变更统计: open to the holders of its menu (the demo regulators), each within its scope; a station outside it
 * answers 404 and no rows.
 */
export const statusChangesCases: Record<string, RouteCase> = {
  [`GET ${base}/StatusChangeSummary`]: {
    cells: menuCells(menusFor('statusChanges'), 'scoped'),
    request: (world) => get(`${base}/StatusChangeSummary?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/StatusChangeSummary`, 'stationName'),
  },
  [`GET ${base}/StatusChangeSummaryByRegion`]: {
    cells: menuCells(menusFor('statusChanges'), 'scoped'),
    request: (world) => get(`${base}/StatusChangeSummaryByRegion?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/StatusChangeSummaryByRegion`, 'areaName'),
  },
  [`GET ${base}/StatusChangeList`]: {
    cells: menuCells(menusFor('statusChanges'), 'scoped'),
    request: (world) => get(`${base}/StatusChangeList?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/StatusChangeList`, 'cylinderBarcode'),
  },
};
