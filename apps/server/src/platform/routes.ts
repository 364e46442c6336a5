import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  apiBase,
  menusFor,
  sharedCallCapabilities,
  type CallContract,
  type Capability,
  type SharedCall,
} from '@gcs/contracts';

/**
 * Who may make a call: anyone; anyone logged in; a user whose role has the menu (code of 3, 6 or 9 characters), or
 * any one of several menus when pages of several areas share the call (with `orOwnStation`, a filling station's own
 * users pass too, the handler's data scope keeping them to their own station); or a system manager only. System
 * managers pass every user check. A `device` call is made by a filling scale with its own credential, never by a user.
 * `session` is kept for what every logged-in user needs of their own session (docs/security.md, Authorisation).
 * Enforced for every route by platform/session.ts.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'menu'; menu: string | readonly string[]; orOwnStation?: true }
  | { kind: 'systemManager' }
  | { kind: 'device' };

/** Access for the holders of any menu entry whose page offers one of the capabilities (the page registry decides). */
export const menuAccess = (...capabilities: Capability[]): Access => ({
  kind: 'menu',
  menu: menusFor(...capabilities),
});

/**
 * Access for the holders of any page that uses a shared call (the union is declared once, in the contracts); with
 * `orOwnStation`, a filling station's own users too.
 */
export const sharedCallAccess = (call: SharedCall, options: { orOwnStation?: true } = {}): Access => ({
  kind: 'menu',
  menu: menusFor(...sharedCallCapabilities[call]),
  ...options,
});

export interface CallOptions {
  access: Access;
  /** Runs before the handler, after validation (rate limits); returns a promise only when it has to wait. */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void> | undefined;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

type Handler<C extends CallContract> =
  C extends CallContract<infer Q, infer B, infer R>
    ? (
        input: { query: Output<Q>; body: Output<B> },
        request: FastifyRequest,
        reply: FastifyReply,
      ) => Promise<z.output<R>>
    : never;

/** Registers one call of the wire contract: its path, schemas (validation, serialisation, OpenAPI) and access. */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  options: CallOptions,
  handler: Handler<C>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: call.response },
    },
    config: { access: options.access },
    ...(call.fastBody ? { validatorCompiler: quickBodyFirst(call.fastBody) } : {}),
    ...(options.preHandler ? { preHandler: callbackHook(options.preHandler) } : {}),
    handler: (request, reply) =>
      (handler as (input: unknown, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>)(
        { query: request.query, body: request.body },
        request,
        reply,
      ),
  });
}

/**
 * The route's validator when its contract has a quick body check: a body the check accepts is taken as it answers;
 * any other goes through the schema (which refuses it with its own message, or accepts what the check was unsure of).
 */
function quickBodyFirst(quick: (input: unknown) => unknown) {
  return (route: { schema: unknown; method: string; url: string; httpPart?: string }) => {
    const full = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    if (route.httpPart !== 'body') return full;
    return (data: unknown) => {
      const value = quick(data);
      return value === undefined ? full(data) : { value };
    };
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface RouteRecord {
  method: string;
  url: string;
  access: Access | undefined;
  /** The declared input schemas (zod for contract calls): the input fuzz test generates requests from them. */
  input: { query?: unknown; body?: unknown };
}

/**
 * Records every route as it is registered (the authorisation matrix test walks this list). A main-API route without a
 * declared access cannot be registered at all.
 */
export function recordRoutes(app: FastifyInstance): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access && route.url.startsWith(apiBase + '/')) {
      throw new Error(`路由未声明访问权限：${String(route.method)} ${route.url}`);
    }
    const input = { query: route.schema?.querystring, body: route.schema?.body };
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access, input });
  });
  return routes;
}

/** A hook that finishes without a promise when it need not wait: most requests skip a microtask round. */
export function callbackHook(hook: NonNullable<CallOptions['preHandler']>) {
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    let pending: Promise<void> | undefined;
    try {
      pending = hook(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (pending) pending.then(() => done(), done);
    else done();
  };
}
