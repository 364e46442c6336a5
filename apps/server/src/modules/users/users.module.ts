import { PersonalDataCipher } from '../../platform/personalData';
import type { PlatformModule } from '../platformModule';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { UsersService } from './users.service';

/** Users of the platform (Setting/User) and the login locks. */
export const usersModule: PlatformModule = (app, { config, db, sessions, syslog, throttle, now, lists }) =>
  usersRoutes(app, {
    lists,
    service: new UsersService({
      db,
      repository: new UsersRepository(db),
      sessions,
      syslog,
      throttle,
      cipher: new PersonalDataCipher(config.personalDataKey),
      passwordPolicy: config.password.policy,
      now,
    }),
  });
