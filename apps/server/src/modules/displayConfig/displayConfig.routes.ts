import type { FastifyInstance } from 'fastify';
import { displayConfigApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { DisplayConfigService } from './displayConfig.service';

/** Setting/Column: the display configuration of the list pages, for the holders of its menu (system managers). */
export function displayConfigRoutes(
  app: FastifyInstance,
  { service, lists }: { service: DisplayConfigService; lists: ListDeps },
) {
  registerList(app, lists, { page: 'displayConfig', call: displayConfigApi.summary, source: service.listSource() });

  const access = menuAccess('displayConfig');
  registerCall(app, displayConfigApi.detail, { access }, ({ query }) => service.detail(query.PageName));
  registerCall(app, displayConfigApi.add, { access }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, displayConfigApi.update, { access }, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, displayConfigApi.remove, { access }, ({ body }, request) =>
    service.remove(sessionUser(request), body, request.ip),
  );
}
