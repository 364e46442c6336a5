import type { FastifyInstance } from 'fastify';
import { inspectUserApi, sendUnitApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { InspectionUpkeepService } from './inspectionUpkeep.service';

/** UnitManage inspection users and sending units: the InspectUser and SendUnit pages (capability inspectionUpkeep). */
export function inspectionUpkeepRoutes(
  app: FastifyInstance,
  { service, lists }: { service: InspectionUpkeepService; lists: ListDeps },
) {
  const access = menuAccess('inspectionUpkeep');
  const options = { access };

  registerList(app, lists, {
    page: 'inspectUsers',
    call: inspectUserApi.list,
    source: service.inspectUserSource(),
    access,
  });
  registerCall(app, inspectUserApi.add, options, ({ body }, request) =>
    service.addInspectUser(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectUserApi.update, options, ({ body }, request) =>
    service.updateInspectUser(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectUserApi.remove, options, ({ body }, request) =>
    service.remove(sessionUser(request), 'inspect_user', body, request.ip),
  );
  registerCall(app, inspectUserApi.nextCode, options, ({ query }, request) =>
    service.nextCode(sessionUser(request), 'inspect_user', query.InspectStationId),
  );

  registerList(app, lists, { page: 'sendUnits', call: sendUnitApi.list, source: service.sendUnitSource(), access });
  registerCall(app, sendUnitApi.add, options, ({ body }, request) =>
    service.addSendUnit(sessionUser(request), body, request.ip),
  );
  registerCall(app, sendUnitApi.update, options, ({ body }, request) =>
    service.updateSendUnit(sessionUser(request), body, request.ip),
  );
  registerCall(app, sendUnitApi.remove, options, ({ body }, request) =>
    service.remove(sessionUser(request), 'inspection_send_unit', body, request.ip),
  );
  registerCall(app, sendUnitApi.nextCode, options, ({ query }, request) =>
    service.nextCode(sessionUser(request), 'inspection_send_unit', query.InspectStationId),
  );
}
