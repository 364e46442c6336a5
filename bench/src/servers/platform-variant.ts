import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openDatabase } from '@gcs/server/db';
import { installErrorHandler } from '../../../apps/server/src/platform/errors';
import { developmentPersonalDataKey } from '../../../apps/server/src/platform/personalData';
import { PublicHandles } from '../../../apps/server/src/platform/publicHandles';
import type { RateLimiter } from '../../../apps/server/src/platform/rateLimit';
import { CylinderRecordRepository } from '../../../apps/server/src/modules/cylinderRecord/cylinderRecord.repository';
import { CylinderRecords } from '../../../apps/server/src/modules/cylinderRecord/cylinderRecord.service';
import { PublicRepository } from '../../../apps/server/src/modules/public/public.repository';
import { publicRoutes } from '../../../apps/server/src/modules/public/public.routes';
import { PublicService } from '../../../apps/server/src/modules/public/public.service';
import { required, runAsServerProcess } from './protocol';

/**
 * For the investigation only: the platform's own public routes, service and repository, composed like buildApp
 * does, with one feature switched off per BENCH_VARIANT:
 *   no-rate-limit   the rate-limit upsert is skipped (everything else as in the platform)
 *   plain-json      also no rate limit, and the response is serialised with JSON.stringify instead of zod
 */
await runAsServerProcess(async () => {
  const variant = required('BENCH_VARIANT');
  if (variant !== 'no-rate-limit' && variant !== 'plain-json') throw new Error(`unknown variant ${variant}`);
  const database = await openDatabase({
    url: required('BENCH_DATABASE_URL'),
    schema: required('BENCH_SCHEMA'),
    poolSize: Number(required('BENCH_POOL_SIZE')),
  });
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  if (variant === 'plain-json') app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  else app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const noLimit = { hit: async () => undefined } as unknown as RateLimiter;
  const handles = new PublicHandles(developmentPersonalDataKey);
  await app.register(async (scope) => {
    publicRoutes(scope, {
      service: new PublicService(
        new PublicRepository(database.db),
        new CylinderRecords(new CylinderRecordRepository(database.db), handles),
        handles,
      ),
      rateLimiter: noLimit,
      queriesPerMinute: 100_000_000,
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
