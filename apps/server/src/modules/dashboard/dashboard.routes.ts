import type { FastifyInstance } from 'fastify';
import { dashboardApi } from '@gcs/contracts';
import { registerCall, sharedCallAccess } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { DashboardService } from './dashboard.service';

const session = { access: sharedCallAccess('dashboard') };
const ok = <T>(data: T) => ({ result: true, messeage: '', data });

/**
 * Dashboard/Summary, Sample, Regions and Refresh: the holders of a page of archives, fillings or inspections, each
 * answer within their data scope.
 */
export function dashboardRoutes(app: FastifyInstance, { service }: { service: DashboardService }) {
  registerCall(app, dashboardApi.summary, session, async ({ query }, request, reply) => {
    const summary = await service.summary(sessionUser(request), query);
    if (summary === null) return reply.code(204).send() as never;
    return ok(summary);
  });
  registerCall(app, dashboardApi.sample, session, async ({ query }, request) =>
    ok(await service.sample(sessionUser(request), query)),
  );
  registerCall(app, dashboardApi.regions, session, async ({ query }, request) =>
    ok(await service.regions(sessionUser(request), query.CylinderCategory)),
  );
  registerCall(app, dashboardApi.refresh, session, async (_input, request) =>
    ok(await service.refresh(sessionUser(request), request.ip)),
  );
}
