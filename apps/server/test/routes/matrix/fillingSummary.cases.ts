import { flagSummaryCalls, menusFor } from '@gcs/contracts';
import { scopedList, type RouteCase } from './matrixKit';

const base = '/api/samr/CylinderFilling';

/**
 * The filling summaries: open to the holders of the 充装统计 menus (the demo regulators and stations), each within
 * its scope; a station outside it answers 404 and no rows.
 */
export const fillingSummaryCases: Record<string, RouteCase> = {
  [`GET ${base}/fillingsummary`]: scopedList(`${base}/fillingsummary`, menusFor('fillingSummary'), 'stationName'),
  [`GET ${base}/fillingsummaryByDay`]: scopedList(`${base}/fillingsummaryByDay`, menusFor('fillingSummary'), 'day'),
  [`GET ${base}/summary`]: scopedList(`${base}/summary`, menusFor('fillingSummary'), 'areaName'),
  // Each flag's summary by station, for the holders of the abnormal-filling pages.
  ...Object.fromEntries(
    Object.values(flagSummaryCalls).map((name): [string, RouteCase] => [
      `GET ${base}/${name}`,
      scopedList(`${base}/${name}`, menusFor('abnormalFillings'), 'stationName'),
    ]),
  ),
};
