import type { PlatformModule } from '../platformModule';
import { MenusRepository } from './menus.repository';
import { menusRoutes } from './menus.routes';
import { MenusService } from './menus.service';

/** Menu entries (Setting/MenuManagement) and the feature comparison. */
export const menusModule: PlatformModule = (app, { db, syslog, now, lists }) =>
  menusRoutes(app, { lists, service: new MenusService({ db, repository: new MenusRepository(db), syslog, now }) });
