import { deviceUploadMessages, todayInChina } from '@gcs/contracts';
import { ConcurrencyGate } from '../../platform/concurrencyGate';
import type { PlatformModule } from '../platformModule';
import { checkRows, ChecksRepository } from './checks.repository';
import { ChecksService } from './checks.service';
import { uploadConflictRows } from './conflicts.repository';
import { deletedFillingRows, DeletionRepository } from './deletion.repository';
import { DeletionService } from './deletion.service';
import { fillingRoutes } from './filling.routes';
import { IngestRepository } from './ingest.repository';
import { IngestService } from './ingest.service';
import { InterlockRepository } from './interlock.repository';
import { InterlockService } from './interlock.service';
import { refusalRows } from './refusals.repository';
import { fillingRuleRows, FillingRulesRepository } from './rules.repository';
import { FillingRulesService } from './rules.service';

/**
 * Filling: the records the scales upload, the interlock a station asks before filling, the refusals it records, and
 * the pre-fill and post-fill check records.
 */
export const fillingModule: PlatformModule = (
  app,
  { db, syslog, now, today, lists, config, rateLimiter, registryConfig },
) => {
  const checks = new ChecksRepository();
  const deletions = new DeletionRepository(db);
  const rules = new FillingRulesRepository(db);
  fillingRoutes(app, {
    interlock: new InterlockService({
      repository: new InterlockRepository(db),
      tracingConfigOf: (stationId) => registryConfig.stationTracingConfig(stationId),
      today: today ?? (() => todayInChina(now())),
      now,
    }),
    refusals: refusalRows(db),
    checks: { rows: checkRows(db), service: new ChecksService({ db, repository: checks, syslog, now }) },
    deletion: {
      rows: deletedFillingRows(db),
      service: new DeletionService({
        repository: deletions,
        syslog,
        now,
        lockedStations: config.fillingDeleteLockedStations,
      }),
    },
    conflicts: uploadConflictRows(db),
    rules: { rows: fillingRuleRows(db), service: new FillingRulesService({ repository: rules, syslog, now }) },
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
