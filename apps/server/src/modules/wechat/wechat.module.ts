import { Accounts } from '../../platform/accounts';
import { VouchedLogin } from '../auth/vouchedLogin';
import type { PlatformModule } from '../platformModule';
import { WechatRepository } from './wechat.repository';
import { wechatRoutes } from './wechat.routes';
import { WechatService } from './wechat.service';

/** WeChat QR login and the users' WeChat bindings. */
export const wechatModule: PlatformModule = (app, { db, sessions, throttle, syslog, config, now, rateLimiter }) => {
  const accounts = new Accounts(db);
  wechatRoutes(app, {
    service: new WechatService({
      app: config.wechat,
      repository: new WechatRepository(db),
      accounts,
      login: new VouchedLogin({
        accounts,
        sessions,
        throttle,
        syslog,
        now,
        passwordMaxAgeDays: config.password.maxAgeDays,
      }),
      syslog,
      now,
    }),
    rateLimiter,
    perMinute: config.loginRateLimitPerMinute,
    publicOrigin: config.publicOrigin,
  });
};
