import type { FastifyInstance } from 'fastify';
import { frontApi } from '@gcs/contracts';
import { registerCall } from '../../platform/routes';
import type { FrontService } from './front.service';

/** Host configuration calls the web app makes at start (spec 01 section 7), before anyone logs in. */
export function frontRoutes(app: FastifyInstance, { service }: { service: FrontService }) {
  const access = { kind: 'public' } as const;
  registerCall(app, frontApi.frontEnd, { access }, async () => ({
    result: true,
    messeage: '',
    data: await service.hostConfig(),
  }));
  registerCall(app, frontApi.applicationName, { access }, async () => ({
    result: true,
    messeage: '',
    data: (await service.hostConfig()).applicationName,
  }));
}
