import { todayInChina } from '@gcs/contracts';
import type { PlatformModule } from '../platformModule';
import { RegistryConfigRepository } from '../cylinderRegistry/registryConfig.repository';
import { RegistryConfigService } from '../cylinderRegistry/registryConfig.service';
import { fillingRoutes } from './filling.routes';
import { InterlockRepository } from './interlock.repository';
import { InterlockService } from './interlock.service';
import { RefusalsRepository } from './refusals.repository';

/** Filling: the interlock a station asks before filling, and the refusals it records. */
export const fillingModule: PlatformModule = (app, { db, syslog, now, today, lists }) => {
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
  });
};
