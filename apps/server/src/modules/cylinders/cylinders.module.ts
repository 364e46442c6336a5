import type { PlatformModule } from '../platformModule';
import { CylinderAuditService } from './cylinderAudit.service';
import { cylindersRoutes } from './cylinders.routes';

/** The archive query, its detail and export, and the archive audit. */
export const cylindersModule: PlatformModule = (app, { db, cylinders, syslog, now, lists }) =>
  cylindersRoutes(app, {
    service: cylinders,
    audit: new CylinderAuditService({ db, syslog, now }),
    lists,
  });
