import type { FastifyInstance } from 'fastify';
import { fillingSummaryApi, flagSummaryApi, isSummarisedFlag } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { FillingSummaryRepository } from './fillingSummary.repository';
import { daySummarySource, flagSummarySource, stationSummarySource } from './fillingSummary.service';

/**
 * CylinderFilling: the filling summaries by station (fillingsummary) and by day (fillingsummaryByDay), and each arrival
 * flag's summary by station (OverdueFillingsummary and its kin).
 */
export function fillingSummaryRoutes(
  app: FastifyInstance,
  { repository, lists }: { repository: FillingSummaryRepository; lists: ListDeps },
) {
  const page = 'fillingSummary';
  registerList(app, lists, { page, call: fillingSummaryApi.byStation, source: stationSummarySource(repository) });
  registerList(app, lists, { page, call: fillingSummaryApi.byDay, source: daySummarySource(repository) });
  // Each flag's summary answers for the abnormal-filling pages of that flag.
  for (const [flag, call] of Object.entries(flagSummaryApi)) {
    const summarised = Number(flag);
    if (!isSummarisedFlag(summarised)) continue;
    registerList(app, lists, { page: 'abnormalFillings', call, source: flagSummarySource(repository, summarised) });
  }
}
