import type { PlatformModule } from '../platformModule';
import { DisplayConfigRepository } from './displayConfig.repository';
import { displayConfigRoutes } from './displayConfig.routes';
import { DisplayConfigService } from './displayConfig.service';

/** The display configuration of the list pages (Setting/Column). */
export const displayConfigModule: PlatformModule = (app, { db, syslog, now, lists }) =>
  displayConfigRoutes(app, {
    lists,
    service: new DisplayConfigService({ db, repository: new DisplayConfigRepository(db), syslog, now }),
  });
