import type { FastifyInstance } from 'fastify';
import { inspectStationApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { InspectStationsService } from './inspectStations.service';

/**
 * UnitManage inspection institutions: the InspectStation page's list, form, batch enabling and bindings; the detail and
 * bound regulators also for the institution's own pages; the institutions of a filling station also for its pages.
 */
export function inspectStationsRoutes(
  app: FastifyInstance,
  { service, lists }: { service: InspectStationsService; lists: ListDeps },
) {
  const manage = { access: menuAccess('inspectStations') };
  const read = { access: menuAccess('inspectStations', 'inspectionUpkeep') };
  registerList(app, lists, { page: 'inspectStations', call: inspectStationApi.list, source: service.listSource() });
  registerCall(app, inspectStationApi.add, manage, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectStationApi.update, manage, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectStationApi.batchValid, manage, ({ body }, request) =>
    service.setValid(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectStationApi.info, read, ({ query }, request) => service.info(sessionUser(request), query.Id));
  registerCall(app, inspectStationApi.regulators, read, ({ query }, request) =>
    service.regulators(sessionUser(request), query.Id),
  );
  registerCall(
    app,
    inspectStationApi.byFillStation,
    { access: menuAccess('inspectStations', 'fillStations', 'stationUpkeep') },
    ({ query }, request) => service.byFillStation(sessionUser(request), query.FillStationId),
  );
  registerCall(app, inspectStationApi.bound, manage, ({ query }, request) =>
    service.bound(sessionUser(request), query, true),
  );
  registerCall(app, inspectStationApi.candidates, manage, ({ query }, request) =>
    service.bound(sessionUser(request), query, false),
  );
  registerCall(app, inspectStationApi.saveBinding, manage, ({ body }, request) =>
    service.changeBinding(sessionUser(request), body, true, request.ip),
  );
  registerCall(app, inspectStationApi.removeBinding, manage, ({ body }, request) =>
    service.changeBinding(sessionUser(request), body, false, request.ip),
  );
}
