import { menusFor } from '@gcs/contracts';
import { get, menuCells, stationFiltered, type RouteCase } from './matrixKit';

const base = '/api/samr/Monitor';

/**
 * The offline scales: open to the holders of 充装秤离线 (the demo regulators), each within its scope; a station
 * outside it answers 404 and no rows.
 */
export const offlineScalesCases: Record<string, RouteCase> = {
  [`GET ${base}/OfflineStatisticsByStation`]: {
    cells: menuCells(menusFor('offlineScales'), 'scoped'),
    request: (world) => get(`${base}/OfflineStatisticsByStation?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/OfflineStatisticsByStation`, 'stationName'),
  },
  [`GET ${base}/OfflineDetailList`]: {
    cells: menuCells(menusFor('offlineScales'), 'scoped'),
    request: (world) => get(`${base}/OfflineDetailList?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/OfflineDetailList`, 'deviceguid'),
  },
  [`GET ${base}/MonitorList`]: {
    cells: menuCells(menusFor('offlineScales'), 'scoped'),
    request: (world) => get(`${base}/MonitorList?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(`${base}/MonitorList`, 'deviceguid'),
  },
};
