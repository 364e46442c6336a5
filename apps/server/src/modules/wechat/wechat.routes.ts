import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { wechatApi, wechatStateCookieName, wechatTicketCookieName } from '@gcs/contracts';
import { parseCookies, strictCookie } from '../../platform/cookies';
import type { RateLimiter } from '../../platform/rateLimit';
import { registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import { wechatStateSeconds, wechatTicketSeconds, type WechatService } from './wechat.service';

export interface WechatRoutesDeps {
  service: WechatService;
  rateLimiter: RateLimiter;
  /** Login-type calls a minute per address. */
  perMinute: number;
  /** WeChat's redirect_uri is under the configured origin, never the request's Host header. */
  publicOrigin: string;
}

/** The cookies live only on the WeChat calls' paths. */
const cookiePath = wechatApi.userInfo.path.slice(0, wechatApi.userInfo.path.lastIndexOf('/'));

const cookieOf = (request: FastifyRequest, name: string) => parseCookies(request.headers.cookie).get(name);

function setCookie(reply: FastifyReply, request: FastifyRequest, name: string, value: string, seconds: number) {
  const secure = request.protocol === 'https';
  void reply.header('set-cookie', strictCookie(name, value, { path: cookiePath, maxAgeSeconds: seconds, secure }));
}

/** WeChat QR login and binding (spec 01 section 7). */
export function wechatRoutes(
  app: FastifyInstance,
  { service, rateLimiter, perMinute, publicOrigin }: WechatRoutesDeps,
) {
  const publicLimited = {
    access: { kind: 'public' },
    preHandler: (request: FastifyRequest) => rateLimiter.hit(`login:${request.ip}`, perMinute),
  } as const;
  const session = { access: { kind: 'session' } } as const;

  registerCall(app, wechatApi.qrConnect, publicLimited, async ({ query }, request, reply) => {
    const qr = service.qrConnect(query.purpose, publicOrigin);
    setCookie(reply, request, wechatStateCookieName, qr.cookie, wechatStateSeconds);
    return { result: true, messeage: '', data: { url: qr.url, appId: qr.appId, state: qr.state } };
  });

  registerCall(app, wechatApi.userInfo, publicLimited, async ({ query }, request, reply) => {
    const { unionId, ticket } = await service.userInfo(
      query.code,
      query.state,
      cookieOf(request, wechatStateCookieName),
    );
    setCookie(reply, request, wechatStateCookieName, '', 0);
    setCookie(reply, request, wechatTicketCookieName, ticket, wechatTicketSeconds);
    return { result: true, messeage: '', list: { unionid: unionId } };
  });

  registerCall(app, wechatApi.login, publicLimited, async ({ query }, request, reply) => {
    const answer = await service.login(query.UnionId, cookieOf(request, wechatTicketCookieName), {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setCookie(reply, request, wechatTicketCookieName, '', 0);
    return answer;
  });

  registerCall(app, wechatApi.authAccount, session, async (_input, request) => ({
    result: true,
    messeage: '',
    data: await service.account(sessionUser(request)),
  }));

  registerCall(app, wechatApi.bind, session, async ({ body }, request, reply) => {
    await service.bind(
      sessionUser(request),
      body.code,
      body.state,
      cookieOf(request, wechatStateCookieName),
      request.ip,
    );
    setCookie(reply, request, wechatStateCookieName, '', 0);
    return { result: true, messeage: '微信绑定成功' };
  });

  registerCall(app, wechatApi.unbind, session, async (_input, request) => {
    await service.unbind(sessionUser(request), request.ip);
    return { result: true, messeage: '已解除微信绑定' };
  });
}
