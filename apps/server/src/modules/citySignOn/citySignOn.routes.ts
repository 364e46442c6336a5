import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { citySignOnApi, citySignOnStateCookieName } from '@gcs/contracts';
import { laxCookie, parseCookies } from '../../platform/cookies';
import type { RateLimiter } from '../../platform/rateLimit';
import { registerCall } from '../../platform/routes';
import { clientOf } from '../../platform/clientContext';
import { citySignOnStateSeconds, type CitySignOnService } from './citySignOn.service';
import type { FreeLoginService } from './freeLogin.service';

export interface CitySignOnRoutesDeps {
  service: CitySignOnService;
  freeLogin: FreeLoginService;
  rateLimiter: RateLimiter;
  /** Login-type calls a minute per address. */
  perMinute: number;
  /** Where the providers send the browser back: the configured origin, never the request's Host header. */
  publicOrigin: string;
}

/** The state cookie lives only on the Auth calls' path. */
const cookiePath = citySignOnApi.authLogin.path.slice(0, citySignOnApi.authLogin.path.lastIndexOf('/'));

/**
 * The state cookie: SameSite=Lax, because the browser comes back from the provider's site to /Auth and the page's call
 * must carry it; HttpOnly and short-lived.
 */
function setStateCookie(reply: FastifyReply, request: FastifyRequest, value: string, seconds: number) {
  const secure = request.protocol === 'https';
  void reply.header(
    'set-cookie',
    laxCookie(citySignOnStateCookieName, value, { path: cookiePath, maxAgeSeconds: seconds, secure }),
  );
}

/** City single sign-on, the province portal and the sibling hand-off (spec 01 section 7): public, login-limited. */
export function citySignOnRoutes(
  app: FastifyInstance,
  { service, freeLogin, rateLimiter, perMinute, publicOrigin }: CitySignOnRoutesDeps,
) {
  const publicLimited = {
    access: { kind: 'public' },
    preHandler: (request: FastifyRequest) => rateLimiter.hit(`login:${request.ip}`, perMinute),
  } as const;

  registerCall(app, citySignOnApi.changZhouLogin, publicLimited, ({ body }, request) =>
    service.changZhouLogin(body.login, body.token, clientOf(request)),
  );
  registerCall(app, citySignOnApi.loginDalian, publicLimited, ({ body }, request) =>
    service.passwordLogin('dalian', body, clientOf(request)),
  );
  registerCall(app, citySignOnApi.loginHuangshan, publicLimited, ({ body }, request) =>
    service.passwordLogin('huangshan', body, clientOf(request)),
  );

  for (const [call, key] of [
    [citySignOnApi.loginSuZhou, 'suzhou'],
    [citySignOnApi.luzhouSso, 'luzhou'],
  ] as const) {
    registerCall(app, call, publicLimited, async (_input, request, reply) => {
      const started = service.start(key, publicOrigin);
      setStateCookie(reply, request, started.cookie, citySignOnStateSeconds);
      return reply.header('cache-control', 'no-store').redirect(started.url, 302) as never;
    });
  }

  registerCall(app, citySignOnApi.authLogin, publicLimited, async ({ body }, request, reply) => {
    const stateCookie = parseCookies(request.headers.cookie).get(citySignOnStateCookieName);
    setStateCookie(reply, request, '', 0);
    return service.authLogin(body.code, body.state, stateCookie, publicOrigin, clientOf(request));
  });
  registerCall(app, citySignOnApi.czIdentityLogin, publicLimited, ({ body }, request) =>
    service.czIdentityLogin(body.code, publicOrigin, clientOf(request)),
  );
  registerCall(app, citySignOnApi.provinceLogin, publicLimited, ({ body }, request) =>
    service.provinceLogin(body.token, clientOf(request)),
  );
  registerCall(app, citySignOnApi.freeLogin, publicLimited, ({ body }, request) =>
    freeLogin.login(body, clientOf(request)),
  );
}
