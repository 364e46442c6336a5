import { menusFor } from '@gcs/contracts';
import { cylinderTargets, get, menuCells, post, type LoggedInRole, type RouteCase, type World } from './matrixKit';

/** Cylinder archive read and audit calls (issue 4). */

const base = '/api/samr/Cylinder';
const reading = menuCells(menusFor('readArchives'));
const readingScoped = menuCells(menusFor('readArchives'), 'scoped');
const auditing = menuCells(menusFor('auditArchives'));
const auditingScoped = menuCells(menusFor('auditArchives'), 'scoped');

/** An id no cylinder has: a system manager's audit request is then a harmless 404. */
const missingId = 999_999_999;

const barcodeOf = (world: World, id: number | undefined) =>
  id === undefined
    ? undefined
    : {
        [world.ownCylinderId]: 'MX-OWN',
        [world.neighbourCylinderId]: 'MX-NEIGHBOUR',
        [world.otherDistrictCylinderId]: 'MX-OTHERDISTRICT',
        [world.otherCityCylinderId]: 'MX-OTHERCITY',
      }[id];

/** A GET by cylinder id: the own cylinder answers 200, the foreign one 404 without its barcode. */
function byId(path: string, parameter = 'Id'): RouteCase {
  const url = (id: number) => `${base}/${path}?${parameter}=${id}`;
  return {
    cells: readingScoped,
    request: (world) => get(url(world.ownCylinderId)),
    scope: (world, role) => {
      const { own, foreign } = cylinderTargets(world, role);
      return { ...(own ? { own: get(url(own)) } : {}), foreign: get(url(foreign)), secret: 'MX-' };
    },
  };
}

/** An audit action: a foreign id answers 404 and changes nothing (the own cylinder is not touched here). */
function auditAction(path: string, body: (ids: number[]) => Record<string, unknown>): RouteCase {
  return {
    cells: auditingScoped,
    request: () => post(`${base}/${path}`, body([missingId])),
    scope: (world, role: LoggedInRole) => ({
      foreign: post(`${base}/${path}`, body([cylinderTargets(world, role).foreign])),
      secret: 'MX-',
    }),
  };
}

export const cylinderCases: Record<string, RouteCase> = {
  [`GET ${base}/list`]: { cells: reading, request: () => get(`${base}/list?Barcode=MX-`) },
  [`GET ${base}/vclist`]: { cells: reading, request: () => get(`${base}/vclist`) },
  [`GET ${base}/CylinderList`]: { cells: reading, request: () => get(`${base}/CylinderList`) },
  [`GET ${base}/countByStation`]: { cells: reading, request: () => get(`${base}/countByStation`) },
  [`GET ${base}/countByDepartment`]: { cells: reading, request: () => get(`${base}/countByDepartment`) },
  [`GET ${base}/queryBaseInfoById`]: byId('queryBaseInfoById'),
  [`GET ${base}/queryInspectionInfoById`]: byId('queryInspectionInfoById'),
  [`GET ${base}/queryImageInfoById`]: byId('queryImageInfoById'),
  [`GET ${base}/queryIssuedInfoById`]: byId('queryIssuedInfoById'),
  [`GET ${base}/queryHistoryInfoById`]: byId('queryHistoryInfoById'),
  [`GET ${base}/queryHistoryInfoById2`]: byId('queryHistoryInfoById2'),
  [`GET ${base}/queryCylinderValveById`]: byId('queryCylinderValveById'),
  [`GET ${base}/CylinderLastFilling`]: byId('CylinderLastFilling', 'CylinderId'),
  [`GET ${base}/GetCylinderBelongTo`]: {
    cells: readingScoped,
    request: () => get(`${base}/GetCylinderBelongTo?Barcode=MX-OWN`),
    scope: (world, role) => {
      const { own, foreign } = cylinderTargets(world, role);
      const url = (id: number) => `${base}/GetCylinderBelongTo?Barcode=${barcodeOf(world, id)}`;
      return { ...(own ? { own: get(url(own)) } : {}), foreign: get(url(foreign)), secret: 'stationName' };
    },
  },
  [`GET ${base}/GetNoPassIssuedCylinderAsync`]: {
    cells: reading,
    request: () => get(`${base}/GetNoPassIssuedCylinderAsync`),
  },
  [`GET ${base}/CylinderAccurateList`]: {
    cells: reading,
    request: () => get(`${base}/CylinderAccurateList?Barcode=MX-OWN`),
  },
  [`GET ${base}/AbnormalCylinderAccurateList`]: {
    cells: reading,
    request: () => get(`${base}/AbnormalCylinderAccurateList?Barcode=MX-OWN`),
  },
  [`GET ${base}/GetAuditCylinderList`]: { cells: auditing, request: () => get(`${base}/GetAuditCylinderList`) },
  [`GET ${base}/GetAutoAuditCylinderList`]: {
    cells: auditing,
    request: () => get(`${base}/GetAutoAuditCylinderList`),
  },
  [`POST ${base}/BatchAutoAuditCylinderList`]: auditAction('BatchAutoAuditCylinderList', (ids) => ({ ids })),
  [`POST ${base}/AuditCylinder`]: auditAction('AuditCylinder', (ids) => ({ ids, result: -1, remark: '矩阵测试' })),
  [`POST ${base}/CancleAudit`]: auditAction('CancleAudit', (ids) => ({ ids })),
};
