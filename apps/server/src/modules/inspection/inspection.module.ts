import { todayInChina } from '@gcs/contracts';
import type { PlatformModule } from '../platformModule';
import { StoredFiles } from '../../platform/storedFiles';
import { FindingsRepository } from './findings.repository';
import { FindingsService } from './findings.service';
import { InspectionRepository } from './inspection.repository';
import { inspectionRoutes } from './inspection.routes';
import { InspectionService } from './inspection.service';
import { ReportsService } from './reports.service';
import { PeriodicRepository } from './periodic.repository';
import { InspectionTaskService } from './tasks.service';

/** Periodic inspections: institutions record them and upload their reports; regulators read them. */
export const inspectionModule: PlatformModule = (app, { db, syslog, now, today, lists }) => {
  const repository = new InspectionRepository(db);
  const todayOf = today ?? (() => todayInChina(now()));
  inspectionRoutes(app, {
    repository,
    service: new InspectionService({ db, repository, syslog, now, today: todayOf }),
    reports: new ReportsService({ db, repository, files: new StoredFiles(db), syslog, now }),
    tasks: new InspectionTaskService({ db, repository, syslog, now }),
    periodic: new PeriodicRepository(db),
    findings: new FindingsService({ repository: new FindingsRepository(db), syslog, now }),
    today: todayOf,
    lists,
  });
};
