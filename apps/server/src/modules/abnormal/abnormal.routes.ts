import type { FastifyInstance } from 'fastify';
import { abnormalApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { AbnormalService } from './abnormal.service';

/** AbnormalCylinder: the abnormal-cylinder pages of the three areas. */
export function abnormalRoutes(
  app: FastifyInstance,
  { service, lists }: { service: AbnormalService; lists: ListDeps },
) {
  const page = 'abnormal';
  registerList(app, lists, { page, call: abnormalApi.list, source: service.listSource() });
  registerList(app, lists, { page, call: abnormalApi.vcList, source: service.listSource(3) });
  registerList(app, lists, { page, call: abnormalApi.summary, source: service.summarySource() });
  registerList(app, lists, { page, call: abnormalApi.vcSummary, source: service.summarySource(3) });
  registerCall(app, abnormalApi.batchRestore, { access: menuAccess('abnormal') }, ({ body }, request) =>
    service.restore(sessionUser(request), body, request.ip),
  );
}
