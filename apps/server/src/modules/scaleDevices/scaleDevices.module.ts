import type { PlatformModule } from '../platformModule';
import { ScaleDevicesRepository } from './scaleDevices.repository';
import { scaleDevicesRoutes } from './scaleDevices.routes';
import { ScaleDevicesService } from './scaleDevices.service';

/** The filling scales a station registers, each with its own rotating credential. */
export const scaleDevicesModule: PlatformModule = (app, { db, syslog, now, lists }) =>
  scaleDevicesRoutes(app, { scales: new ScaleDevicesService(new ScaleDevicesRepository(db), { syslog, now }), lists });
