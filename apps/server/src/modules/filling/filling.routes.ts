import type { FastifyInstance } from 'fastify';
import { fillingInterlockApi, fillingRefusalApi } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { InterlockService } from './interlock.service';
import { refusalListSource } from './refusals.service';
import type { RefusalsRepository } from './refusals.repository';

export interface FillingRoutesDeps {
  interlock: InterlockService;
  refusals: RefusalsRepository;
  lists: ListDeps;
}

/** CylinderFilling: the filling interlock and its refusals (and, as they come, the filling records' calls). */
export function fillingRoutes(app: FastifyInstance, { interlock, refusals, lists }: FillingRoutesDeps) {
  registerCall(app, fillingInterlockApi.check, { access: { kind: 'session' } }, ({ body }, request) =>
    interlock.checkForUser(sessionUser(request), body).then((data) => ({ result: true, messeage: '', data })),
  );
  registerList(app, lists, {
    page: 'fillingRefusals',
    call: fillingRefusalApi.list,
    source: refusalListSource(refusals),
  });
}
