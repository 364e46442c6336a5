import type { PlatformModule } from '../platformModule';
import { DeliveriesRepository, deliveryRows } from './deliveries.repository';
import { deliveriesRoutes } from './deliveries.routes';
import { DeliveriesService } from './deliveries.service';

/** 配送记录: the deliveries of filled cylinders to their users, recorded by the filling station. */
export const deliveriesModule: PlatformModule = (app, { db, syslog, now, lists }) => {
  const repository = new DeliveriesRepository();
  deliveriesRoutes(app, {
    rows: deliveryRows(db),
    service: new DeliveriesService({ db, repository, syslog, now }),
    lists,
  });
};
