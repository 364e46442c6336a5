import type { FastifyInstance } from 'fastify';
import { AbnormalKind, abnormalApi, regulatorOperationApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { AbnormalService } from './abnormal.service';

/** AbnormalCylinder: the abnormal-cylinder pages of the three areas, and stopping or reporting a cylinder lost. */
export function abnormalRoutes(
  app: FastifyInstance,
  { service, lists }: { service: AbnormalService; lists: ListDeps },
) {
  const page = 'abnormal';
  registerList(app, lists, { page, call: abnormalApi.list, source: service.listSource() });
  registerList(app, lists, { page, call: abnormalApi.vcList, source: service.listSource(3) });
  registerList(app, lists, { page, call: abnormalApi.summary, source: service.summarySource() });
  registerList(app, lists, { page, call: abnormalApi.vcSummary, source: service.summarySource(3) });
  const access = menuAccess('abnormal');
  registerCall(app, abnormalApi.batchRestore, { access }, ({ body }, request) =>
    service.restore(sessionUser(request), body, request.ip),
  );
  // The filling side's regulator operations (CylinderFilling): they flag or restore by cylinder.
  registerCall(app, regulatorOperationApi.stop, { access }, ({ body }, request) =>
    service.flag(sessionUser(request), body, AbnormalKind.RegulatorStopped, request.ip),
  );
  registerCall(app, regulatorOperationApi.lost, { access }, ({ body }, request) =>
    service.flag(sessionUser(request), body, AbnormalKind.ReportedLost, request.ip),
  );
  registerCall(app, regulatorOperationApi.operate, { access }, ({ body }, request) =>
    service.operate(sessionUser(request), body, request.ip),
  );
}
