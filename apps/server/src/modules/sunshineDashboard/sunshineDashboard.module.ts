import { todayInChina } from '@gcs/contracts';
import type { PlatformModule } from '../platformModule';
import { SunshineDashboardRepository } from './sunshineDashboard.repository';
import { sunshineDashboardRoutes } from './sunshineDashboard.routes';
import { SunshineDashboardService } from './sunshineDashboard.service';

/** The open-filling dashboard (/SunshineDashboard): today's filling activity of the caller's scope. */
export const sunshineDashboardModule: PlatformModule = (app, { db, now, today }) => {
  const service = new SunshineDashboardService(
    new SunshineDashboardRepository(db),
    today ?? (() => todayInChina(now())),
  );
  sunshineDashboardRoutes(app, service);
};
