import type { PlatformModule } from '../platformModule';
import { FillingSummaryRepository } from './fillingSummary.repository';
import { fillingSummaryRoutes } from './fillingSummary.routes';

/** The filling summaries, by station and by day, answered from the daily rollup within the caller's scope. */
export const fillingSummaryModule: PlatformModule = (app, { db, lists }) => {
  fillingSummaryRoutes(app, { repository: new FillingSummaryRepository(db), lists });
};
