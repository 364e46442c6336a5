import type { PlatformModule } from '../platformModule';
import { InspectStationsRepository } from './inspectStations.repository';
import { inspectStationsRoutes } from './inspectStations.routes';
import { InspectStationsService } from './inspectStations.service';

/** Inspection institutions and their bindings to filling stations. */
export const inspectStationsModule: PlatformModule = (app, { db, sessions, syslog, now, lists }) =>
  inspectStationsRoutes(app, {
    lists,
    service: new InspectStationsService({
      db,
      repository: new InspectStationsRepository(db),
      sessions,
      syslog,
      now,
    }),
  });
