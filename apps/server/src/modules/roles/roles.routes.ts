import type { FastifyInstance } from 'fastify';
import { roleApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { RolesService } from './roles.service';

/** Setting/Role: roles and the menus each holds. */
export function rolesRoutes(app: FastifyInstance, { service, lists }: { service: RolesService; lists: ListDeps }) {
  registerList(app, lists, { page: 'roles', call: roleApi.list, source: service.listSource() });

  const access = menuAccess('roles');
  registerCall(app, roleApi.add, { access }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, roleApi.update, { access }, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, roleApi.batchValid, { access }, ({ body }, request) =>
    service.batchValid(sessionUser(request), body, request.ip),
  );
  registerCall(app, roleApi.remove, { access }, ({ body }, request) =>
    service.remove(sessionUser(request), body, request.ip),
  );
  registerCall(app, roleApi.permission, { access }, ({ query }) => service.permission(query));
  registerCall(app, roleApi.updatePermission, { access }, ({ body }, request) =>
    service.updatePermission(sessionUser(request), body, request.ip),
  );
}
