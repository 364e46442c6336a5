import type { PlatformModule } from '../platformModule';
import { ParametersRepository } from './parameters.repository';
import { parametersRoutes } from './parameters.routes';
import { ParametersService } from './parameters.service';

/** The system parameters page. */
export const parametersModule: PlatformModule = (app, { db, syslog, now, lists, config }) =>
  parametersRoutes(app, {
    lists,
    service: new ParametersService(db, new ParametersRepository(db), syslog, now),
    mirrored: { passwordMaxAgeDays: config.password.maxAgeDays, idleMinutes: config.session.idleMinutes },
  });
