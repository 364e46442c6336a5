import type { FastifyInstance } from 'fastify';
import { vehicleLastFillingApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import type { VehicleLastFillingsRepository } from './vehicleLastFillings.repository';
import { departmentSummarySource, lastFillingListSource, stationSummarySource } from './vehicleLastFillings.service';

/** CylinderFilling: the vehicle cylinders' last fillings by using department and by station, and one by one. */
export function vehicleLastFillingsRoutes(
  app: FastifyInstance,
  { repository, lists }: { repository: VehicleLastFillingsRepository; lists: ListDeps },
) {
  const byDepartment = 'lastFillDepartments';
  const byStation = 'lastFillStations';
  registerList(app, lists, {
    page: byDepartment,
    call: vehicleLastFillingApi.byDepartment,
    source: departmentSummarySource(repository),
  });
  registerList(app, lists, {
    page: byDepartment,
    call: vehicleLastFillingApi.list,
    source: lastFillingListSource(repository, 'department'),
  });
  registerList(app, lists, {
    page: byStation,
    call: vehicleLastFillingApi.byStation,
    source: stationSummarySource(repository),
  });
  registerList(app, lists, {
    page: byStation,
    call: vehicleLastFillingApi.listByStation,
    source: lastFillingListSource(repository, 'station'),
  });
}
