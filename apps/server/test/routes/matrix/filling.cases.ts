import { menusFor } from '@gcs/contracts';
import {
  cylinderTargets,
  get,
  managerOnly,
  menuCells,
  post,
  stationFiltered,
  type Cell,
  type Role,
  type RouteCase,
  scopedList,
} from './matrixKit';

const interlockCells: Record<Role, Cell> = {
  anonymous: 'denied',
  superadmin: 'allowed',
  city: 'denied',
  district: 'denied',
  station: 'scoped',
  inspector: 'denied',
  auditor: 'denied',
  approver: 'denied',
  institution: 'denied',
  bank: 'denied',
};

/**
 * The filling interlock (issue 14): a filling station asks for its own station; a system manager names one. The
 * refusals it records are listed for the holders of the refused-fillings menu, within their scope.
 */
export const fillingCases: Record<string, RouteCase> = {
  'POST /api/samr/CylinderFilling/FillingCheck': {
    cells: interlockCells,
    ok: true,
    request: (world) =>
      post('/api/samr/CylinderFilling/FillingCheck', { Barcode: 'MX-OWN', StationId: world.ownStationId }),
    scope: (world) => ({
      own: post('/api/samr/CylinderFilling/FillingCheck', { Barcode: 'MX-OWN' }),
      foreign: post('/api/samr/CylinderFilling/FillingCheck', {
        Barcode: 'MX-NEIGHBOUR',
        StationId: world.neighbourStationId,
      }),
      secret: 'MX-NEIGHBOUR',
    }),
  },
  'GET /api/samr/CylinderFilling/FillingRefusalList': scopedList(
    '/api/samr/CylinderFilling/FillingRefusalList',
    menusFor('fillingRefusals'),
    'cylinderBarcode',
  ),
  // Only a scale's own credential (route tests: fillingIngest.test.ts); every user session is refused.
  'POST /api/samr/Device/FillingCheck': {
    cells: { ...managerOnly, superadmin: 'denied' },
    request: () => post('/api/samr/Device/FillingCheck', { Barcode: 'MX-OWN' }),
  },
  'POST /api/samr/Device/UploadFillingRecords': {
    cells: { ...managerOnly, superadmin: 'denied' },
    request: () =>
      post('/api/samr/Device/UploadFillingRecords', {
        records: [
          {
            fillingGuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
            cylinderBarcode: 'MX-OWN',
            beginTime: '2026-01-05T08:00:00+08:00',
          },
        ],
      }),
  },
  ...regulatorOperationCases(),
  ...checkRecordCases(),
};

/**
 * The pre-fill and post-fill check records: listed for the holders of either check menu within their scope; recorded
 * only by a filling station's user, for its own station (a system manager holds the menus but is no station).
 */
function checkRecordCases(): Record<string, RouteCase> {
  const listPath = '/api/samr/CylinderFilling/fillingBeforeAfterlist';
  const addPath = '/api/samr/CylinderFilling/AddBeforeAfterRecord';
  return {
    [`GET ${listPath}`]: {
      cells: menuCells(menusFor('fillingChecks'), 'scoped'),
      request: (world) => get(`${listPath}?Kind=1&StationId=${world.otherCityStationId}`),
      scope: stationFiltered(listPath, 'disposeMethodName'),
    },
    [`POST ${addPath}`]: {
      cells: { ...interlockCells, superadmin: 'denied', station: 'allowed' },
      ok: true,
      request: () =>
        post(addPath, {
          Kind: 1,
          Barcode: 'MX-OWN',
          CheckTime: new Date(Date.now() - 10 * 60_000).toISOString(),
          Operator: '矩阵测试',
          DisposeMethod: 1,
        }),
    },
  };
}

/**
 * Stopping a cylinder, reporting it lost and restoring it, for the holders of the abnormal-cylinder menus: a regulator
 * (a station may report its own cylinders lost, never stop them). Aimed at a cylinder that does not exist (404), and
 * at one outside the caller's scope (404, nothing leaked).
 */
function regulatorOperationCases(): Record<string, RouteCase> {
  const base = '/api/samr/CylinderFilling';
  const holders = menuCells(menusFor('abnormal'), 'scoped');
  const operation = (call: string, cells: Record<Role, Cell>, extra: Record<string, unknown>): RouteCase => ({
    cells,
    request: () => post(`${base}/${call}`, { CylinderIds: [999_999], Reason: '矩阵测试', ...extra }),
    scope: (world, role) => ({
      foreign: post(`${base}/${call}`, {
        CylinderIds: [cylinderTargets(world, role).foreign],
        Reason: '矩阵测试',
        ...extra,
      }),
      secret: 'MX-',
    }),
  });
  return {
    [`POST ${base}/RegulatorStopCylinder`]: operation('RegulatorStopCylinder', { ...holders, station: 'denied' }, {}),
    [`POST ${base}/RegulatorLostCylinder`]: operation('RegulatorLostCylinder', holders, {}),
    [`POST ${base}/RegulatorOperateCylinder`]: operation('RegulatorOperateCylinder', holders, { Operate: 2 }),
  };
}
