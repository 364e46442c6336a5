import { menuOfPage, menusFor, offlineScalesPage } from '@gcs/contracts';
import { get, menuCells, post, sharedCallCells, type RouteCase } from './matrixKit';

/**
 * Saved report views: the holders of a list page rename and delete their views (the service refuses a view they do not
 * own); a page's views are read and saved by those who may open the page; Setting/Report lists them for the holders of its menu.
 */
const base = '/api/samr/Setting';
/** A page's views are read and saved by those who may open it (充装秤离线): the others get 403. */
const offlineScaleMenu = menuOfPage(offlineScalesPage.kind);
const offlineScalePage = menuCells(offlineScaleMenu);
const listPages = sharedCallCells('listPages');

export const reportViewCases: Record<string, RouteCase> = {
  [`GET ${base}/GetReportViewList`]: {
    cells: menuCells(menusFor('reportViews')),
    ok: true,
    request: () => get(`${base}/GetReportViewList`),
  },
  [`GET ${base}/GetReportView`]: {
    cells: offlineScalePage,
    ok: true,
    request: () => get(`${base}/GetReportView?MenuCode=${offlineScaleMenu}`),
  },
  [`GET ${base}/GetReportViewRoles`]: { cells: listPages, ok: true, request: () => get(`${base}/GetReportViewRoles`) },
  [`POST ${base}/AddReportView`]: {
    cells: offlineScalePage,
    ok: true,
    request: () =>
      post(`${base}/AddReportView`, {
        menuCode: offlineScaleMenu,
        tableKey: 'stations',
        name: '矩阵视图',
        columns: ['stationName'],
      }),
  },
  [`POST ${base}/UpdateReportView`]: {
    cells: listPages,
    request: () => post(`${base}/UpdateReportView`, { id: 999_999, name: '矩阵视图' }),
  },
  [`POST ${base}/DelReportView`]: {
    cells: listPages,
    request: () => post(`${base}/DelReportView`, { ids: [999_999] }),
  },
};
