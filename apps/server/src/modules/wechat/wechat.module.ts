import { AuthRepository } from '../auth/auth.repository';
import type { PlatformModule } from '../platformModule';
import { WechatRepository } from './wechat.repository';
import { wechatRoutes } from './wechat.routes';
import { WechatService } from './wechat.service';

/** WeChat QR login and the users' WeChat bindings. */
export const wechatModule: PlatformModule = (app, { db, sessions, syslog, config, now, rateLimiter }) =>
  wechatRoutes(app, {
    service: new WechatService({
      app: config.wechat,
      repository: new WechatRepository(db),
      accounts: new AuthRepository(db),
      sessions,
      syslog,
      now,
    }),
    rateLimiter,
    perMinute: config.loginRateLimitPerMinute,
  });
