import type { FastifyInstance } from 'fastify';
import { regulatorApi, regulatorFillStationApi, regulatorInspectStationApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { BindingKind, RegulatorsService } from './regulators.service';

/** UnitManage: regulators and their bindings to filling stations and inspection institutions (/UnitManage/Regulator). */
export function regulatorsRoutes(
  app: FastifyInstance,
  { service, lists }: { service: RegulatorsService; lists: ListDeps },
) {
  registerList(app, lists, { page: 'regulatorUnits', call: regulatorApi.list, source: service.listSource() });

  const access = menuAccess('regulatorUnits');
  registerCall(app, regulatorApi.add, { access }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, regulatorApi.update, { access }, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, regulatorApi.batchValid, { access }, ({ body }, request) =>
    service.batchValid(sessionUser(request), body, request.ip),
  );
  registerCall(app, regulatorApi.remove, { access }, ({ body }, request) =>
    service.remove(sessionUser(request), body, request.ip),
  );

  const bindings: [BindingKind, typeof regulatorFillStationApi][] = [
    ['fillStation', regulatorFillStationApi],
    ['inspectStation', regulatorInspectStationApi],
  ];
  for (const [kind, calls] of bindings) {
    registerCall(app, calls.bound, { access }, ({ query }, request) =>
      service.bound(sessionUser(request), kind, query),
    );
    registerCall(app, calls.candidates, { access }, ({ query }, request) =>
      service.candidates(sessionUser(request), kind, query),
    );
    registerCall(app, calls.save, { access }, ({ body }, request) =>
      service.bind(sessionUser(request), kind, body, request.ip),
    );
    registerCall(app, calls.remove, { access }, ({ body }, request) =>
      service.unbind(sessionUser(request), kind, body, request.ip),
    );
  }
}
