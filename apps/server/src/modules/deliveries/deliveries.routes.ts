import type { FastifyInstance } from 'fastify';
import { deliveryApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { DeliveryRows } from './deliveries.repository';
import { deliveryListSource, type DeliveriesService } from './deliveries.service';

/** CylinderFilling: the deliveries of filled cylinders, read within scope and recorded by their station. */
export function deliveriesRoutes(
  app: FastifyInstance,
  { rows, service, lists }: { rows: DeliveryRows; service: DeliveriesService; lists: ListDeps },
) {
  registerList(app, lists, { page: 'deliveryRecords', call: deliveryApi.list, source: deliveryListSource(rows) });
  registerCall(app, deliveryApi.add, { access: menuAccess('deliveries') }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
}
