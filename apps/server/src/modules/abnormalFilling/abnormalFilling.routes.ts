import type { FastifyInstance } from 'fastify';
import { abnormalFillingApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { AbnormalFillingRepository } from './abnormalFilling.repository';
import { abnormalFillingSource, clonedLabelSource } from './abnormalFilling.service';

/** CylinderFilling: the abnormal filling records and the suspected cloned labels. */
export function abnormalFillingRoutes(
  app: FastifyInstance,
  { repository, lists }: { repository: AbnormalFillingRepository; lists: ListDeps },
) {
  registerList(app, lists, {
    page: 'abnormalFillings',
    call: abnormalFillingApi.list,
    source: abnormalFillingSource(repository),
  });
  registerList(app, lists, {
    page: 'clonedLabels',
    call: abnormalFillingApi.clonedLabels,
    source: clonedLabelSource(repository),
  });
}
