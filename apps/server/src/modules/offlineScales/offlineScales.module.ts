import type { PlatformModule } from '../platformModule';
import { OfflineScalesRepository } from './offlineScales.repository';
import { offlineScalesRoutes } from './offlineScales.routes';

/** The scales that stopped uploading, by station and one by one, within the caller's scope. */
export const offlineScalesModule: PlatformModule = (app, { db, lists }) => {
  offlineScalesRoutes(app, { repository: new OfflineScalesRepository(db), lists });
};
