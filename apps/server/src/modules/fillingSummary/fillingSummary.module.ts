import type { PlatformModule } from '../platformModule';
import { FillingSummaryRepository } from './fillingSummary.repository';
import { fillingSummaryRoutes } from './fillingSummary.routes';
import { FillingTotalRepository } from './fillingTotal.repository';

/** The filling summaries, by station, by day and (充装总量) by region, answered from the daily rollup within the caller's scope. */
export const fillingSummaryModule: PlatformModule = (app, { db, lists }) => {
  fillingSummaryRoutes(app, {
    repository: new FillingSummaryRepository(db),
    totals: new FillingTotalRepository(db),
    lists,
  });
};
