import type { FastifyInstance } from 'fastify';
import { blacklistApi } from '@gcs/contracts';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { BlacklistService } from './blacklist.service';

/** A call answered with a file: the reply has been sent, nothing is serialised from the handler's result. */
const sentAsFile = (sending: Promise<void>) => sending as Promise<never>;

/** CylinderBlack: the blacklist pages of the three areas (GasCylinder, IndustryCylinder, VehicleCylinder). */
export function blacklistRoutes(app: FastifyInstance, { service }: { service: BlacklistService }) {
  const access = menuAccess('blacklist');
  registerCall(app, blacklistApi.summary, { access }, ({ query }, request, reply) =>
    query.isExport
      ? sentAsFile(service.exportSummary(sessionUser(request), query, reply, false))
      : service.summary(sessionUser(request), query),
  );
  registerCall(app, blacklistApi.vcSummary, { access }, ({ query }, request, reply) =>
    query.isExport
      ? sentAsFile(service.exportSummary(sessionUser(request), query, reply, true))
      : service.summary(sessionUser(request), query, 3),
  );
  registerCall(app, blacklistApi.list, { access }, ({ query }, request, reply) =>
    query.isExport
      ? sentAsFile(service.exportList(sessionUser(request), query, reply, false))
      : service.list(sessionUser(request), query),
  );
  registerCall(app, blacklistApi.vcList, { access }, ({ query }, request, reply) =>
    query.isExport
      ? sentAsFile(service.exportList(sessionUser(request), query, reply, true))
      : service.vcList(sessionUser(request), query),
  );
  registerCall(app, blacklistApi.detail, { access }, ({ query }, request) =>
    service.detail(sessionUser(request), query.Id),
  );
  registerCall(app, blacklistApi.add, { access }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, blacklistApi.cancelChoose, { access }, ({ body }, request) =>
    service.cancelChoose(sessionUser(request), body, request.ip),
  );
  registerCall(app, blacklistApi.bulkCancel, { access }, ({ body }, request) =>
    service.bulkCancel(sessionUser(request), body, request.ip),
  );
}
