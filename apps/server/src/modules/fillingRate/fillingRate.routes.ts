import type { FastifyInstance } from 'fastify';
import { fillingRateApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { FillingRateRepository } from './fillingRate.repository';
import { fillingRateCylinderSource, fillingRateDistrictSource, fillingRateSource } from './fillingRate.service';

/** CylinderFilling: 充装率 by registering station and by district, and the cylinders behind its counts. */
export function fillingRateRoutes(
  app: FastifyInstance,
  { repository, lists }: { repository: FillingRateRepository; lists: ListDeps },
) {
  registerList(app, lists, {
    page: 'fillingRate',
    call: fillingRateApi.byStation,
    source: fillingRateSource(repository),
  });
  registerList(app, lists, {
    page: 'fillingRate',
    call: fillingRateApi.byDistrict,
    source: fillingRateDistrictSource(repository),
  });
  registerList(app, lists, {
    page: 'fillingRate',
    call: fillingRateApi.cylinders,
    source: fillingRateCylinderSource(repository),
  });
}
