import { fillingPrecisionPage, menusOfPage } from '@gcs/contracts';
import { get, menuCells, stationFiltered, type RouteCase } from './matrixKit';

const path = '/api/samr/CylinderFilling/QueryFillingPrecision';

/** 充装精度异常: open to the holders of the page (the demo regulators), each within its scope; a foreign station is 404. */
export const fillingPrecisionCases: Record<string, RouteCase> = {
  [`GET ${path}`]: {
    cells: menuCells(menusOfPage(fillingPrecisionPage.kind), 'scoped'),
    request: (world) => get(`${path}?StationId=${world.otherCityStationId}`),
    scope: stationFiltered(path, 'weighedCount'),
  },
};
