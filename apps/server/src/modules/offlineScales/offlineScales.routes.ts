import type { FastifyInstance } from 'fastify';
import { offlineScaleApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { OfflineScalesRepository } from './offlineScales.repository';
import { monitorScaleSource, offlineScaleSource, offlineStationSource } from './offlineScales.service';

/** Monitor: the offline scales by station (OfflineStatisticsByStation) and one by one (OfflineDetailList), and every
 * enabled scale with its state (MonitorList). */
export function offlineScalesRoutes(
  app: FastifyInstance,
  { repository, lists }: { repository: OfflineScalesRepository; lists: ListDeps },
) {
  const page = 'offlineScales';
  registerList(app, lists, {
    page,
    call: offlineScaleApi.offlineByStation,
    source: offlineStationSource(repository, lists.now),
  });
  registerList(app, lists, {
    page,
    call: offlineScaleApi.offlineDetail,
    source: offlineScaleSource(repository, lists.now),
  });
  registerList(app, lists, {
    page,
    call: offlineScaleApi.monitorList,
    source: monitorScaleSource(repository, lists.now),
  });
}
