import type { FastifyInstance } from 'fastify';
import { deviceUploadApi, fillingInterlockApi, fillingRefusalApi } from '@gcs/contracts';
import type { ConcurrencyGate } from '../../platform/concurrencyGate';
import { requestDevice } from '../../platform/deviceGate';
import type { RateLimiter } from '../../platform/rateLimit';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { IngestService } from './ingest.service';
import type { InterlockService } from './interlock.service';
import { refusalListSource } from './refusals.service';
import type { RefusalsRepository } from './refusals.repository';

export interface FillingRoutesDeps {
  interlock: InterlockService;
  refusals: RefusalsRepository;
  lists: ListDeps;
  ingest: IngestService;
  /** Batches stored at once and waiting (503 past that). */
  ingestGate: ConcurrencyGate;
  rateLimiter: RateLimiter;
  uploadsPerMinute: number;
}

/** CylinderFilling: the filling interlock and its refusals (and, as they come, the filling records' calls). */
export function fillingRoutes(
  app: FastifyInstance,
  { interlock, refusals, lists, ingest, ingestGate, rateLimiter, uploadsPerMinute }: FillingRoutesDeps,
) {
  registerCall(app, fillingInterlockApi.check, { access: { kind: 'session' } }, ({ body }, request) =>
    interlock.checkForUser(sessionUser(request), body).then((data) => ({ result: true, messeage: '', data })),
  );
  registerCall(app, fillingInterlockApi.deviceCheck, { access: { kind: 'device' } }, ({ body }, request) => {
    const device = requestDevice(request);
    return interlock
      .check({ deviceId: device.id, stationId: device.stationId }, device.stationId, body.Barcode)
      .then((data) => ({ result: true, messeage: '', data }));
  });
  registerList(app, lists, {
    page: 'fillingRefusals',
    call: fillingRefusalApi.list,
    source: refusalListSource(refusals),
  });
  registerCall(
    app,
    deviceUploadApi.upload,
    {
      access: { kind: 'device' },
      preHandler: (request) => rateLimiter.hit(`device-upload:${requestDevice(request).guid}`, uploadsPerMinute),
    },
    ({ body }, request) => ingestGate.run(() => ingest.upload(requestDevice(request), body.records)),
  );
}
