import { PersonalDataCipher } from '../../platform/personalData';
import { Accounts } from '../../platform/accounts';
import type { PlatformModule } from '../platformModule';
import { citySignOnRoutes } from './citySignOn.routes';
import { CitySignOnService } from './citySignOn.service';
import { FreeLoginRepository } from './freeLogin.repository';
import { FreeLoginService } from './freeLogin.service';
import { VouchedLogin } from '../auth/vouchedLogin';

/** City single sign-on, the province portal and the sibling platforms' signed hand-off. */
export const citySignOnModule: PlatformModule = (
  app,
  { db, sessions, captcha, throttle, syslog, config, now, rateLimiter },
) => {
  const login = new VouchedLogin({
    accounts: new Accounts(db),
    sessions,
    throttle,
    syslog,
    now,
    passwordMaxAgeDays: config.password.maxAgeDays,
  });
  citySignOnRoutes(app, {
    service: new CitySignOnService({ providers: config.citySignOn, login, captcha, syslog, now }),
    freeLogin: new FreeLoginService({
      repository: new FreeLoginRepository(db, new PersonalDataCipher(config.personalDataKey)),
      login,
      now,
    }),
    rateLimiter,
    perMinute: config.loginRateLimitPerMinute,
    publicOrigin: config.publicOrigin,
  });
};
