import { menusFor } from '@gcs/contracts';
import {
  cylinderTargets,
  get,
  menuCells,
  post,
  scopedList,
  sharedCallCells,
  stationTargets,
  type RouteCase,
} from './matrixKit';

/** DropDown, reference data, CylinderBlack and AbnormalCylinder calls (issue 4). */

const dropDownPaths = [
  'regulator',
  'regulatorTree',
  'fillingstation',
  'FillingstationForCylinderQuery',
  'cylindervendor',
  'cylindertype',
  'cylinderspec',
  'cylinderstatus',
  'fillingMedium',
  'division',
  'inspectionstation',
  'inspectionstationByIsValid',
  'fillingstationByDivision',
  'GetInspectorRole',
  'QpregCylinderTypeCode',
  'GetinspectionstationByDivisionCode',
  'GetFillingStationListByType',
  'cylinderdepartment',
  'GetFillingStationInspectionStation',
  'GetInspectionStationByProvince',
];

/** The holders of a built page have the dropdowns; what each lists is cut to the caller's scope (dropDown.test.ts). */
const dropDownCases: Record<string, RouteCase> = Object.fromEntries(
  dropDownPaths.map((path) => [
    `GET /api/samr/DropDown/${path}`,
    { cells: sharedCallCells('listPages'), request: () => get(`/api/samr/DropDown/${path}`) },
  ]),
);

const readReference = menuCells(menusFor('readArchives', 'vehicleTypes', 'cylinderTypes', 'referenceData'));

/** Reads by every archive page; writes by the page that manages the kind. Writes aim at an id that does not exist. */
function referenceCases(group: string, writers: readonly string[]): Record<string, RouteCase> {
  const write = menuCells(writers);
  const base = `/api/samr/${group}`;
  return {
    [`GET ${base}/List`]: { cells: readReference, request: () => get(`${base}/List`) },
    [`POST ${base}/Add`]: { cells: write, request: () => post(`${base}/Add`, {}) },
    [`POST ${base}/Update`]: { cells: write, request: () => post(`${base}/Update`, { id: 999_999 }) },
    [`POST ${base}/Delete`]: { cells: write, request: () => post(`${base}/Delete`, { id: 999_999 }) },
    [`POST ${base}/BatchIsValid`]: {
      cells: write,
      request: () => post(`${base}/BatchIsValid`, { ids: [999_999], isValid: false }),
    },
  };
}

const black = '/api/samr/CylinderBlack';
const abnormal = '/api/samr/AbnormalCylinder';

export const catalogueCases: Record<string, RouteCase> = {
  ...dropDownCases,
  ...referenceCases('CylinderVendor', menusFor('referenceData')),
  ...referenceCases('Medium', menusFor('referenceData')),
  ...referenceCases('CylinderSpec', menusFor('referenceData')),
  ...referenceCases('CylinderType', menusFor('cylinderTypes')),
  ...referenceCases('VehicleType', menusFor('vehicleTypes')),
  'GET /api/samr/CylinderSpec/QueryPreTpyeName': {
    cells: readReference,
    request: () => get('/api/samr/CylinderSpec/QueryPreTpyeName?Name=YSP35.5'),
  },

  [`GET ${black}/summary`]: scopedList(`${black}/summary`, menusFor('blacklist'), 'blackCount'),
  [`GET ${black}/vcSummary`]: scopedList(`${black}/vcSummary`, menusFor('blacklist'), 'blackCount'),
  [`GET ${black}/list`]: scopedList(`${black}/list`, menusFor('blacklist'), 'cylinderBarcode'),
  [`GET ${black}/vcList`]: scopedList(`${black}/vcList`, menusFor('blacklist'), 'cylinderBarcode'),
  [`GET ${black}/BlackListDetail`]: {
    cells: menuCells(menusFor('blacklist')),
    request: () => get(`${black}/BlackListDetail?Id=999999`),
  },
  [`POST ${black}/AddBlackList`]: {
    cells: menuCells(menusFor('blacklist'), 'scoped'),
    // Without a reason: refused before anything is written, whoever asks.
    request: (world) => post(`${black}/AddBlackList`, { cylinderIds: [world.otherCityCylinderId] }),
    scope: (world, role) => ({
      foreign: post(`${black}/AddBlackList`, {
        cylinderIds: [cylinderTargets(world, role).foreign],
        reason: '矩阵测试',
      }),
      secret: 'MX-',
    }),
  },
  [`POST ${black}/cancelChoose`]: {
    cells: menuCells(menusFor('blacklist')),
    request: () => post(`${black}/cancelChoose`, { ids: [999_999] }),
  },
  [`POST ${black}/bulkCancel`]: {
    cells: menuCells(menusFor('blacklist'), 'scoped'),
    request: (world) => post(`${black}/bulkCancel`, { StationId: world.otherCityStationId, Barcode: 'MX-NONE' }),
    scope: (world, role) => {
      const { own, foreign } = stationTargets(world, role);
      return {
        ...(own ? { own: post(`${black}/bulkCancel`, { StationId: own, Barcode: 'MX-NONE' }) } : {}),
        foreign: post(`${black}/bulkCancel`, { StationId: foreign, Barcode: 'MX-NONE' }),
        secret: 'count',
      };
    },
  },

  [`GET ${abnormal}/list`]: scopedList(`${abnormal}/list`, menusFor('abnormal'), 'cylinderBarcode'),
  [`GET ${abnormal}/vcList`]: scopedList(`${abnormal}/vcList`, menusFor('abnormal'), 'cylinderBarcode'),
  [`GET ${abnormal}/summary`]: scopedList(`${abnormal}/summary`, menusFor('abnormal'), 'abnormalCount'),
  [`GET ${abnormal}/vcSummary`]: scopedList(`${abnormal}/vcSummary`, menusFor('abnormal'), 'abnormalCount'),
  [`POST ${abnormal}/BatchRestore`]: {
    cells: menuCells(menusFor('abnormal')),
    request: () => post(`${abnormal}/BatchRestore`, { ids: [999_999] }),
  },
};
