import { menusFor } from '@gcs/contracts';
import { get, menuCells, post, stationFiltered, type Cell, type Role, type RouteCase } from './matrixKit';

const readers = menuCells(menusFor('inspections'), 'allowed');
/** 检验统计's two tabs: the inspection pages' holders and 检验统计's. */
const statisticsReaders = menuCells(menusFor('inspections', 'inspectionStatistics'), 'allowed');
const scopedReaders = menuCells(menusFor('inspections'), 'scoped');
/** Recording and uploading: the institutions' users only; regulators and system managers read. */
const institutions: Record<Role, Cell> = {
  ...readers,
  superadmin: 'denied',
  city: 'denied',
  district: 'denied',
};

const validInspection = {
  barcode: 'MX-NOARCHIVE',
  reportCode: 'MX-REPORT-1',
  inspectionDate: '2026-01-05',
  result: 1,
};

/**
 * Periodic inspections: read within scope by the holders of the inspection pages; recorded and their reports
 * uploaded by an institution's users only (a cylinder outside its bound stations answers 404).
 */
export const inspectionCases: Record<string, RouteCase> = {
  'GET /api/samr/CylinderInspection/vcList': {
    cells: scopedReaders,
    request: () => get('/api/samr/CylinderInspection/vcList'),
    scope: stationFiltered('/api/samr/CylinderInspection/vcList', 'MX-OTHERCITY'),
  },
  'GET /api/samr/CylinderInspection/GetCylinderInspectionUploadList': {
    cells: scopedReaders,
    request: () => get('/api/samr/CylinderInspection/GetCylinderInspectionUploadList'),
    scope: stationFiltered('/api/samr/CylinderInspection/GetCylinderInspectionUploadList', 'MX-OTHERCITY'),
  },
  'POST /api/samr/CylinderInspection/InspectionByFillingStation': {
    cells: readers,
    ok: true,
    request: (world) =>
      post('/api/samr/CylinderInspection/InspectionByFillingStation', { FillStationId: world.ownStationId }),
  },
  'GET /api/samr/CylinderInspection/byDepartment': {
    cells: statisticsReaders,
    ok: true,
    request: () => get('/api/samr/CylinderInspection/byDepartment?From=2025-01-01&To=2026-12-31'),
  },
  'GET /api/samr/CylinderInspection/byVcInspectionStation': {
    cells: statisticsReaders,
    ok: true,
    request: () => get('/api/samr/CylinderInspection/byVcInspectionStation'),
  },
  'POST /api/samr/CylinderInspection/AddInspectionRecord': {
    cells: institutions,
    request: () => post('/api/samr/CylinderInspection/AddInspectionRecord', validInspection),
  },
  'POST /api/samr/CylinderInspectionReport/CylinderInspectionReportList': {
    cells: readers,
    ok: true,
    request: () => post('/api/samr/CylinderInspectionReport/CylinderInspectionReportList', { PageIndex: 1 }),
  },
  'POST /api/samr/CylinderInspectionReport/Upload': {
    cells: institutions,
    request: () => post('/api/samr/CylinderInspectionReport/Upload'),
  },
  'POST /api/samr/CylinderInspectionReport/AllUpload': {
    cells: institutions,
    request: () => post('/api/samr/CylinderInspectionReport/AllUpload'),
  },
  'GET /api/samr/CylinderInspectionReport/File': {
    cells: readers,
    request: () => get('/api/samr/CylinderInspectionReport/File?InspectionId=2147483000'),
  },
};
