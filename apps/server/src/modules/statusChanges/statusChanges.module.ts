import type { PlatformModule } from '../platformModule';
import { StatusChangesRepository } from './statusChanges.repository';
import { statusChangesRoutes } from './statusChanges.routes';

/** The cylinder status changes counted from the history by station and region, within the caller's scope. */
export const statusChangesModule: PlatformModule = (app, { db, lists }) => {
  statusChangesRoutes(app, { repository: new StatusChangesRepository(db), lists });
};
