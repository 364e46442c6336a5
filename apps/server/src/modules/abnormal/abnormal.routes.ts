import type { FastifyInstance } from 'fastify';
import { abnormalApi } from '@gcs/contracts';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { AbnormalService } from './abnormal.service';

/** A call answered with a file: the reply has been sent, nothing is serialised from the handler's result. */
const sentAsFile = (sending: Promise<void>) => sending as Promise<never>;

/** AbnormalCylinder: the abnormal-cylinder pages of the three areas. */
export function abnormalRoutes(app: FastifyInstance, { service }: { service: AbnormalService }) {
  const access = menuAccess('abnormal');
  registerCall(app, abnormalApi.list, { access }, ({ query }, request, reply) =>
    query.isExport
      ? sentAsFile(service.exportList(sessionUser(request), query, reply, false))
      : service.list(sessionUser(request), query),
  );
  registerCall(app, abnormalApi.vcList, { access }, ({ query }, request, reply) =>
    query.isExport
      ? sentAsFile(service.exportList(sessionUser(request), query, reply, true))
      : service.list(sessionUser(request), query, 3),
  );
  registerCall(app, abnormalApi.summary, { access }, ({ query }, request, reply) =>
    query.isExport
      ? sentAsFile(service.exportSummary(sessionUser(request), query, reply, false))
      : service.summary(sessionUser(request), query),
  );
  registerCall(app, abnormalApi.vcSummary, { access }, ({ query }, request, reply) =>
    query.isExport
      ? sentAsFile(service.exportSummary(sessionUser(request), query, reply, true))
      : service.summary(sessionUser(request), query, 3),
  );
  registerCall(app, abnormalApi.batchRestore, { access }, ({ body }, request) =>
    service.restore(sessionUser(request), body, request.ip),
  );
}
