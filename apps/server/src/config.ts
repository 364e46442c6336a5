import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { passwordMaxAgeDays, type PasswordPolicy } from '@gcs/contracts';
import { parseCitySignOn, parseApiServiceAccounts, type CitySignOnConfig } from './platform/citySignOnConfig';
import { developmentPersonalDataKey } from './platform/personalData';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: '只能是 true 或 false' })
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: '只能是 development、production 或 test' })
    .default('development'),
  PORT: z.coerce.number({ error: '必须是端口号' }).int().min(0).max(65535, '端口号不能超过65535').default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, '必须以 postgres:// 开头')
    .optional(),
  DATABASE_OWNER_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, '必须以 postgres:// 开头')
    .optional(),
  DATABASE_APP_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, '只能是小写字母、数字和下划线')
    .default('gcs_app'),
  DATA_DIR: z.string().min(1).default(`${repositoryRoot}data`),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, '只能是小写字母、数字和下划线')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(`${repositoryRoot}apps/web/dist`),
  SEED_DEMO_DATA: booleanFlag.default(true),
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, '至少为1').default(60),
  TRUST_PROXY: booleanFlag.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number({ error: '必须是分钟数' }).int().min(1, '至少为1分钟').default(120),
  SESSION_MAX_HOURS: z.coerce.number({ error: '必须是小时数' }).int().min(1, '至少为1小时').default(12),
  SESSION_MAX_PER_USER: z.coerce
    .number({ error: '必须是会话数' })
    .int()
    .min(1, '至少为1')
    .max(1000, '不能超过1000')
    .default(20),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: '必须是 http(s) 网址' })
    .refine(
      (url) => new URL(url).origin === url.replace(/\/$/, ''),
      '只能是协议、主机和端口，例如 https://gcs.example.gov.cn',
    )
    .optional(),
  PASSWORD_POLICY: z.enum(['default', 'strict'], { error: '只能是 default 或 strict' }).default('default'),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number({ error: '必须是天数' }).int().min(1, '至少为1天').optional(),
  CAPTCHA_TEST_CODE: z.string().trim().min(4, '至少4个字符').max(16, '不能超过16个字符').optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, '至少为1').default(60),
  DEVICE_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1, '至少为1').default(120),
  INGEST_CONCURRENCY: z.coerce.number().int().min(1, '至少为1').max(64, '不能超过64').default(4),
  INGEST_QUEUE: z.coerce.number().int().min(0, '不能为负数').max(10_000, '不能超过10000').default(64),
  FILLING_DELETE_LOCKED_STATIONS: z
    .string()
    .regex(/^[\w-]+(\s*,\s*[\w-]+)*$/, '应为以逗号分隔的充装单位编码')
    .optional(),
  WECHAT_APP_ID: z.string().trim().min(1).max(64).optional(),
  WECHAT_APP_SECRET: z.string().trim().min(1).max(128).optional(),
  WECHAT_API_BASE: z.url({ error: '必须是网址' }).default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.url({ error: '必须是网址' }).default('https://open.weixin.qq.com'),
  SLOGIN_VERIFY_PREFIX: z.string().trim().min(8, '至少8个字符').max(64, '不能超过64个字符').optional(),
  SYSLOG_PURGE: booleanFlag.default(true),
  DASHBOARD_CACHE_SECONDS: z.coerce
    .number({ error: '必须是秒数' })
    .int()
    .min(0, '不能为负数')
    .max(300, '不能超过300秒')
    .default(5),
  CITY_SIGN_ON: z.string().optional(),
  API_SERVICE_ACCOUNTS: z.string().optional(),
  PERSONAL_DATA_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, '应为32位十六进制字符（SM4 密钥）')
    .optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /**
   * url: the connection requests use; ownerUrl: the schema owner's, which runs the migrations and the demo data
   * (DATABASE_OWNER_URL, by default the same); appRole: the role requests run as (DATABASE_APP_ROLE, by default
   * gcs_app; undefined when set empty: requests run as the connecting login). schema: a PostgreSQL schema to use
   * instead of `public` (one database, several platforms or test runs).
   */
  database: {
    url?: string | undefined;
    ownerUrl?: string | undefined;
    appRole?: string | undefined;
    dataDir: string;
    poolSize: number;
    schema?: string | undefined;
  };
  logLevel: string;
  webDistDir: string;
  seedDemoData: boolean;
  publicRateLimitPerMinute: number;
  trustProxy: boolean;
  /** Idle and absolute lifetime of a session, and how many live sessions a user may hold (the oldest ends). */
  session: { idleMinutes: number; maxHours: number; maxPerUser: number };
  /**
   * The origin users reach the platform at (PUBLIC_ORIGIN; http://localhost:PORT by default): the return address
   * given to WeChat and the cities' identity providers (never the request's Host header), and, when https, the
   * sign that the platform is behind TLS (HSTS).
   */
  publicOrigin: string;
  /** /api/docs for everyone (development and test runs) or only for system managers (production). */
  apiDocsOpen: boolean;
  password: { policy: PasswordPolicy; maxAgeDays: number };
  /** For automated tests only: this code passes as a captcha answer. Refused in production. */
  captchaTestCode?: string | undefined;
  /** Login, weak-password and captcha calls a minute per address (429 beyond). */
  loginRateLimitPerMinute: number;
  /** Filling uploads from the scales: per-scale rate, batches stored at once, batches waiting before 503. */
  ingest: { uploadsPerMinute: number; concurrency: number; queue: number };
  /**
   * The station codes whose filling records that began before fillingDeleteLockedBeforeDay cannot be deleted
   * (FILLING_DELETE_LOCKED_STATIONS, comma-separated).
   */
  fillingDeleteLockedStations: ReadonlySet<string>;
  /**
   * The secret prefix of /SLogin's date-derived verify code (SM3 of prefix + yyyyMMdd), shared with the sibling
   * platform that links users in; unset, /SLogin logins are refused.
   */
  sLoginVerifyPrefix?: string | undefined;
  /** The WeChat website application (open platform); without an app id and secret WeChat login is off. */
  wechat?: { appId: string; appSecret: string; apiBase: string; openBase: string } | undefined;
  /** Purge the system log's rows past the retention at start-up and daily (off for an instance that must not). */
  syslogPurge: boolean;
  /**
   * Seconds a dashboard answer is shared by the callers of the same scope, region and type (0: every request
   * computes; the refresh call always forgets them).
   */
  dashboardCacheSeconds: number;
  /** The SM4 key of personal data at rest (phone numbers); a fixed development key outside production. */
  personalDataKey: string;
  /** The cities' identity providers (CITY_SIGN_ON), by provider key; a key absent is a city not configured. */
  citySignOn: CitySignOnConfig;
  /** Login codes of the machine clients that may use ApiserviceRegularLogin (lower case). */
  apiServiceAccounts: ReadonlySet<string>;
};

/** Reads and validates the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to the empty string counts as not set.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`配置有误，服务未启动：\n${problems}`);
  }
  const e = parsed.data;
  const citySignOn = parseCitySignOn(e.CITY_SIGN_ON);
  if (typeof citySignOn === 'string') throw new ConfigError(`配置有误，服务未启动：\n  CITY_SIGN_ON: ${citySignOn}`);
  if (e.CAPTCHA_TEST_CODE && e.NODE_ENV === 'production') {
    throw new ConfigError(
      '配置有误，服务未启动：\n  CAPTCHA_TEST_CODE: 仅供自动化测试使用，生产环境（NODE_ENV=production）不得设置，请删除该变量',
    );
  }
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      '配置有误，服务未启动：\n  DATABASE_OWNER_URL: 只能与 DATABASE_URL 一起设置（内嵌数据库只有一个连接）',
    );
  }
  const redirectingSignOn = (e.WECHAT_APP_ID && e.WECHAT_APP_SECRET) || Object.keys(citySignOn).length > 0;
  if (!e.PUBLIC_ORIGIN && e.NODE_ENV === 'production' && redirectingSignOn) {
    throw new ConfigError(
      '配置有误，服务未启动：\n  PUBLIC_ORIGIN: 启用微信或城市统一身份认证登录时，生产环境必须设置平台的访问地址（例如 https://gcs.example.gov.cn）',
    );
  }
  if (!e.PERSONAL_DATA_KEY && e.NODE_ENV === 'production') {
    throw new ConfigError(
      '配置有误，服务未启动：\n  PERSONAL_DATA_KEY: 生产环境必须设置个人信息加密密钥（32位十六进制字符的 SM4 密钥）',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: {
      url: e.DATABASE_URL,
      ownerUrl: e.DATABASE_OWNER_URL ?? e.DATABASE_URL,
      // Set to the empty string on purpose: stay as the connecting role (an empty variable otherwise means unset).
      appRole: env.DATABASE_APP_ROLE === '' ? undefined : e.DATABASE_APP_ROLE,
      dataDir: e.DATA_DIR,
      poolSize: e.DB_POOL_SIZE,
      schema: e.DATABASE_SCHEMA,
    },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    seedDemoData: e.SEED_DEMO_DATA,
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS, maxPerUser: e.SESSION_MAX_PER_USER },
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : `http://localhost:${e.PORT}`,
    apiDocsOpen: e.NODE_ENV !== 'production',
    password: {
      policy: e.PASSWORD_POLICY,
      maxAgeDays: e.PASSWORD_MAX_AGE_DAYS ?? passwordMaxAgeDays(e.PASSWORD_POLICY),
    },
    captchaTestCode: e.CAPTCHA_TEST_CODE,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    ingest: {
      uploadsPerMinute: e.DEVICE_UPLOADS_PER_MINUTE,
      concurrency: e.INGEST_CONCURRENCY,
      queue: e.INGEST_QUEUE,
    },
    fillingDeleteLockedStations: new Set(
      (e.FILLING_DELETE_LOCKED_STATIONS ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
    sLoginVerifyPrefix: e.SLOGIN_VERIFY_PREFIX,
    wechat:
      e.WECHAT_APP_ID && e.WECHAT_APP_SECRET
        ? {
            appId: e.WECHAT_APP_ID,
            appSecret: e.WECHAT_APP_SECRET,
            apiBase: e.WECHAT_API_BASE,
            openBase: e.WECHAT_OPEN_BASE,
          }
        : undefined,
    syslogPurge: e.SYSLOG_PURGE,
    dashboardCacheSeconds: e.DASHBOARD_CACHE_SECONDS,
    personalDataKey: e.PERSONAL_DATA_KEY ?? developmentPersonalDataKey,
    citySignOn,
    apiServiceAccounts: parseApiServiceAccounts(e.API_SERVICE_ACCOUNTS),
  };
}

export class ConfigError extends Error {}
