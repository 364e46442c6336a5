import { menusFor } from '@gcs/contracts';
import { scopedList, type RouteCase } from './matrixKit';

const base = '/api/samr/CylinderFilling';

const call = (name: string, secret: string): [string, RouteCase] => [
  `GET ${base}/${name}`,
  scopedList(`${base}/${name}`, menusFor('vehicleLastFillings'), secret),
];

/**
 * The vehicle filling reports: open to the holders of 最后充装部门 or 最后充装单位 (the demo regulators), each within
 * its scope; a station outside it answers 404 and no rows.
 */
export const vehicleLastFillingsCases: Record<string, RouteCase> = Object.fromEntries([
  call('vcSummaryByDepartment', 'departmentName'),
  call('vcSummaryByFillingStation', 'stationName'),
  call('vcList', 'cylinderBarcode'),
  call('VcListByStation', 'cylinderBarcode'),
]);
