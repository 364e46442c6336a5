import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  DATA_DIR: z.string().min(1).default(`${repositoryRoot}data`),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(`${repositoryRoot}apps/web/dist`),
  SEED_DEMO_DATA: booleanFlag.default(true),
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, '至少为1').default(60),
  TRUST_PROXY: booleanFlag.default(false),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { url?: string | undefined; dataDir: string; poolSize: number };
  logLevel: string;
  webDistDir: string;
  seedDemoData: boolean;
  publicRateLimitPerMinute: number;
  trustProxy: boolean;
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
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: { url: e.DATABASE_URL, dataDir: e.DATA_DIR, poolSize: e.DB_POOL_SIZE },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    seedDemoData: e.SEED_DEMO_DATA,
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
  };
}

export class ConfigError extends Error {}
