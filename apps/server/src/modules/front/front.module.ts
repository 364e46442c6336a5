import type { PlatformModule } from '../platformModule';
import { FrontRepository } from './front.repository';
import { frontRoutes } from './front.routes';
import { FrontService } from './front.service';

/** The front end's configuration (host settings, password policy, idle time). */
export const frontModule: PlatformModule = (app, { db, config }) =>
  frontRoutes(app, {
    service: new FrontService(new FrontRepository(db), {
      passwordPolicy: config.password.policy,
      passwordMaxAgeDays: config.password.maxAgeDays,
      idleMinutes: config.session.idleMinutes,
      // Only whether it is on: the app id goes out with each QR address, the secret never.
      wechatLogin: config.wechat !== undefined,
    }),
  });
