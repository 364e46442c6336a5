import { menusFor } from '@gcs/contracts';
import { get, menuCells, scopedList, type RouteCase } from './matrixKit';

const base = '/api/samr/InspectionForecast';
const forecastReaders = menuCells(menusFor('inspectionForecast'), 'allowed');

/**
 * 检验到期预测: open to the holders of its menu (the demo regulators and the institution's inspector and manager),
 * each counting within its scope (route tests check the scope: an institution counts its bound stations only).
 * 超期气瓶: its holders (regulators and the filling station); a station outside the scope answers 404.
 */
export const inspectionForecastCases: Record<string, RouteCase> = {
  [`GET ${base}/ByDistrict`]: { cells: forecastReaders, ok: true, request: () => get(`${base}/ByDistrict`) },
  [`GET ${base}/ByStation`]: { cells: forecastReaders, ok: true, request: () => get(`${base}/ByStation`) },
  [`GET ${base}/ByInspectStation`]: {
    cells: forecastReaders,
    ok: true,
    request: () => get(`${base}/ByInspectStation?CylinderCategory=1`),
  },
  [`GET ${base}/Cylinders`]: {
    cells: menuCells(menusFor('inspectionForecast', 'overdueCylinders'), 'allowed'),
    ok: true,
    request: () => get(`${base}/Cylinders?DueWindow=1`),
  },
  'GET /api/samr/Register/OverdueSummary': scopedList(
    '/api/samr/Register/OverdueSummary',
    menusFor('overdueCylinders'),
    'stationName',
  ),
};
