import type { PlatformModule } from '../platformModule';
import { FillingGroupsRepository } from './fillingGroups.repository';
import { FillingRecordsRepository } from './fillingRecords.repository';
import { fillingRecordsRoutes } from './fillingRecords.routes';
import { ThirdFillingsRepository } from './thirdFillings.repository';

/**
 * Filling records as the regulators and stations read them: the lists of a period, a barcode's history, the last
 * fillings, the active cylinders and the continuous fillings and top-ups, and the
 * third-party fillings, each within the caller's scope.
 */
export const fillingRecordsModule: PlatformModule = (app, { db, lists }) => {
  fillingRecordsRoutes(app, {
    records: new FillingRecordsRepository(db),
    groups: new FillingGroupsRepository(db),
    third: new ThirdFillingsRepository(db),
    lists,
  });
};
