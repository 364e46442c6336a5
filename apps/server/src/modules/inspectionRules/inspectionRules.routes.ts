import type { FastifyInstance } from 'fastify';
import { inspectionRuleApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { InspectionRulesService } from './inspectionRules.service';

/**
 * The inspection rule table: readable from the archive pages, edited by holders of the rule menu (008007). The list is
 * the rules page definition's table, answered by registerList (paging, export).
 */
export function inspectionRulesRoutes(
  app: FastifyInstance,
  { service, lists }: { service: InspectionRulesService; lists: ListDeps },
) {
  const read = { access: menuAccess('readArchives', 'inspectionRules') };
  const edit = { access: menuAccess('inspectionRules') };
  registerList(app, lists, {
    page: 'inspectionRules',
    call: inspectionRuleApi.list,
    source: service.listSource(),
    access: read.access,
  });
  registerCall(app, inspectionRuleApi.history, read, ({ query }) => service.history(query.RuleKey));
  registerCall(app, inspectionRuleApi.add, edit, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectionRuleApi.update, edit, ({ body }, request) =>
    service.update(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectionRuleApi.retire, edit, ({ body }, request) =>
    service.retire(sessionUser(request), body.id, request.ip),
  );
}
