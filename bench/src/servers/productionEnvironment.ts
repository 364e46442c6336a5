import { randomBytes } from 'node:crypto';

/**
 * The settings the benchmarks start the platform with: production mode, as a deployment runs, quiet, without the web
 * app, and a throw-away personal-data key (production refuses to start without one; the benchmarks store no phones).
 */
export const productionEnvironment = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent/web-dist',
  PERSONAL_DATA_KEY: randomBytes(16).toString('hex'),
} as const;
