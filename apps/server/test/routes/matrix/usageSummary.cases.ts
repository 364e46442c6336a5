import { menusOfPage } from '@gcs/contracts';
import { get, menuCells, type RouteCase } from './matrixKit';

const base = '/api/samr/DataAnalysis';
/** A district of another city (the world's other-city station lies in it): outside every demo regulator's region. */
const otherCityDivision = '330102';

/**
 * The dashboard's drill-down reports by region: open to the holders of 使用情况汇总 or 企业统计 (the demo
 * regulators), each counting within its scope; a division outside the caller's region answers 404 and no rows.
 */
function regionReport(path: string, menu: readonly string[]): RouteCase {
  return {
    cells: menuCells(menu, 'scoped'),
    request: () => get(`${base}/${path}?DivisionCode=${otherCityDivision}`),
    scope: () => ({
      own: get(`${base}/${path}`),
      foreign: get(`${base}/${path}?DivisionCode=${otherCityDivision}`),
      secret: otherCityDivision,
    }),
  };
}

export const usageSummaryCases: Record<string, RouteCase> = {
  [`GET ${base}/UsageSummary`]: regionReport('UsageSummary', menusOfPage('usageSummary')),
  [`GET ${base}/EnterpriseFillStation`]: regionReport('EnterpriseFillStation', menusOfPage('enterprise')),
  [`GET ${base}/EnterpriseInspection`]: regionReport('EnterpriseInspection', menusOfPage('enterprise')),
  // The units behind 企业统计's counts (its dialog): the same holders and scope.
  [`GET ${base}/EnterpriseFillStationUnits`]: regionReport('EnterpriseFillStationUnits', menusOfPage('enterprise')),
  [`GET ${base}/EnterpriseInspectionUnits`]: regionReport('EnterpriseInspectionUnits', menusOfPage('enterprise')),
};
