import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { installApiDocs } from './platform/apiDocs';
import { installErrorHandler, notFoundBody } from './platform/errors';
import { installInputTextCheck } from './platform/inputText';
import { installJsonBodyParser } from './platform/jsonBody';
import { installSecurityHeaders } from './platform/securityHeaders';
import { contractSerializerCompiler } from './platform/serializer';
import { RateLimiter } from './platform/rateLimit';
import { CaptchaService } from './platform/captcha';
import { LoginThrottle } from './platform/loginThrottle';
import { recordRoutes, type RouteRecord } from './platform/routes';
import { DeviceGate } from './platform/deviceGate';
import { installSessionGate, SessionService } from './platform/session';
import { Syslog } from './platform/syslog';
import { CylinderRecordRepository } from './modules/cylinderRecord/cylinderRecord.repository';
import { CylinderRecords } from './modules/cylinderRecord/cylinderRecord.service';
import { RegistryConfigRepository } from './modules/cylinderRegistry/registryConfig.repository';
import { RegistryConfigService } from './modules/cylinderRegistry/registryConfig.service';
import { CylindersRepository } from './modules/cylinders/cylinders.repository';
import { CylindersService } from './modules/cylinders/cylinders.service';
import { PublicHandles } from './platform/publicHandles';
import { platformModules } from './modules/index';
import type { ModuleDeps } from './modules/platformModule';

z.config(z.locales.zhCN());

/** The app, with the list of its routes and its session service (tests use both). */
export type App = FastifyInstance & { routeCatalogue: RouteRecord[]; sessions: SessionService };

export interface AppDeps {
  config: Config;
  database: Database;
  /** Today's date (yyyy-MM-dd, China time); tests fix it. */
  today?: () => string;
  /** The current instant for sessions, captchas, locks and the syslog; tests move it. */
  now?: () => Date;
  /** Test-only seam: sees each captcha answer as it is issued (never sent over HTTP). */
  onCaptchaIssued?: (id: string, answer: string) => void;
}

/** Builds the whole HTTP application; main.ts starts it and tests inject requests into it. */
export async function buildApp({
  config,
  database,
  today,
  now = () => new Date(),
  onCaptchaIssued,
}: AppDeps): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: loggerRedactions },
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  installErrorHandler(app);
  const behindTls = config.publicOrigin.startsWith('https:');
  await installSecurityHeaders(app, config.wechat, behindTls);
  installJsonBodyParser(app);
  installInputTextCheck(app);
  const routeCatalogue = recordRoutes(app);
  const sessions = new SessionService(database.db, config.session, now);
  installSessionGate(app, sessions, new DeviceGate(database.db));

  await installApiDocs(app, {
    open: config.apiDocsOpen,
    sessions,
    sessionMaxHours: config.session.maxHours,
    secure: behindTls,
  });

  app.get('/healthz', { schema: { hide: true }, config: { access: { kind: 'public' } } }, async () => {
    await database.db.selectFrom('schema_migration').select('name').limit(1).execute();
    return { status: 'ok', database: database.kind };
  });

  const rateLimiter = new RateLimiter(database.db, () => now().getTime());
  rateLimiter.start();
  const captcha = new CaptchaService(database.db, { now, testCode: config.captchaTestCode, onIssue: onCaptchaIssued });
  const throttle = new LoginThrottle(database.db, now);
  const prune = () => Promise.all([rateLimiter.prune(), captcha.prune(), throttle.prune(), sessions.prune()]);
  const pruneTimer = setInterval(() => void prune().catch(() => undefined), 60_000);
  pruneTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    await rateLimiter.stop();
  });

  const syslog = new Syslog(database.db);
  const publicHandles = new PublicHandles(config.personalDataKey, now);
  const records = new CylinderRecords(new CylinderRecordRepository(database.db), publicHandles);
  const deps: ModuleDeps = {
    config,
    db: database.db,
    now,
    today,
    sessions,
    captcha,
    throttle,
    rateLimiter,
    syslog,
    lists: { db: database.db, syslog, now },
    records,
    registryConfig: new RegistryConfigService(new RegistryConfigRepository(database.db), syslog, now),
    cylinders: new CylindersService(new CylindersRepository(database.db), { records, today }),
    publicHandles,
  };
  await app.register(async (scope) => {
    for (const register of platformModules) register(scope, deps);
  });

  serveWebApp(app, config.webDistDir);
  const built: App = Object.assign(app, { routeCatalogue, sessions });
  return built;
}

/** Never written to the log: tokens, cookies and any password field of a body. */
const loggerRedactions = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.accessToken',
  '*.token',
  '*.clientSecret',
  '*.sign',
];

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
