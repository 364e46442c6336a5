import type { PlatformModule } from '../platformModule';
import { VehicleLastFillingsRepository } from './vehicleLastFillings.repository';
import { vehicleLastFillingsRoutes } from './vehicleLastFillings.routes';

/** The vehicle filling reports (最后充装部门, 最后充装单位), from each cylinder's last filling, within the caller's scope. */
export const vehicleLastFillingsModule: PlatformModule = (app, { db, lists }) => {
  vehicleLastFillingsRoutes(app, { repository: new VehicleLastFillingsRepository(db), lists });
};
