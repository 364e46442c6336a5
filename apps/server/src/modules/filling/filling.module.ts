import { deviceUploadMessages, todayInChina } from '@gcs/contracts';
import { ConcurrencyGate } from '../../platform/concurrencyGate';
import type { PlatformModule } from '../platformModule';
import { RegistryConfigRepository } from '../cylinderRegistry/registryConfig.repository';
import { RegistryConfigService } from '../cylinderRegistry/registryConfig.service';
import { fillingRoutes } from './filling.routes';
import { IngestRepository } from './ingest.repository';
import { IngestService } from './ingest.service';
import { InterlockRepository } from './interlock.repository';
import { InterlockService } from './interlock.service';
import { RefusalsRepository } from './refusals.repository';

/** Filling: the records the scales upload, the interlock a station asks before filling, and its refusals. */
export const fillingModule: PlatformModule = (app, { db, syslog, now, today, lists, config, rateLimiter }) => {
  const tracing = new RegistryConfigService(new RegistryConfigRepository(db), syslog, now);
  fillingRoutes(app, {
    interlock: new InterlockService({
      repository: new InterlockRepository(db),
      tracingConfigOf: (stationId) => tracing.stationTracingConfig(stationId),
      today: today ?? (() => todayInChina(now())),
      now,
    }),
    refusals: new RefusalsRepository(db),
    lists,
    ingest: new IngestService({ repository: new IngestRepository(db), db, now }),
    ingestGate: new ConcurrencyGate({
      concurrency: config.ingest.concurrency,
      queue: config.ingest.queue,
      retryAfterSeconds: 2,
      busyMessage: deviceUploadMessages.busy,
    }),
    rateLimiter,
    uploadsPerMinute: config.ingest.uploadsPerMinute,
  });
};
