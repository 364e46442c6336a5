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

/** The task pages: read within scope by their holders; the steps are the institution's own users' only. */
const auditReaders = menuCells(menusFor('inspectionAudit'), 'scoped');
const approvalReaders = menuCells(menusFor('inspectionApproval'), 'scoped');
const institutionOnly = (cells: Record<Role, Cell>): Record<Role, Cell> =>
  ({
    ...Object.fromEntries(
      Object.entries(cells).map(([role, cell]) => [role, cell === 'denied' ? 'denied' : 'allowed']),
    ),
    superadmin: 'denied',
    city: 'denied',
    district: 'denied',
  }) as Record<Role, Cell>;
/** A task no one has: an institution's user learns it is missing (404), everyone else is refused first. */
const missingTask = 2147483000;

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
  'POST /api/samr/CylinderInspectionRecord/Complete': {
    cells: institutions,
    request: () => post('/api/samr/CylinderInspectionRecord/Complete', { Id: missingTask }),
  },
  'POST /api/samr/CylinderInspectionRecord/Rectify': {
    cells: institutions,
    request: () => post('/api/samr/CylinderInspectionRecord/Rectify', { Id: missingTask, Reason: '矩阵测试' }),
  },
  'POST /api/samr/CylinderInspectionRecord/RectifyComplete': {
    cells: institutions,
    request: () => post('/api/samr/CylinderInspectionRecord/RectifyComplete', { Id: missingTask, Note: '矩阵测试' }),
  },
  'GET /api/samr/CylinderInspectionRecord/AuditList': {
    cells: auditReaders,
    request: () => get('/api/samr/CylinderInspectionRecord/AuditList'),
    scope: stationFiltered('/api/samr/CylinderInspectionRecord/AuditList', 'MX-OTHERCITY'),
  },
  'GET /api/samr/CylinderInspectionRecord/ApprovalList': {
    cells: approvalReaders,
    request: () => get('/api/samr/CylinderInspectionRecord/ApprovalList'),
    scope: stationFiltered('/api/samr/CylinderInspectionRecord/ApprovalList', 'MX-OTHERCITY'),
  },
  'GET /api/samr/CylinderInspectionRecord/PeriodicList': {
    cells: menuCells(menusFor('periodicInspection'), 'scoped'),
    request: () => get('/api/samr/CylinderInspectionRecord/PeriodicList'),
    scope: stationFiltered('/api/samr/CylinderInspectionRecord/PeriodicList', 'MX-OTHERCITY'),
  },
  'POST /api/samr/CylinderInspectionRecord/inspectExamine': {
    cells: institutionOnly(auditReaders),
    request: () => post('/api/samr/CylinderInspectionRecord/inspectExamine', { Id: missingTask, Result: 1 }),
  },
  'POST /api/samr/CylinderInspectionRecord/inspectApproval': {
    cells: institutionOnly(approvalReaders),
    request: () => post('/api/samr/CylinderInspectionRecord/inspectApproval', { Id: missingTask, ApprovalResult: 1 }),
  },
  'GET /api/samr/CylinderInspectionReport/File': {
    cells: readers,
    request: () => get('/api/samr/CylinderInspectionReport/File?InspectionId=2147483000'),
  },
};
