import type { PlatformModule } from '../platformModule';
import { AuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { EnterAsUserRepository } from './enterAsUser.repository';
import { EnterAsUserService } from './enterAsUser.service';

/** Logging in and out, the super-user entry, the captcha, passwords and unlocking. */
export const authModule: PlatformModule = (
  app,
  { db, sessions, captcha, throttle, syslog, config, now, rateLimiter },
) => {
  const accounts = new AuthRepository(db);
  authRoutes(app, {
    service: new AuthService({
      repository: accounts,
      sessions,
      captcha,
      throttle,
      syslog,
      password: config.password,
      sLoginVerifyPrefix: config.sLoginVerifyPrefix,
      apiServiceAccounts: config.apiServiceAccounts,
      now,
    }),
    entry: new EnterAsUserService({ accounts, enterable: new EnterAsUserRepository(db), sessions, syslog, now }),
    sessions,
    captcha,
    rateLimiter,
    perMinute: config.loginRateLimitPerMinute,
  });
};
