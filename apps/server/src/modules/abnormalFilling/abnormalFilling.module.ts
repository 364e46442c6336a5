import { StoredFiles } from '../../platform/storedFiles';
import type { PlatformModule } from '../platformModule';
import { AbnormalFillingRepository } from './abnormalFilling.repository';
import { abnormalFillingRoutes } from './abnormalFilling.routes';
import { ExplanationsRepository } from './explanations.repository';
import { ExplanationsService } from './explanations.service';

/**
 * Abnormal fillings: the records flagged on arrival and the cloned-label pairs, listed within the caller's scope; the
 * stations' explanations of them and the regulators' decisions.
 */
export const abnormalFillingModule: PlatformModule = (app, { db, lists, syslog, now }) => {
  const explanations = new ExplanationsRepository(db);
  abnormalFillingRoutes(app, {
    repository: new AbnormalFillingRepository(db),
    explanations: {
      repository: explanations,
      service: new ExplanationsService({ repository: explanations, files: new StoredFiles(db), syslog, now }),
    },
    lists,
  });
};
