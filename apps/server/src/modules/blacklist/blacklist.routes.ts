import type { FastifyInstance } from 'fastify';
import { blacklistApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { BlacklistService } from './blacklist.service';

/** CylinderBlack: the blacklist pages of the three areas (GasCylinder, IndustryCylinder, VehicleCylinder). */
export function blacklistRoutes(
  app: FastifyInstance,
  { service, lists }: { service: BlacklistService; lists: ListDeps },
) {
  const page = 'blacklist';
  registerList(app, lists, { page, call: blacklistApi.summary, source: service.summarySource() });
  registerList(app, lists, { page, call: blacklistApi.vcSummary, source: service.summarySource(3) });
  registerList(app, lists, { page, call: blacklistApi.list, source: service.listSource() });
  registerList(app, lists, { page, call: blacklistApi.vcList, source: service.vcListSource() });

  const access = menuAccess('blacklist');
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
