import type { PlatformModule } from '../platformModule';
import { InspectionUpkeepRepository } from './inspectionUpkeep.repository';
import { inspectionUpkeepRoutes } from './inspectionUpkeep.routes';
import { InspectionUpkeepService } from './inspectionUpkeep.service';

/** An inspection institution's inspection users and sending units. */
export const inspectionUpkeepModule: PlatformModule = (app, { db, syslog, now, lists }) =>
  inspectionUpkeepRoutes(app, {
    lists,
    service: new InspectionUpkeepService({ db, repository: new InspectionUpkeepRepository(db), syslog, now }),
  });
