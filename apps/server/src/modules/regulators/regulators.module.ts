import type { PlatformModule } from '../platformModule';
import { RegulatorsRepository } from './regulators.repository';
import { regulatorsRoutes } from './regulators.routes';
import { RegulatorsService } from './regulators.service';

/** Regulators of the unit management and their bindings to stations. */
export const regulatorsModule: PlatformModule = (app, { db, sessions, syslog, now, lists }) =>
  regulatorsRoutes(app, {
    lists,
    service: new RegulatorsService({ db, repository: new RegulatorsRepository(db), sessions, syslog, now }),
  });
