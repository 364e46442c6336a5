import { licenceQueryPage, menusOfPage } from '@gcs/contracts';
import { scopedList, type RouteCase } from './matrixKit';

const path = '/api/samr/UnitManage/QueryFillStationLicense';

/** 许可证查询: open to the holders of the page, each within its scope; a foreign station is 404. */
export const licenceQueryCases: Record<string, RouteCase> = {
  [`GET ${path}`]: scopedList(path, menusOfPage(licenceQueryPage.kind), 'daysLeft'),
};
