import { randomBytes } from 'node:crypto';
import {
  citySignOnNotConfigured,
  citySignOnProviderKeys,
  messages,
  type CitySignOnProvider,
  type LoginResponse,
} from '@gcs/contracts';
import type { CaptchaService } from '../../platform/captcha';
import type { CitySignOnConfig, IdentityProviderConfig } from '../../platform/citySignOnConfig';
import { HttpError } from '../../platform/errors';
import type { Clock } from '../../platform/session';
import type { Syslog } from '../../platform/syslog';
import type { ClientContext } from '../../platform/clientContext';
import { loginRefused } from '../auth/loginAnswer';
import { authorizeUrl, codeGrant, introspect, passwordGrant, type Vouched } from './identityProvider.client';
import type { VouchedLogin } from '../auth/vouchedLogin';

/** How long a started authorization-code flow may take before its state cookie lapses. */
export const citySignOnStateSeconds = 600;

/** The pages the providers send the browser back to, under the platform's origin. */
export const authCallbackPath = '/Auth';
export const changzhouCallbackPath = '/cbCz';

export interface CitySignOnDeps {
  providers: CitySignOnConfig;
  login: VouchedLogin;
  captcha: CaptchaService;
  syslog: Syslog;
  now: Clock;
}

/**
 * City single sign-on (spec 01 sections 2 and 7): each city's identity provider vouches for an account name over
 * standard OAuth 2.0 (token introspection, password grant, or the authorization-code flow with a state bound to the
 * browser), and the platform logs in the local user of that login code.
 */
export class CitySignOnService {
  constructor(private readonly deps: CitySignOnDeps) {}

  private provider(key: CitySignOnProvider): IdentityProviderConfig {
    const provider = this.deps.providers[key];
    if (!provider) throw new HttpError(400, citySignOnNotConfigured(key));
    return provider;
  }

  /** ChangZhouLogin: the changzhou token must be active and belong to `login`. */
  async changZhouLogin(login: string, token: string, client: ClientContext) {
    const provider = this.provider('changzhou');
    return this.vouchedBy('changzhou', provider, login, client, async () => {
      const vouched = await introspect(provider, token, this.deps.now());
      return vouched.ok && vouched.username.toLowerCase() !== login.toLowerCase()
        ? { ok: false, reason: 'otherAccount' }
        : vouched;
    });
  }

  /** LoginDalian / LoginHuangshan: the provider's password grant with Code as the username. */
  async passwordLogin(
    key: 'dalian' | 'huangshan',
    body: { Code: string; password: string; verifyCode?: string },
    client: ClientContext,
  ) {
    const provider = this.provider(key);
    if (body.verifyCode !== undefined && !(await this.deps.captcha.verify(client.captchaId, body.verifyCode))) {
      await this.auditCaptchaFailure(key, body.Code, client.ip);
      return loginRefused(messages.verifyCodeWrong);
    }
    return this.vouchedBy(key, provider, body.Code, client, () => passwordGrant(provider, body.Code, body.password));
  }

  /** LoginSuZhou / Luzhousso: the provider's authorize address and the state cookie binding it to the browser. */
  start(key: 'suzhou' | 'luzhou', origin: string) {
    const provider = this.provider(key);
    const state = randomBytes(24).toString('base64url');
    return { url: authorizeUrl(provider, `${origin}${authCallbackPath}`, state), cookie: `${key}.${state}` };
  }

  /** Authlogin: the code the browser brought back to /Auth, for the provider its state cookie names. */
  async authLogin(code: string, state: string, stateCookie: string | undefined, origin: string, client: ClientContext) {
    const cut = stateCookie?.indexOf('.') ?? -1;
    const key = stateCookie?.slice(0, cut) as CitySignOnProvider;
    if (!stateCookie || cut <= 0 || !citySignOnProviderKeys.includes(key) || stateCookie.slice(cut + 1) !== state) {
      throw new HttpError(400, messages.citySignOnStateMismatch);
    }
    const provider = this.provider(key);
    return this.vouchedBy(key, provider, undefined, client, () =>
      codeGrant(provider, code, `${origin}${authCallbackPath}`),
    );
  }

  /** CZIdentityAuthenticationLogin: changzhou's identity-authentication callback at /cbCz. */
  async czIdentityLogin(code: string, origin: string, client: ClientContext) {
    const provider = this.provider('changzhou');
    return this.vouchedBy('changzhou', provider, undefined, client, () =>
      codeGrant(provider, code, `${origin}${changzhouCallbackPath}`),
    );
  }

  /** ProviceLogin: the province portal's token. */
  async provinceLogin(token: string, client: ClientContext) {
    const provider = this.provider('province');
    return this.vouchedBy('province', provider, undefined, client, () => introspect(provider, token, this.deps.now()));
  }

  /**
   * Asks the provider (after the locks, when the account is named up front) and logs in the account it vouches for.
   * A refusal by the provider counts as a failed login of the named account.
   */
  private async vouchedBy(
    key: CitySignOnProvider,
    provider: IdentityProviderConfig,
    claimed: string | undefined,
    client: ClientContext,
    ask: () => Promise<Vouched>,
  ): Promise<LoginResponse> {
    const via = { via: 'citySignOn', provider: key };
    const locked = await this.deps.login.locked(claimed, via, client);
    if (locked) return locked;
    let vouched: Vouched;
    try {
      vouched = await ask();
    } catch (error) {
      await this.deps.syslog.write({
        at: this.deps.now(),
        event: 'login',
        result: 'failure',
        loginCode: claimed ?? null,
        ip: client.ip,
        detail: { ...via, reason: 'providerUnavailable' },
      });
      throw error;
    }
    if (!vouched.ok) {
      const message =
        vouched.reason === 'invalid_grant' && claimed ? messages.loginFailed : messages.citySignOnRejected;
      return this.deps.login.refuse(claimed, via, vouched.reason, message, client);
    }
    return this.deps.login.logIn(vouched.username, via, client, { areaCode: provider.areaCode });
  }

  private auditCaptchaFailure(key: CitySignOnProvider, loginCode: string, ip: string) {
    return this.deps.syslog.write({
      at: this.deps.now(),
      event: 'login',
      result: 'failure',
      loginCode: loginCode.slice(0, 64),
      ip,
      detail: { via: 'citySignOn', provider: key, reason: 'captcha' },
    });
  }
}
