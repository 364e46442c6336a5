import { menusFor } from '@gcs/contracts';
import { get, menuCells, stationFiltered, type RouteCase } from './matrixKit';

const base = '/api/samr/CylinderFilling';

/**
 * The abnormal filling records and the suspected cloned labels: open to the holders of their menus (the demo
 * regulators), each within its scope; a station outside it answers 404 and no rows.
 */
export const abnormalFillingCases: Record<string, RouteCase> = {
  [`GET ${base}/QueryAbnormalFilling`]: {
    cells: menuCells(menusFor('abnormalFillings'), 'scoped'),
    request: (world) => get(`${base}/QueryAbnormalFilling?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/QueryAbnormalFilling`, 'cylinderBarcode'),
  },
  [`GET ${base}/QueryClonedLabel`]: {
    cells: menuCells(menusFor('clonedLabels'), 'scoped'),
    request: (world) => get(`${base}/QueryClonedLabel?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/QueryClonedLabel`, 'firstStationName'),
  },
};
