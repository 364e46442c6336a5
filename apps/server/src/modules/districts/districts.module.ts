import type { PlatformModule } from '../platformModule';
import { DistrictsRepository } from './districts.repository';
import { districtsRoutes } from './districts.routes';
import { DistrictsService } from './districts.service';

/** The region tree of Setting/RegionalManagement. */
export const districtsModule: PlatformModule = (app, { db, syslog, now, lists }) =>
  districtsRoutes(app, {
    lists,
    service: new DistrictsService({ db, repository: new DistrictsRepository(), syslog, now }),
  });
