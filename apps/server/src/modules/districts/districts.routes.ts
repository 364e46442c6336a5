import type { FastifyInstance } from 'fastify';
import { districtApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { DistrictsService } from './districts.service';

/** UnitManage district calls of Setting/RegionalManagement. */
export function districtsRoutes(
  app: FastifyInstance,
  { service, lists }: { service: DistrictsService; lists: ListDeps },
) {
  registerList(app, lists, { page: 'regionalManagement', call: districtApi.list, source: service.listSource() });
  const access = menuAccess('districts');
  registerCall(app, districtApi.add, { access }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, districtApi.update, { access }, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, districtApi.remove, { access }, ({ body }, request) =>
    service.remove(sessionUser(request), body, request.ip),
  );
}
