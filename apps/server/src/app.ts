import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { installErrorHandler, notFoundBody } from './platform/errors';
import { RateLimiter } from './platform/rateLimit';
import { FrontRepository } from './modules/front/front.repository';
import { frontRoutes } from './modules/front/front.routes';
import { FrontService } from './modules/front/front.service';
import { PublicRepository } from './modules/public/public.repository';
import { publicRoutes } from './modules/public/public.routes';
import { PublicService } from './modules/public/public.service';

z.config(z.locales.zhCN());

export interface AppDeps {
  config: Config;
  database: Database;
  /** Today's date (yyyy-MM-dd, China time); tests fix it. */
  today?: () => string;
}

/** Builds the whole HTTP application; main.ts starts it and tests inject requests into it. */
export async function buildApp({ config, database, today }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '气瓶安全监管平台 API', version: '0.1.0' },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await database.db.selectFrom('schema_migration').select('name').limit(1).execute();
    return { status: 'ok', database: database.kind };
  });

  const rateLimiter = new RateLimiter(database.db);
  const pruneTimer = setInterval(() => void rateLimiter.prune().catch(() => undefined), 60_000);
  pruneTimer.unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  await app.register(async (scope) => {
    publicRoutes(scope, {
      service: new PublicService(new PublicRepository(database.db), today),
      rateLimiter,
      queriesPerMinute: config.publicRateLimitPerMinute,
    });
    frontRoutes(scope, { service: new FrontService(new FrontRepository(database.db)) });
  });

  serveWebApp(app, config.webDistDir);
  return app;
}

/** The built single-page app, with every non-API path answered by its index page (client-side routes). */
function serveWebApp(app: FastifyInstance, webDistDir: string): void {
  const built = existsSync(`${webDistDir}/index.html`);
  if (built) {
    void app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageRoute = request.method === 'GET' && !path.startsWith('/api/') && !path.includes('.');
    if (!built || !isPageRoute) return reply.code(404).send(notFoundBody());
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
