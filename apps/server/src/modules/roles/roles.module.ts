import type { PlatformModule } from '../platformModule';
import { RolesRepository } from './roles.repository';
import { rolesRoutes } from './roles.routes';
import { RolesService } from './roles.service';

/** Roles and their menus (Setting/Role). */
export const rolesModule: PlatformModule = (app, { db, syslog, now, lists }) =>
  rolesRoutes(app, { lists, service: new RolesService({ db, repository: new RolesRepository(db), syslog, now }) });
