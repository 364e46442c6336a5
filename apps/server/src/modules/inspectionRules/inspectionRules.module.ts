import type { PlatformModule } from '../platformModule';
import { InspectionRulesRepository } from './inspectionRules.repository';
import { inspectionRulesRoutes } from './inspectionRules.routes';
import { InspectionRulesService } from './inspectionRules.service';

/** The inspection rule table (versioned inspection and scrap rules). */
export const inspectionRulesModule: PlatformModule = (app, { db, syslog, now, lists }) =>
  inspectionRulesRoutes(app, {
    lists,
    service: new InspectionRulesService(db, new InspectionRulesRepository(db), syslog, now),
  });
