import { todayInChina } from '@gcs/contracts';
import type { PlatformModule } from '../platformModule';
import { RegistryConfigRepository } from '../cylinderRegistry/registryConfig.repository';
import { RegistryConfigService } from '../cylinderRegistry/registryConfig.service';
import { ChecksRepository } from './checks.repository';
import { ChecksService } from './checks.service';
import { fillingRoutes } from './filling.routes';
import { InterlockRepository } from './interlock.repository';
import { InterlockService } from './interlock.service';
import { RefusalsRepository } from './refusals.repository';

/** Filling: the interlock a station asks before filling, the refusals it records, and the check records. */
export const fillingModule: PlatformModule = (app, { db, syslog, now, today, lists }) => {
  const checks = new ChecksRepository(db);
  const tracing = new RegistryConfigService(new RegistryConfigRepository(db), syslog, now);
  fillingRoutes(app, {
    interlock: new InterlockService({
      repository: new InterlockRepository(db),
      tracingConfigOf: (stationId) => tracing.stationTracingConfig(stationId),
      today: today ?? (() => todayInChina(now())),
      now,
    }),
    refusals: new RefusalsRepository(db),
    checks: { repository: checks, service: new ChecksService({ db, repository: checks, syslog, now }) },
    lists,
  });
};
