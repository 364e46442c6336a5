import type { FastifyInstance } from 'fastify';
import { statusChangeApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { StatusChangesRepository } from './statusChanges.repository';
import { regionStatusSource, stationStatusSource, statusRecordSource } from './statusChanges.service';

/** 状态变更统计: the counts by station and by region, and the history rows behind them. */
export function statusChangesRoutes(
  app: FastifyInstance,
  { repository, lists }: { repository: StatusChangesRepository; lists: ListDeps },
) {
  const page = 'statusChanges';
  registerList(app, lists, { page, call: statusChangeApi.byStation, source: stationStatusSource(repository) });
  registerList(app, lists, { page, call: statusChangeApi.byRegion, source: regionStatusSource(repository) });
  registerList(app, lists, { page, call: statusChangeApi.records, source: statusRecordSource(repository) });
}
