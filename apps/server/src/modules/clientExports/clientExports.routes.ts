import type { FastifyInstance } from 'fastify';
import { exportLogApi } from '@gcs/contracts';
import { registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { ClientExportService } from './clientExports.service';

/** POST Export/RecordClientExport: open to the holders of any page with a browser export; the page is checked inside. */
export function clientExportRoutes(app: FastifyInstance, service: ClientExportService): void {
  registerCall(
    app,
    exportLogApi.recordClientExport,
    { access: { kind: 'menu', menu: service.menuCodes() } },
    ({ body }, request) => service.record(sessionUser(request), body, request.ip),
  );
}
