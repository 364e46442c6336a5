import type { FastifyInstance } from 'fastify';
import { scaleDeviceApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { ScaleDevicesService } from './scaleDevices.service';

export interface ScaleDevicesRoutesDeps {
  scales: ScaleDevicesService;
  lists: ListDeps;
}

/**
 * ScaleDevice: the list for the holders of the 充装秤 page (within their scope); the changes for the same holders,
 * of which the service lets only a scale's own station (and a system manager) act.
 */
export function scaleDevicesRoutes(app: FastifyInstance, { scales, lists }: ScaleDevicesRoutesDeps) {
  const access = menuAccess('scaleDevices');
  registerList(app, lists, { page: 'scaleDevices', call: scaleDeviceApi.list, source: scales.listSource() });
  registerCall(app, scaleDeviceApi.add, { access }, ({ body }, request) =>
    scales.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, scaleDeviceApi.update, { access }, ({ body }, request) =>
    scales.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, scaleDeviceApi.batchValid, { access }, ({ body }, request) =>
    scales.setValid(sessionUser(request), body, request.ip),
  );
  registerCall(app, scaleDeviceApi.rotate, { access }, ({ body }, request) =>
    scales.rotate(sessionUser(request), body, request.ip),
  );
}
