import type { FastifyInstance } from 'fastify';
import { cylinderApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { CylinderAuditService } from './cylinderAudit.service';
import type { CylindersService } from './cylinders.service';

export interface CylindersRoutesDeps {
  service: CylindersService;
  audit: CylinderAuditService;
  lists: ListDeps;
}

/** The archive read and audit calls of spec 02 section 7.4 (registration and editing live elsewhere). */
export function cylindersRoutes(app: FastifyInstance, { service, audit, lists }: CylindersRoutesDeps) {
  const read = { access: menuAccess('readArchives') };
  const auditing = { access: menuAccess('auditArchives') };

  // Every archive page of every area lists through these two calls; the export keeps the server's own file names.
  registerList(app, lists, {
    page: 'archiveQuery',
    call: cylinderApi.list,
    source: service.archiveSource(false),
    access: read.access,
    exportName: '气瓶档案',
  });
  registerList(app, lists, {
    page: 'vehicleArchive',
    call: cylinderApi.vclist,
    source: service.archiveSource(true),
    access: read.access,
    exportName: '车用气瓶档案',
  });
  registerList(app, lists, {
    page: 'cylinderList',
    call: cylinderApi.cylinderList,
    source: service.cylinderListSource(),
    access: read.access,
    exportName: '气瓶列表',
  });
  // The counts are open to every archive reader, as the archives they count are.
  registerList(app, lists, {
    page: 'fillStationCount',
    call: cylinderApi.countByStation,
    source: service.stationCountSource(),
    access: read.access,
  });
  registerList(app, lists, {
    page: 'useStationCount',
    call: cylinderApi.countByDepartment,
    source: service.departmentCountSource(),
    access: read.access,
  });
  registerCall(app, cylinderApi.queryBaseInfoById, read, ({ query }, request) =>
    service.baseInfo(sessionUser(request), query.Id),
  );
  registerCall(app, cylinderApi.queryInspectionInfoById, read, ({ query }, request) =>
    service.inspections(sessionUser(request), query),
  );
  registerCall(app, cylinderApi.queryImageInfoById, read, ({ query }, request) =>
    service.images(sessionUser(request), query.Id),
  );
  registerCall(app, cylinderApi.queryIssuedInfoById, read, ({ query }, request) =>
    service.issued(sessionUser(request), query.Id),
  );
  registerCall(app, cylinderApi.queryHistoryInfoById, read, ({ query }, request) =>
    service.history(sessionUser(request), query),
  );
  registerCall(app, cylinderApi.queryHistoryInfoById2, read, ({ query }, request) =>
    service.trail(sessionUser(request), query),
  );
  registerCall(app, cylinderApi.queryCylinderValveById, read, ({ query }, request) =>
    service.valve(sessionUser(request), query.Id),
  );
  registerCall(app, cylinderApi.getCylinderBelongTo, read, ({ query }, request) =>
    service.belongTo(sessionUser(request), query.Barcode),
  );
  registerCall(app, cylinderApi.cylinderAccurateList, read, ({ query }, request) =>
    service.accurateList(sessionUser(request), query, false),
  );
  registerCall(app, cylinderApi.abnormalCylinderAccurateList, read, ({ query }, request) =>
    service.accurateList(sessionUser(request), query, true),
  );
  registerCall(app, cylinderApi.cylinderLastFilling, read, ({ query }, request) =>
    service.lastFilling(sessionUser(request), query.CylinderId),
  );

  const page = 'archiveAudit';
  registerList(app, lists, { page, call: cylinderApi.getAuditCylinderList, source: service.auditSource('pending') });
  registerList(app, lists, { page, call: cylinderApi.getAutoAuditCylinderList, source: service.auditSource('auto') });
  // Open to every archive reader, not only to the audit pages.
  registerList(app, lists, {
    page,
    call: cylinderApi.getNoPassIssuedCylinder,
    source: service.auditSource('notIssued'),
    access: read.access,
  });
  registerCall(app, cylinderApi.batchAutoAuditCylinderList, auditing, ({ body }, request) =>
    audit.autoAudit(sessionUser(request), body.ids, request.ip),
  );
  registerCall(app, cylinderApi.auditCylinder, auditing, ({ body }, request) =>
    audit.audit(sessionUser(request), body, request.ip),
  );
  registerCall(app, cylinderApi.cancleAudit, auditing, ({ body }, request) =>
    audit.cancel(sessionUser(request), body.ids, request.ip),
  );
}
