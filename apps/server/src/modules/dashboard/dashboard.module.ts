import { todayInChina } from '@gcs/contracts';
import type { PlatformModule } from '../platformModule';
import { DashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';

/** The dashboards' data calls, read from the rollups of migration 0034. */
export const dashboardModule: PlatformModule = (app, { db, syslog, now, today }) => {
  const service = new DashboardService(new DashboardRepository(db), {
    db,
    syslog,
    now,
    today: today ?? (() => todayInChina(now())),
  });
  dashboardRoutes(app, { service });
};
