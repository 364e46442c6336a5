import type { FastifyInstance } from 'fastify';
import { fillingInterlockApi } from '@gcs/contracts';
import { registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { InterlockService } from './interlock.service';

/** CylinderFilling: the filling interlock (and, as they come, the filling records' calls). */
export function fillingRoutes(app: FastifyInstance, { interlock }: { interlock: InterlockService }) {
  registerCall(app, fillingInterlockApi.check, { access: { kind: 'session' } }, ({ body }, request) =>
    interlock.checkForUser(sessionUser(request), body).then((data) => ({ result: true, messeage: '', data })),
  );
}
