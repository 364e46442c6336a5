import type { PlatformModule } from '../platformModule';
import { AbnormalRepository } from './abnormal.repository';
import { abnormalRoutes } from './abnormal.routes';
import { AbnormalService } from './abnormal.service';

/** The abnormal cylinders of the three cylinder areas. */
export const abnormalModule: PlatformModule = (app, { db, syslog, today, now, lists }) =>
  abnormalRoutes(app, {
    lists,
    service: new AbnormalService({ db, repository: new AbnormalRepository(db), syslog, today, now }),
  });
