import { todayInChina } from '@gcs/contracts';
import type { PlatformModule } from '../platformModule';
import { DashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { DashboardService } from './dashboard.service';
import { SharedAnswers } from './sharedAnswers';

/** The dashboards' data calls, read from the rollups of migration 0034 and shared for a few seconds. */
export const dashboardModule: PlatformModule = (app, { config, db, syslog, now, today }) => {
  const service = new DashboardService(new DashboardRepository(db), {
    db,
    syslog,
    now,
    today: today ?? (() => todayInChina(now())),
    shared: new SharedAnswers(config.dashboardCacheSeconds * 1000),
  });
  dashboardRoutes(app, { service });
};
