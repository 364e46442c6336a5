import { menusFor } from '@gcs/contracts';
import { get, menuCells, post, stationFiltered, type Cell, type Role, type RouteCase } from './matrixKit';

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
  'GET /api/samr/CylinderFilling/FillingRefusalList': {
    cells: menuCells(menusFor('fillingRefusals'), 'scoped'),
    request: (world) => get(`/api/samr/CylinderFilling/FillingRefusalList?StationId=${world.otherCityStationId}`),
    scope: stationFiltered('/api/samr/CylinderFilling/FillingRefusalList', 'cylinderBarcode'),
  },
};
