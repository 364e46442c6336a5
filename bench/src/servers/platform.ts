import type { AddressInfo } from 'node:net';
import { buildApp } from '@gcs/server/app';
import { loadConfig } from '@gcs/server/config';
import { productionEnvironment } from './productionEnvironment';
import { openDatabase } from '@gcs/server/db';
import { required, runAsServerProcess } from './protocol';

/**
 * The platform exactly as deployed: buildApp with its validation, rate limit and serialisation; quiet logs; the rate
 * limits set out of the way (one client sends every request); BENCH_INGEST_CONCURRENCY sets INGEST_CONCURRENCY,
 * BENCH_DASHBOARD_CACHE_SECONDS sets DASHBOARD_CACHE_SECONDS.
 */
await runAsServerProcess(async () => {
  const url = required('BENCH_DATABASE_URL');
  const poolSize = required('BENCH_POOL_SIZE');
  const config = loadConfig({
    ...productionEnvironment,
    DATABASE_URL: url,
    DB_POOL_SIZE: poolSize,
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
    DEVICE_UPLOADS_PER_MINUTE: '100000000',
    ...(process.env.BENCH_INGEST_CONCURRENCY ? { INGEST_CONCURRENCY: process.env.BENCH_INGEST_CONCURRENCY } : {}),
    ...(process.env.BENCH_DASHBOARD_CACHE_SECONDS
      ? { DASHBOARD_CACHE_SECONDS: process.env.BENCH_DASHBOARD_CACHE_SECONDS }
      : {}),
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const database = await openDatabase({ url, schema: required('BENCH_SCHEMA'), poolSize: config.database.poolSize });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
