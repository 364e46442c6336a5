import type { PlatformModule } from '../platformModule';
import { AbnormalFillingRepository } from './abnormalFilling.repository';
import { abnormalFillingRoutes } from './abnormalFilling.routes';

/** Abnormal fillings: the records flagged on arrival, and the cloned-label pairs, listed within the caller's scope. */
export const abnormalFillingModule: PlatformModule = (app, { db, lists }) => {
  abnormalFillingRoutes(app, { repository: new AbnormalFillingRepository(db), lists });
};
