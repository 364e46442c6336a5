import type { PlatformModule } from '../platformModule';
import { UnitsRepository } from './units.repository';
import { unitsRoutes } from './units.routes';
import { UnitsService } from './units.service';

/** Units of supervision: regulators, filling stations, inspection institutions. */
export const unitsModule: PlatformModule = (app, { db }) =>
  unitsRoutes(app, { service: new UnitsService(new UnitsRepository(db)) });
