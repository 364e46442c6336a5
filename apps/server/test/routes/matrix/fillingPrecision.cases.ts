import { fillingPrecisionPage, menusOfPage } from '@gcs/contracts';
import { scopedList, type RouteCase } from './matrixKit';

const path = '/api/samr/CylinderFilling/QueryFillingPrecision';

/** 充装精度异常: open to the holders of the page (the demo regulators), each within its scope; a foreign station is 404. */
export const fillingPrecisionCases: Record<string, RouteCase> = {
  [`GET ${path}`]: scopedList(path, menusOfPage(fillingPrecisionPage.kind), 'weighedCount'),
};
