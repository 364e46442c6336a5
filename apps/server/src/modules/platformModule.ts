import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DatabaseSchema } from '../db/schema';
import type { CaptchaService } from '../platform/captcha';
import type { ListDeps } from '../platform/listRoutes';
import type { LoginThrottle } from '../platform/loginThrottle';
import type { PublicHandles } from '../platform/publicHandles';
import type { RateLimiter } from '../platform/rateLimit';
import type { SessionService } from '../platform/session';
import type { Syslog } from '../platform/syslog';
import type { CylinderRecords } from './cylinderRecord/cylinderRecord.service';
import type { RegistryConfigService } from './cylinderRegistry/registryConfig.service';
import type { CylindersService } from './cylinders/cylinders.service';

/** What the app hands every module: the database, the clock and the shared platform services. */
export interface ModuleDeps {
  config: Config;
  db: Kysely<DatabaseSchema>;
  now: () => Date;
  /** Today's date (yyyy-MM-dd, China time) when tests fix it; otherwise each service reads the clock. */
  today: (() => string) | undefined;
  sessions: SessionService;
  captcha: CaptchaService;
  throttle: LoginThrottle;
  rateLimiter: RateLimiter;
  syslog: Syslog;
  /** What registerList needs for paging, scope and audited exports. */
  lists: ListDeps;
  /** A cylinder's inspections, pictures, fillings and history, shared by the public query and the archive. */
  records: CylinderRecords;
  /**
   * The archive configuration (the regulators' tracing settings, vendor seals and repeat rules), owned by the registry
   * and read by the filling interlock: a service handed to both, not a repository reached (docs/architecture.md §3).
   */
  registryConfig: RegistryConfigService;
  /**
   * The archive's queries, owned by the cylinders module and read by the inspection forecast's drill-down: a service
   * handed to both, not a repository reached (docs/architecture.md §3).
   */
  cylinders: CylindersService;
  /** Opaque, short-lived names of cylinders for the public archive (docs/security.md). */
  publicHandles: PublicHandles;
}

/** One module of the API: builds its repositories and services and registers its routes. */
export type PlatformModule = (app: FastifyInstance, deps: ModuleDeps) => void;
