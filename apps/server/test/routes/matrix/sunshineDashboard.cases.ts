import { get, loggedIn, type RouteCase } from './matrixKit';

const base = '/api/samr/SunshineDashboard';

/**
 * The open-filling dashboard: any logged-in user (a link login lands there by its `menu` parameter), each seeing
 * their own scope only (checked by test/routes/sunshineDashboard.test.ts; the calls name no object to refuse).
 */
export const sunshineDashboardCases: Record<string, RouteCase> = {
  [`GET ${base}/Overview`]: { cells: loggedIn, ok: true, request: () => get(`${base}/Overview?Top=5`) },
  [`GET ${base}/LatestFillings`]: { cells: loggedIn, ok: true, request: () => get(`${base}/LatestFillings?Count=5`) },
  [`GET ${base}/Refusals`]: { cells: loggedIn, ok: true, request: () => get(`${base}/Refusals`) },
  [`GET ${base}/Abnormal`]: {
    cells: loggedIn,
    ok: true,
    request: () => get(`${base}/Abnormal?After=2026-06-15T00:00:00.000000Z_1`),
  },
};
