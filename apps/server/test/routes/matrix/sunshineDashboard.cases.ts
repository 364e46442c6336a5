import { get, sharedCallCells, type RouteCase } from './matrixKit';

const base = '/api/samr/SunshineDashboard';

/**
 * The open-filling dashboard: the holders of a page of fillings, refusals or abnormal fillings, each seeing
 * their own scope only (checked by test/routes/sunshineDashboard.test.ts; the calls name no object to refuse).
 */
const sunshine = sharedCallCells('sunshineDashboard');

export const sunshineDashboardCases: Record<string, RouteCase> = {
  [`GET ${base}/Overview`]: { cells: sunshine, ok: true, request: () => get(`${base}/Overview?Top=5`) },
  [`GET ${base}/LatestFillings`]: { cells: sunshine, ok: true, request: () => get(`${base}/LatestFillings?Count=5`) },
  [`GET ${base}/Refusals`]: { cells: sunshine, ok: true, request: () => get(`${base}/Refusals`) },
  [`GET ${base}/Abnormal`]: {
    cells: sunshine,
    ok: true,
    request: () => get(`${base}/Abnormal?After=2026-06-15T00:00:00.000000Z_1`),
  },
};
