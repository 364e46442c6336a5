import type { PlatformModule } from '../platformModule';
import { CylinderAuditService } from './cylinderAudit.service';
import { CylindersRepository } from './cylinders.repository';
import { cylindersRoutes } from './cylinders.routes';
import { CylindersService } from './cylinders.service';

/** The archive query, its detail and export, and the archive audit. */
export const cylindersModule: PlatformModule = (app, { db, records, syslog, now, today, lists }) =>
  cylindersRoutes(app, {
    service: new CylindersService(new CylindersRepository(db), { records, today }),
    audit: new CylinderAuditService({ db, syslog, now }),
    lists,
  });
