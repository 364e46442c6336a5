import type { PlatformModule } from '../platformModule';
import { DeliveriesRepository } from './deliveries.repository';
import { deliveriesRoutes } from './deliveries.routes';
import { DeliveriesService } from './deliveries.service';

/** 配送记录: the deliveries of filled cylinders to their users, recorded by the filling station. */
export const deliveriesModule: PlatformModule = (app, { db, syslog, now, lists }) => {
  const repository = new DeliveriesRepository(db);
  deliveriesRoutes(app, { repository, service: new DeliveriesService({ db, repository, syslog, now }), lists });
};
