import type { FastifyInstance } from 'fastify';
import { reportViewApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { registerCall, sharedCallAccess } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { ReportViewService } from './reportViews.service';

/**
 * Saved report views. The 视图 control of every list page reads, saves, renames and deletes them: a list page's holder,
 * the service checking that they may open the view's page and own the view. Setting/Report lists them for the holders
 * of its menu.
 */
export function reportViewRoutes(
  app: FastifyInstance,
  { service, lists }: { service: ReportViewService; lists: ListDeps },
) {
  registerList(app, lists, { page: 'reportViews', call: reportViewApi.list, source: service.listSource() });

  const access = sharedCallAccess('listPages');
  registerCall(app, reportViewApi.options, { access }, ({ query }, request) =>
    service.options(sessionUser(request), query),
  );
  registerCall(app, reportViewApi.roles, { access }, (_input, request) => service.roles(sessionUser(request)));
  registerCall(app, reportViewApi.add, { access }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, reportViewApi.update, { access }, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, reportViewApi.remove, { access }, ({ body }, request) =>
    service.remove(sessionUser(request), body, request.ip),
  );
}
