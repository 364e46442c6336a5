import type { PlatformModule } from '../platformModule';
import { BlacklistRepository } from './blacklist.repository';
import { blacklistRoutes } from './blacklist.routes';
import { BlacklistService } from './blacklist.service';

/** The blacklist of the three cylinder areas. */
export const blacklistModule: PlatformModule = (app, { db, syslog, today, now, lists }) =>
  blacklistRoutes(app, {
    lists,
    service: new BlacklistService({ db, repository: new BlacklistRepository(db), syslog, today, now }),
  });
