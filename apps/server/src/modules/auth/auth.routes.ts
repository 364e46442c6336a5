import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authApi, captchaCookieName, citySignOnApi, messages, verifyCodePath } from '@gcs/contracts';
import { captchaLifetimeSeconds, type CaptchaService } from '../../platform/captcha';
import { strictCookie } from '../../platform/cookies';
import { HttpError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rateLimit';
import { callbackHook, registerCall } from '../../platform/routes';
import { authorise, sessionUser, type SessionService } from '../../platform/session';
import type { AuthService } from './auth.service';
import { clientOf } from '../../platform/clientContext';
import type { EnterAsUserService } from './enterAsUser.service';

export interface AuthRoutesDeps {
  service: AuthService;
  entry: EnterAsUserService;
  sessions: SessionService;
  captcha: CaptchaService;
  rateLimiter: RateLimiter;
  /** Login-type calls a minute per address. */
  perMinute: number;
}

const cookiePath = verifyCodePath.slice(0, verifyCodePath.lastIndexOf('/'));

/** Captcha, login, the super-user entry, logout, permissions and passwords (spec 01 section 7); UnlockUserOrIP is the
 * User page's. */
export function authRoutes(
  app: FastifyInstance,
  { service, entry, sessions, captcha, rateLimiter, perMinute }: AuthRoutesDeps,
) {
  const limitLogin = (request: FastifyRequest) => rateLimiter.hit(`login:${request.ip}`, perMinute);
  const limitCaptcha = (request: FastifyRequest) => rateLimiter.hit(`captcha:${request.ip}`, perMinute * 2);
  const session = { kind: 'session' } as const;

  app.withTypeProvider<ZodTypeProvider>().get(
    verifyCodePath,
    {
      schema: {
        summary: '图形验证码（PNG，一次有效，5分钟过期）',
        querystring: z.object({ timestamp: z.string().max(32).optional() }),
      },
      config: { access: { kind: 'public' } },
      preHandler: callbackHook(limitCaptcha),
    },
    async (request, reply) => {
      const { id, png } = await captcha.issue();
      const cookie = strictCookie(captchaCookieName, id, {
        path: cookiePath,
        maxAgeSeconds: captchaLifetimeSeconds,
        secure: request.protocol === 'https',
      });
      return reply.header('cache-control', 'no-store').header('set-cookie', cookie).type('image/png').send(png);
    },
  );

  // One path, two ways in: a password login is public; the super-user entry needs a system manager's session.
  const systemManager = { kind: 'systemManager' } as const;
  registerCall(app, authApi.login, { access: { kind: 'public' }, preHandler: limitLogin }, async ({ body }, request) =>
    body.isSystemManeger === true
      ? entry.enter(await authorise(request, systemManager, sessions), body.code, clientOf(request))
      : service.login(body, clientOf(request)),
  );

  registerCall(
    app,
    citySignOnApi.apiServiceLogin,
    { access: { kind: 'public' }, preHandler: limitLogin },
    ({ body }, request) => service.apiServiceLogin(body, clientOf(request)),
  );

  registerCall(app, authApi.superAdminSelectUser, { access: systemManager }, ({ query }) => entry.search(query));

  registerCall(app, authApi.logout, { access: session }, async (_input, request) => {
    await service.logout(sessionUser(request), request.ip);
    return { result: true, messeage: '' };
  });

  registerCall(app, authApi.userPermission, { access: session }, async (_input, request) => ({
    result: true,
    messeage: '',
    data: { list: await service.permissions(sessionUser(request)) },
  }));

  registerCall(app, authApi.updatePassword, { access: session }, async ({ body }, request) => {
    const user = sessionUser(request);
    if (body.id !== user.id) throw new HttpError(403, messages.notOwnAccount);
    if (user.realUserId !== null) throw new HttpError(403, messages.noPasswordChangeWhenEntered);
    return service.updatePassword(user, body, request.ip);
  });

  registerCall(
    app,
    authApi.updateWeakPassword,
    { access: { kind: 'public' }, preHandler: limitLogin },
    ({ body }, request) => service.updateWeakPassword(body, clientOf(request)),
  );
}
