import type { PlatformModule } from '../platformModule';
import { ReferenceRepository } from './reference.repository';
import { referenceRoutes } from './reference.routes';
import { ReferenceService } from './reference.service';

/** Reference data: makers, media, cylinder and vehicle types, specs. */
export const referenceModule: PlatformModule = (app, { db, syslog, now, lists }) =>
  referenceRoutes(app, { lists, service: new ReferenceService(new ReferenceRepository(db), syslog, now) });
