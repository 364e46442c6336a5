import { buildApp, type App, type AppDeps } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { TestDatabase } from './testDatabase';

export const testToday = '2026-06-15';
/** The captcha answer the test configuration accepts (CAPTCHA_TEST_CODE). */
export const testCaptchaCode = 'T3ST';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      CAPTCHA_TEST_CODE: testCaptchaCode,
      // Route tests write and read back at once; the dashboard's shared answers are tested on their own.
      DASHBOARD_CACHE_SECONDS: '0',
      // Route tests log in once a request, dozens a minute from one address; the limit has its own tests (override).
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      // Route tests open a session a request, many at once for one user; the cap has its own test (override).
      SESSION_MAX_PER_USER: '1000',
    }),
    ...overrides,
  };
}

export type TestApp = App;

const databases = new WeakMap<App, TestDatabase>();

/** The database a test app was built on (buildTestApp), for helpers that set a test up beside its requests. */
export function databaseOf(app: App): TestDatabase | undefined {
  return databases.get(app);
}

/**
 * A clock fixed at the middle of the current minute: a test that sends a few requests past a per-minute limit then
 * has them all in one window of it, however long they take.
 */
export function fixedAtMidMinute(): () => Date {
  const instant = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  return () => instant;
}

export async function buildTestApp(
  database: TestDatabase,
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, 'now' | 'today' | 'onCaptchaIssued'> = {},
): Promise<TestApp> {
  const app = await buildApp({ config: testConfig(overrides), database, today: () => testToday, ...deps });
  await app.ready();
  databases.set(app, database);
  return app;
}
