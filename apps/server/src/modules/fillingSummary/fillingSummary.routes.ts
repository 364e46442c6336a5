import type { FastifyInstance } from 'fastify';
import { fillingSummaryApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { FillingSummaryRepository } from './fillingSummary.repository';
import { daySummarySource, stationSummarySource } from './fillingSummary.service';

/** CylinderFilling: the filling summaries by station (fillingsummary) and by day (fillingsummaryByDay). */
export function fillingSummaryRoutes(
  app: FastifyInstance,
  { repository, lists }: { repository: FillingSummaryRepository; lists: ListDeps },
) {
  const page = 'fillingSummary';
  registerList(app, lists, { page, call: fillingSummaryApi.byStation, source: stationSummarySource(repository) });
  registerList(app, lists, { page, call: fillingSummaryApi.byDay, source: daySummarySource(repository) });
}
