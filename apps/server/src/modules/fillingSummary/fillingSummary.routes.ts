import type { FastifyInstance } from 'fastify';
import { fillingSummaryApi, fillingTotalApi, flagSummaryApi, isSummarisedFlag, menusFor } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { FillingSummaryRepository } from './fillingSummary.repository';
import { daySummarySource, flagSummarySource, regionTotalSource, stationSummarySource } from './fillingSummary.service';
import type { FillingTotalRepository } from './fillingTotal.repository';

/**
 * CylinderFilling: the filling summaries by station (fillingsummary) and by day (fillingsummaryByDay), 充装总量 by
 * region (summary), and each arrival flag's summary by station (OverdueFillingsummary and its kin).
 */
export function fillingSummaryRoutes(
  app: FastifyInstance,
  {
    repository,
    totals,
    lists,
  }: { repository: FillingSummaryRepository; totals: FillingTotalRepository; lists: ListDeps },
) {
  const page = 'fillingSummary';
  // 充装总量's region counts open the by-station summary, so the holders of either page may read both.
  const access = { kind: 'menu', menu: menusFor('fillingSummary') } as const;
  registerList(app, lists, {
    page,
    call: fillingSummaryApi.byStation,
    source: stationSummarySource(repository),
    access,
  });
  registerList(app, lists, { page, call: fillingSummaryApi.byDay, source: daySummarySource(repository), access });
  registerList(app, lists, {
    page: 'fillingTotal',
    call: fillingTotalApi.byRegion,
    source: regionTotalSource(totals),
    access,
  });
  // Each flag's summary answers for the abnormal-filling pages of that flag.
  for (const [flag, call] of Object.entries(flagSummaryApi)) {
    const summarised = Number(flag);
    if (!isSummarisedFlag(summarised)) continue;
    registerList(app, lists, { page: 'abnormalFillings', call, source: flagSummarySource(repository, summarised) });
  }
}
