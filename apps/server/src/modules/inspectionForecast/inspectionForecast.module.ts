import { inspectionForecastApi, todayInChina } from '@gcs/contracts';
import { registerList } from '../../platform/listRoutes';
import { menuAccess } from '../../platform/routes';
import type { PlatformModule } from '../platformModule';
import { InspectionForecastRepository } from './inspectionForecast.repository';
import { InspectionForecastService } from './inspectionForecast.service';

/**
 * 检验到期预测 (by district, filling station and institution, each count opening its cylinders) and 超期气瓶 (by
 * station: overdue cylinders, their fillings and disposal), within the caller's scope.
 */
export const inspectionForecastModule: PlatformModule = (app, { db, now, today, lists, cylinders }) => {
  const service = new InspectionForecastService(
    new InspectionForecastRepository(db),
    cylinders,
    today ?? (() => todayInChina(now())),
  );
  const page = 'inspectionForecast';
  registerList(app, lists, { page, call: inspectionForecastApi.byDistrict, source: service.districtSource() });
  registerList(app, lists, { page, call: inspectionForecastApi.byStation, source: service.stationSource() });
  registerList(app, lists, { page, call: inspectionForecastApi.byInstitution, source: service.institutionSource() });
  // The cylinders open from the forecast's counts and from 超期气瓶's.
  registerList(app, lists, {
    page,
    call: inspectionForecastApi.cylinders,
    source: service.cylinderSource(),
    access: menuAccess('inspectionForecast', 'overdueCylinders'),
  });
  registerList(app, lists, {
    page: 'overdueCylinders',
    call: inspectionForecastApi.overdue,
    source: service.overdueSource(),
  });
};
