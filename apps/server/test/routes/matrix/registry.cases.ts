import { menusFor } from '@gcs/contracts';
import {
  cylinderTargets,
  get,
  menuCells,
  post,
  put,
  stationTargets,
  type LoggedInRole,
  type RouteCase,
  type World,
} from './matrixKit';

const cylinder = '/api/samr/Cylinder';
const rules = '/api/samr/InspectionRule';

/** Cells of a call open to the archive managers, where filling stations are refused by the service (regulator calls). */
const regulatorManaged = { ...menuCells(menusFor('manageArchives')), station: 'denied' } as const;

let registrations = 0;
/**
 * A complete registration for a station. The matrix world is the demo seed on a fresh database, whose first maker,
 * cylinder type (焊接钢瓶), medium (液化石油气) and spec (YSP4.7) all have id 1 and category 1.
 */
const registration = (role: string, stationId: number) => ({
  barcode: `MX-ADD-${role}-${++registrations}`,
  category: 1,
  stationId,
  vendorId: 1,
  serialNumber: `MX-SN-${registrations}`,
  typeId: 1,
  mediumId: 1,
  specId: 1,
  makeDate: '2024-05',
});

const scopedCylinder = (build: (id: number) => ReturnType<typeof post>) => (world: World, role: LoggedInRole) => {
  const { own, foreign } = cylinderTargets(world, role);
  return { ...(own ? { own: build(own) } : {}), foreign: build(foreign), secret: 'MX-' };
};

/** Cylinder registration, editing, deletion, images, batch import, inspection rules and repeat rules (issue 4). */
export const registryCases: Record<string, RouteCase> = {
  'POST /api/samr/Cylinder/CylinderAdd': {
    cells: menuCells(menusFor('manageArchives'), 'scoped'),
    request: () => post(`${cylinder}/CylinderAdd`, {}),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      return {
        ...(own ? { own: post(`${cylinder}/CylinderAdd`, registration(role, own)) } : {}),
        foreign: post(`${cylinder}/CylinderAdd`, registration(role, foreign)),
        secret: 'MX-ADD',
      };
    },
  },
  'PUT /api/samr/Cylinder/CylinderUpdate': {
    cells: menuCells(menusFor('manageArchives'), 'scoped'),
    request: () => put(`${cylinder}/CylinderUpdate`, {}),
    scope: scopedCylinder((id) => put(`${cylinder}/CylinderUpdate`, { id, cylinderRemark: '权限矩阵' })),
  },
  'POST /api/samr/Cylinder/CylinderDelete': {
    cells: menuCells(menusFor('manageArchives'), 'scoped'),
    request: () => post(`${cylinder}/CylinderDelete`, {}),
    // Only the foreign cylinder: deleting the world's own cylinder would change what other rows see.
    scope: (world, role) => ({
      foreign: post(`${cylinder}/CylinderDelete`, { ids: [cylinderTargets(world, role).foreign] }),
      secret: 'MX-',
    }),
  },
  'GET /api/samr/Cylinder/GetCylinderTracingConfig': {
    cells: menuCells(menusFor('readArchives')),
    request: () => get(`${cylinder}/GetCylinderTracingConfig`),
  },
  'POST /api/samr/Cylinder/UpdateCylinderTracingConfig': {
    cells: regulatorManaged,
    request: () => post(`${cylinder}/UpdateCylinderTracingConfig`, { blockUnaudited: false }),
  },
  'POST /api/samr/Cylinder/GetCylinderVendorSeal': {
    cells: menuCells(menusFor('readArchives'), 'scoped'),
    request: () => post(`${cylinder}/GetCylinderVendorSeal`, {}),
    scope: scopedCylinder((id) => post(`${cylinder}/GetCylinderVendorSeal`, { CylinderId: id })),
  },
  'GET /api/samr/Cylinder/RepeatRuleList': {
    cells: menuCells(menusFor('manageArchives')),
    request: () => get(`${cylinder}/RepeatRuleList`),
  },
  'POST /api/samr/Cylinder/AddRepeatRule': {
    cells: regulatorManaged,
    request: (_world, role) =>
      post(`${cylinder}/AddRepeatRule`, {
        name: `矩阵规则-${role}-${++registrations}`,
        category: 1,
        fields: ['vendorId', 'serialNumber'],
      }),
  },
  'POST /api/samr/Cylinder/UpdateRepeatRule': {
    cells: regulatorManaged,
    request: () =>
      post(`${cylinder}/UpdateRepeatRule`, {
        id: 999_999,
        name: '矩阵规则',
        category: 1,
        fields: ['vendorId', 'serialNumber'],
      }),
  },
  'POST /api/samr/Cylinder/DeleteRepeatRule': {
    cells: regulatorManaged,
    request: () => post(`${cylinder}/DeleteRepeatRule`, { id: 999_999 }),
  },
  'GET /api/samr/Cylinder/RepeatCylinderList': {
    cells: menuCells(menusFor('manageArchives')),
    request: () => get(`${cylinder}/RepeatCylinderList?RuleId=1`),
  },
  'GET /api/samr/Cylinder/ImportTemplate': {
    cells: menuCells(menusFor('manageArchives')),
    request: () => get(`${cylinder}/ImportTemplate?CylinderCategory=1`),
  },
  'POST /api/samr/Cylinder/ImportCylinders': {
    cells: menuCells(menusFor('manageArchives')),
    request: () => post(`${cylinder}/ImportCylinders`, {}),
  },
  'GET /api/samr/InspectionRule/list': {
    cells: menuCells(menusFor('readArchives', 'inspectionRules')),
    request: () => get(`${rules}/list`),
  },
  'GET /api/samr/InspectionRule/history': {
    cells: menuCells(menusFor('readArchives', 'inspectionRules')),
    request: () => get(`${rules}/history?RuleKey=1`),
  },
  'POST /api/samr/InspectionRule/add': {
    cells: menuCells(menusFor('inspectionRules')),
    request: () => post(`${rules}/add`, {}),
  },
  'POST /api/samr/InspectionRule/update': {
    cells: menuCells(menusFor('inspectionRules')),
    request: () => post(`${rules}/update`, {}),
  },
  'POST /api/samr/InspectionRule/retire': {
    cells: menuCells(menusFor('inspectionRules')),
    request: () => post(`${rules}/retire`, { id: 999_999 }),
  },
};
