import type { FastifyInstance } from 'fastify';
import { parameterApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { ParametersService } from './parameters.service';

/** Setting/parameter (008005): the list by registerList, and add, change and delete for the holders of the menu. */
export function parametersRoutes(
  app: FastifyInstance,
  {
    service,
    lists,
    mirrored,
  }: {
    service: ParametersService;
    lists: ListDeps;
    mirrored: { passwordMaxAgeDays: number; idleMinutes: number };
  },
) {
  const edit = { access: menuAccess('parameters') };
  registerList(app, lists, { page: 'parameters', call: parameterApi.list, source: service.listSource() });
  registerCall(app, parameterApi.add, edit, ({ body }, request) => service.add(sessionUser(request), body, request.ip));
  registerCall(app, parameterApi.update, edit, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, parameterApi.remove, edit, ({ body }, request) =>
    service.remove(sessionUser(request), body.ids, request.ip),
  );
  app.addHook('onReady', async () => {
    try {
      await service.mirrorConfig(mirrored);
    } catch (error) {
      app.log.error({ err: error }, '只读参数未能按部署配置更新');
    }
  });
}
