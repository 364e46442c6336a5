import type { FastifyInstance } from 'fastify';
import {
  fillingCheckKindLabels,
  fillingCheckRecordApi,
  fillingInterlockApi,
  fillingRefusalApi,
  type FillingCheckKind,
} from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { ChecksRepository } from './checks.repository';
import { checkListSource, type ChecksService } from './checks.service';
import type { InterlockService } from './interlock.service';
import { refusalListSource } from './refusals.service';
import type { RefusalsRepository } from './refusals.repository';

export interface FillingRoutesDeps {
  interlock: InterlockService;
  refusals: RefusalsRepository;
  checks: { repository: ChecksRepository; service: ChecksService };
  lists: ListDeps;
}

/**
 * CylinderFilling: the filling interlock and its refusals, the pre-fill and post-fill check records (and, as they
 * come, the filling records' calls).
 */
export function fillingRoutes(app: FastifyInstance, { interlock, refusals, checks, lists }: FillingRoutesDeps) {
  registerCall(app, fillingInterlockApi.check, { access: { kind: 'session' } }, ({ body }, request) =>
    interlock.checkForUser(sessionUser(request), body).then((data) => ({ result: true, messeage: '', data })),
  );
  registerList(app, lists, {
    page: 'fillingRefusals',
    call: fillingRefusalApi.list,
    source: refusalListSource(refusals),
  });
  // One list for both check pages (the kind is fixed per page): open to the holders of either menu.
  registerList(app, lists, {
    page: 'beforeFillingChecks',
    call: fillingCheckRecordApi.list,
    source: checkListSource(checks.repository),
    access: menuAccess('fillingChecks'),
    exportName: ({ Kind }) =>
      `${Kind === undefined ? '充装检查' : fillingCheckKindLabels[Kind as FillingCheckKind]}记录`,
  });
  registerCall(app, fillingCheckRecordApi.add, { access: menuAccess('fillingChecks') }, ({ body }, request) =>
    checks.service.add(sessionUser(request), body, request.ip),
  );
}
