import type { FastifyInstance } from 'fastify';
import { sunshineDashboardApi } from '@gcs/contracts';
import { registerCall, sharedCallAccess } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { SunshineDashboardService } from './sunshineDashboard.service';

/**
 * The open-filling dashboard's calls: the holders of a page of fillings, refusals or abnormal fillings (a link login
 * lands there by its `menu` parameter); what each sees is cut to their data scope in SQL.
 */
export function sunshineDashboardRoutes(app: FastifyInstance, service: SunshineDashboardService) {
  const access = sharedCallAccess('sunshineDashboard');
  registerCall(app, sunshineDashboardApi.overview, { access }, ({ query }, request) =>
    service.overview(sessionUser(request), query),
  );
  registerCall(app, sunshineDashboardApi.latestFillings, { access }, ({ query }, request) =>
    service.latestFillings(sessionUser(request), query),
  );
  registerCall(app, sunshineDashboardApi.refusals, { access }, ({ query }, request) =>
    service.refusals(sessionUser(request), query),
  );
  registerCall(app, sunshineDashboardApi.abnormal, { access }, ({ query }, request) =>
    service.abnormal(sessionUser(request), query),
  );
}
