import type { PlatformModule } from '../platformModule';
import { ReportViewRepository } from './reportViews.repository';
import { reportViewRoutes } from './reportViews.routes';
import { ReportViewService } from './reportViews.service';

/** Saved report views (Setting/Report and the 视图 control of the list pages). */
export const reportViewsModule: PlatformModule = (app, { db, syslog, now, lists }) =>
  reportViewRoutes(app, {
    lists,
    service: new ReportViewService({ db, repository: new ReportViewRepository(db), syslog, now }),
  });
