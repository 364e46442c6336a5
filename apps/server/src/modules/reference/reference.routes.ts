import type { FastifyInstance } from 'fastify';
import { cylinderTypeApi, mediumApi, specApi, vehicleTypeApi, vendorApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { ReferenceService } from './reference.service';

/**
 * Reference data calls: every archive page reads them; the page that manages an entry kind writes it (vehicle types
 * on TypeManagement, cylinder types on CylinderType and ReferenceData, vendors, media and specs on ReferenceData). The
 * lists are those tables of the pages' definitions, answered by registerList.
 */
export function referenceRoutes(
  app: FastifyInstance,
  { service, lists }: { service: ReferenceService; lists: ListDeps },
) {
  const read = menuAccess('readArchives', 'vehicleTypes', 'cylinderTypes', 'referenceData');
  const writeReference = menuAccess('referenceData');
  const writeTypes = menuAccess('cylinderTypes');
  const writeVehicleTypes = menuAccess('vehicleTypes');

  registerList(app, lists, {
    page: 'referenceData',
    call: vendorApi.list,
    source: service.vendorSource(),
    access: read,
  });
  registerCall(app, vendorApi.add, { access: writeReference }, ({ body }) => service.addVendor(body));
  registerCall(app, vendorApi.update, { access: writeReference }, ({ body }) => service.updateVendor(body));
  registerCall(app, vendorApi.delete, { access: writeReference }, ({ body }, request) =>
    service.delete('vendor', sessionUser(request), body.id, request.ip),
  );
  registerCall(app, vendorApi.batchIsValid, { access: writeReference }, ({ body }) => service.setValid('vendor', body));

  registerList(app, lists, {
    page: 'referenceData',
    call: mediumApi.list,
    source: service.categorisedSource('medium'),
    access: read,
  });
  registerCall(app, mediumApi.add, { access: writeReference }, ({ body }) => service.addCategorised('medium', body));
  registerCall(app, mediumApi.update, { access: writeReference }, ({ body }) =>
    service.updateCategorised('medium', body),
  );
  registerCall(app, mediumApi.delete, { access: writeReference }, ({ body }, request) =>
    service.delete('medium', sessionUser(request), body.id, request.ip),
  );
  registerCall(app, mediumApi.batchIsValid, { access: writeReference }, ({ body }) => service.setValid('medium', body));

  registerList(app, lists, {
    page: 'cylinderTypes',
    call: cylinderTypeApi.list,
    source: service.categorisedSource('cylinder_type'),
    access: read,
  });
  registerCall(app, cylinderTypeApi.add, { access: writeTypes }, ({ body }) =>
    service.addCategorised('cylinder_type', body),
  );
  registerCall(app, cylinderTypeApi.update, { access: writeTypes }, ({ body }) =>
    service.updateCategorised('cylinder_type', body),
  );
  registerCall(app, cylinderTypeApi.delete, { access: writeTypes }, ({ body }, request) =>
    service.delete('cylinder_type', sessionUser(request), body.id, request.ip),
  );
  registerCall(app, cylinderTypeApi.batchIsValid, { access: writeTypes }, ({ body }) =>
    service.setValid('cylinder_type', body),
  );

  registerList(app, lists, { page: 'referenceData', call: specApi.list, source: service.specSource(), access: read });
  registerCall(app, specApi.queryPreTypeName, { access: read }, ({ query }) => service.presetByName(query));
  registerCall(app, specApi.add, { access: writeReference }, ({ body }) => service.addSpec(body));
  registerCall(app, specApi.update, { access: writeReference }, ({ body }) => service.updateSpec(body));
  registerCall(app, specApi.delete, { access: writeReference }, ({ body }, request) =>
    service.delete('cylinder_spec', sessionUser(request), body.id, request.ip),
  );
  registerCall(app, specApi.batchIsValid, { access: writeReference }, ({ body }) =>
    service.setValid('cylinder_spec', body),
  );

  registerList(app, lists, {
    page: 'vehicleTypes',
    call: vehicleTypeApi.list,
    source: service.vehicleTypeSource(),
    access: read,
  });
  registerCall(app, vehicleTypeApi.add, { access: writeVehicleTypes }, ({ body }) => service.addVehicleType(body));
  registerCall(app, vehicleTypeApi.update, { access: writeVehicleTypes }, ({ body }) =>
    service.updateVehicleType(body),
  );
  registerCall(app, vehicleTypeApi.delete, { access: writeVehicleTypes }, ({ body }, request) =>
    service.delete('vehicle_type', sessionUser(request), body.id, request.ip),
  );
  registerCall(app, vehicleTypeApi.batchIsValid, { access: writeVehicleTypes }, ({ body }) =>
    service.setValid('vehicle_type', body),
  );
}
