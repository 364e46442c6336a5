import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiDocsApi, apiDocsCookieName, apiDocsMessages, apiDocsPath } from '@gcs/contracts';
import { parseCookies, strictCookie } from './cookies';
import { HttpError } from './errors';
import { registerCall } from './routes';
import { bearerToken, type SessionService } from './session';

export interface ApiDocsOptions {
  /** Everyone may read the documentation (development and test runs); otherwise system managers only. */
  open: boolean;
  sessions: SessionService;
  /** The platform's session lifetime: the cookie lives no longer than the session it carries. */
  sessionMaxHours: number;
  /** Whether the platform is reached over https (the cookie is then Secure). */
  secure: boolean;
}

const systemManager = { kind: 'systemManager' } as const;

/**
 * The OpenAPI document and Swagger UI at /api/docs, generated from the contracts (docs/security.md, "API
 * documentation"). Outside development a browser reads them only with a system manager's live session, carried by
 * an HttpOnly cookie on the documentation's path that `Auth/ApiDocsAccess` sets: the pages are loaded by navigation,
 * which sends no bearer header. Logging out or the session expiring closes them again.
 */
export async function installApiDocs(app: FastifyInstance, options: ApiDocsOptions): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: { info: { title: '气瓶安全监管平台 API', version: '0.1.0' }, servers: [] },
    transform: jsonSchemaTransform,
  });
  const onlySystemManagers = async (request: FastifyRequest) => {
    const token = parseCookies(request.headers.cookie).get(apiDocsCookieName);
    const user = token ? await options.sessions.authenticate(token, systemManager) : undefined;
    if (!user) throw new HttpError(401, apiDocsMessages.systemManagersOnly);
    if (!user.isSystemManager) throw new HttpError(403, apiDocsMessages.systemManagersOnly);
  };
  await app.register(fastifySwaggerUi, {
    routePrefix: apiDocsPath,
    ...(options.open ? {} : { uiHooks: { onRequest: onlySystemManagers } }),
  });

  registerCall(app, apiDocsApi.access, { access: systemManager }, async (_input, request, reply) => {
    const token = bearerToken(request) ?? '';
    const maxAgeSeconds = options.sessionMaxHours * 3600;
    void reply.header(
      'set-cookie',
      strictCookie(apiDocsCookieName, token, { path: apiDocsPath, maxAgeSeconds, secure: options.secure }),
    );
    return { result: true, messeage: '' };
  });
}
