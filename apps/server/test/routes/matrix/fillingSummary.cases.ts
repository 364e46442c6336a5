import { flagSummaryCalls, menusFor } from '@gcs/contracts';
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
  [`GET ${base}/summary`]: {
    cells: menuCells(menusFor('fillingSummary'), 'scoped'),
    request: (world) => get(`${base}/summary?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/summary`, 'areaName'),
  },
  // Each flag's summary by station, for the holders of the abnormal-filling pages.
  ...Object.fromEntries(
    Object.values(flagSummaryCalls).map((name): [string, RouteCase] => [
      `GET ${base}/${name}`,
      {
        cells: menuCells(menusFor('abnormalFillings'), 'scoped'),
        request: (world) => get(`${base}/${name}?StationId=${world.otherCityStationId}`),
        scope: stationFiltered(`${base}/${name}`, 'stationName'),
      },
    ]),
  ),
};
