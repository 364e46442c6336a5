import { get, post, sharedCallCells, type RouteCase } from './matrixKit';

const base = '/api/samr/Dashboard';
/** A district of another city (the world's other-city station lies in it): outside every demo regulator's region. */
const otherCityDivision = '330102';

/**
 * The dashboard's calls: the holders of a page of archives, fillings or inspections, each within their scope; a region outside the caller's home division
 * answers 404 (the system manager's home is the whole tree, so it may choose any region).
 */
const regionScoped = (path: string, own: boolean): RouteCase => ({
  cells: sharedCallCells('dashboard', 'scoped'),
  request: () => get(`${base}/${path}?RegionCode=${otherCityDivision}`),
  scope: () => ({
    ...(own ? { own: get(`${base}/${path}?CylinderType=1`) } : {}),
    foreign: get(`${base}/${path}?RegionCode=${otherCityDivision}`),
    secret: otherCityDivision,
  }),
});

export const dashboardCases: Record<string, RouteCase> = {
  // The summary of one's own region may be 204 (no unit there), so only the foreign region is checked.
  [`GET ${base}/Summary`]: regionScoped('Summary', false),
  [`GET ${base}/Sample`]: regionScoped('Sample', true),
  [`GET ${base}/Regions`]: {
    cells: sharedCallCells('dashboard'),
    ok: true,
    request: () => get(`${base}/Regions?CylinderCategory=1`),
  },
  [`POST ${base}/Refresh`]: { cells: sharedCallCells('dashboard'), ok: true, request: () => post(`${base}/Refresh`) },
};
