import type { PlatformModule } from '../platformModule';
import { ColumnConfigRepository } from './columnConfig.repository';
import { columnConfigRoutes } from './columnConfig.routes';
import { ColumnConfigService } from './columnConfig.service';
import { StoredFiles } from '../../platform/storedFiles';
import { filesRoutes } from './files.routes';
import { FilesService } from './files.service';

/** What every page shares: the column configuration and picture uploads and downloads. */
export const sharedModule: PlatformModule = (app, { db, rateLimiter }) => {
  columnConfigRoutes(app, { service: new ColumnConfigService(new ColumnConfigRepository(db)) });
  filesRoutes(app, { service: new FilesService(new StoredFiles(db)), rateLimiter });
};
