import type { FastifyInstance } from 'fastify';
import { authApi, messages, userApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { UsersService } from './users.service';

/** Setting/User: users, their passwords and validity, and the login locks with UnlockUserOrIP. */
export function usersRoutes(app: FastifyInstance, { service, lists }: { service: UsersService; lists: ListDeps }) {
  registerList(app, lists, { page: 'users', call: userApi.list, source: service.listSource() });
  registerList(app, lists, { page: 'users', call: userApi.locks, source: service.lockSource() });

  const access = menuAccess('users');
  registerCall(app, userApi.add, { access }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, userApi.update, { access }, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, userApi.batchValid, { access }, ({ body }, request) =>
    service.batchValid(sessionUser(request), body, request.ip),
  );
  registerCall(app, userApi.remove, { access }, ({ body }, request) =>
    service.remove(sessionUser(request), body, request.ip),
  );
  registerCall(app, userApi.resetPassword, { access }, ({ body }, request) =>
    service.resetPassword(sessionUser(request), body, request.ip),
  );
  registerCall(app, userApi.setPassword, { access }, ({ body }, request) =>
    service.setPassword(sessionUser(request), body, request.ip),
  );
  registerCall(app, userApi.regulators, { access }, ({ query }, request) =>
    service.regulators(sessionUser(request), query.Id),
  );
  registerCall(app, userApi.roleOptions, { access }, (_input, request) => service.roleOptions(sessionUser(request)));
  registerCall(app, authApi.unlockUserOrIp, { access }, async ({ body }, request) => {
    await service.unlock(sessionUser(request), body, request.ip);
    return { result: true, messeage: messages.unlocked };
  });
}
