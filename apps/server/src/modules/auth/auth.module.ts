import type { PlatformModule } from '../platformModule';
import { AuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';

/** Logging in and out, the captcha, passwords and unlocking. */
export const authModule: PlatformModule = (
  app,
  { db, sessions, captcha, throttle, syslog, config, now, rateLimiter },
) =>
  authRoutes(app, {
    service: new AuthService({
      repository: new AuthRepository(db),
      sessions,
      captcha,
      throttle,
      syslog,
      password: config.password,
      now,
    }),
    captcha,
    rateLimiter,
    perMinute: config.loginRateLimitPerMinute,
  });
