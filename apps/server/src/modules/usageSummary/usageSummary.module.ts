import { todayInChina } from '@gcs/contracts';
import type { PlatformModule } from '../platformModule';
import { UsageSummaryRepository } from './usageSummary.repository';
import { usageSummaryRoutes } from './usageSummary.routes';
import { UsageSummaryService } from './usageSummary.service';

/** The dashboard's drill-down reports by region, within the caller's scope. */
export const usageSummaryModule: PlatformModule = (app, { db, lists, now, today }) => {
  const service = new UsageSummaryService(new UsageSummaryRepository(db), today ?? (() => todayInChina(now())));
  usageSummaryRoutes(app, { service, lists });
};
