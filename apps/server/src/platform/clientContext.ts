import type { FastifyRequest } from 'fastify';
import { captchaCookieName } from '@gcs/contracts';
import { parseCookies } from './cookies';

/** Who calls a login: address, browser and the captcha cookie (the login calls of every way in share it). */
export interface ClientContext {
  ip: string;
  userAgent?: string | undefined;
  /** The captcha id from this browser's HttpOnly cookie. */
  captchaId?: string | undefined;
}

export function clientOf(request: FastifyRequest): ClientContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    captchaId: parseCookies(request.headers.cookie).get(captchaCookieName),
  };
}
