import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { TestDatabase } from './testDatabase';

export const testToday = '2026-06-15';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    ...overrides,
  };
}

export async function buildTestApp(database: TestDatabase, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database, today: () => testToday });
  await app.ready();
  return app;
}
