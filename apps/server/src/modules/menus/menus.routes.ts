import type { FastifyInstance } from 'fastify';
import { menuApi, menuCompareApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { MenusService } from './menus.service';

/** Setting/MenuManagement, the menu tree the role editor checks, and the feature comparison (/MenuCompare). */
export function menusRoutes(app: FastifyInstance, { service, lists }: { service: MenusService; lists: ListDeps }) {
  registerList(app, lists, { page: 'menus', call: menuApi.children, source: service.listSource() });
  registerCall(app, menuApi.tree, { access: menuAccess('menuTree') }, () => service.tree());
  // Every logged-in user may read what this version offers (the page is behind the login like every other).
  registerCall(app, menuCompareApi.tree, { access: { kind: 'session' } }, () => Promise.resolve(service.compare()));

  const access = menuAccess('menus');
  registerCall(app, menuApi.add, { access }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, menuApi.update, { access }, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, menuApi.remove, { access }, ({ body }, request) =>
    service.remove(sessionUser(request), body, request.ip),
  );
  registerCall(app, menuApi.batchValid, { access }, ({ body }, request) =>
    service.batchValid(sessionUser(request), body, request.ip),
  );
}
