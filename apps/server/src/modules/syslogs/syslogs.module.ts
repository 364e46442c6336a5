import type { PlatformModule } from '../platformModule';
import { SyslogsRepository } from './syslogs.repository';
import { syslogsRoutes } from './syslogs.routes';
import { SyslogsService } from './syslogs.service';

/** The system log page and its retention (the daily purge). */
export const syslogsModule: PlatformModule = (app, { db, syslog, now, lists, config }) =>
  syslogsRoutes(app, {
    lists,
    service: new SyslogsService(new SyslogsRepository(db), syslog, now),
    purgeDaily: config.syslogPurge,
  });
