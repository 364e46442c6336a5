import type { PlatformModule } from '../platformModule';
import { clientExportRoutes } from './clientExports.routes';
import { ClientExportService } from './clientExports.service';

/** The audit of the lists exported in the browser (Export/RecordClientExport). */
export const clientExportsModule: PlatformModule = (app, { syslog, now }) =>
  clientExportRoutes(app, new ClientExportService({ syslog, now }));
