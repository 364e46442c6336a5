import { menusFor } from '@gcs/contracts';
import { get, menuCells, stationFiltered, type RouteCase } from './matrixKit';

const base = '/api/samr/CylinderFilling';

/**
 * The filling summaries: open to the holders of the 充装统计 menus (the demo regulators and stations), each within
 * its scope; a station outside it answers 404 and no rows.
 */
export const fillingSummaryCases: Record<string, RouteCase> = {
  [`GET ${base}/fillingsummary`]: {
    cells: menuCells(menusFor('fillingSummary'), 'scoped'),
    request: (world) => get(`${base}/fillingsummary?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/fillingsummary`, 'stationName'),
  },
  [`GET ${base}/fillingsummaryByDay`]: {
    cells: menuCells(menusFor('fillingSummary'), 'scoped'),
    request: (world) => get(`${base}/fillingsummaryByDay?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/fillingsummaryByDay`, 'day'),
  },
};
