import type { FastifyInstance } from 'fastify';
import {
  deviceUploadApi,
  fillingCheckKindLabels,
  fillingCheckRecordApi,
  fillingDeletionApi,
  fillingRuleApi,
  uploadConflictApi,
  fillingInterlockApi,
  fillingRefusalApi,
  type FillingCheckKind,
} from '@gcs/contracts';
import type { ConcurrencyGate } from '../../platform/concurrencyGate';
import { requestDevice } from '../../platform/deviceGate';
import type { RateLimiter } from '../../platform/rateLimit';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall, sharedCallAccess } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { CheckRows } from './checks.repository';
import { checkListSource, type ChecksService } from './checks.service';
import type { UploadConflictRows } from './conflicts.repository';
import { uploadConflictSource } from './conflicts.service';
import type { DeletedFillingRows } from './deletion.repository';
import type { FillingRuleRows } from './rules.repository';
import { fillingRuleSource, type FillingRulesService } from './rules.service';
import { deletedFillingSource, type DeletionService } from './deletion.service';
import type { IngestService } from './ingest.service';
import type { InterlockService } from './interlock.service';
import { refusalListSource } from './refusals.service';
import type { RefusalRows } from './refusals.repository';

export interface FillingRoutesDeps {
  interlock: InterlockService;
  refusals: RefusalRows;
  checks: { rows: CheckRows; service: ChecksService };
  deletion: { rows: DeletedFillingRows; service: DeletionService };
  conflicts: UploadConflictRows;
  rules: { rows: FillingRuleRows; service: FillingRulesService };
  lists: ListDeps;
  ingest: IngestService;
  /** Batches stored at once and waiting (503 past that). */
  ingestGate: ConcurrencyGate;
  rateLimiter: RateLimiter;
  uploadsPerMinute: number;
}

/**
 * CylinderFilling and the scales' calls: the filling records the scales upload, the filling interlock and its
 * refusals, the pre-fill and post-fill check records, deleting records, and the refused uploads.
 */
export function fillingRoutes(
  app: FastifyInstance,
  {
    interlock,
    conflicts,
    rules,
    refusals,
    checks,
    deletion,
    lists,
    ingest,
    ingestGate,
    rateLimiter,
    uploadsPerMinute,
  }: FillingRoutesDeps,
) {
  registerCall(
    app,
    fillingInterlockApi.check,
    { access: sharedCallAccess('fillingInterlock', { orOwnStation: true }) },
    ({ body }, request) =>
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
  // One list for both check pages (the kind is fixed per page): open to the holders of either menu.
  registerList(app, lists, {
    page: 'beforeFillingChecks',
    call: fillingCheckRecordApi.list,
    source: checkListSource(checks.rows),
    access: menuAccess('fillingChecks'),
    exportName: ({ Kind }) =>
      `${Kind === undefined ? '充装检查' : fillingCheckKindLabels[Kind as FillingCheckKind]}记录`,
  });
  registerCall(app, fillingCheckRecordApi.add, { access: menuAccess('fillingChecks') }, ({ body }, request) =>
    checks.service.add(sessionUser(request), body, request.ip),
  );
  // Deleting filling records, and the deleted ones: the holders of the deleted-records page, within their scope.
  registerList(app, lists, {
    page: 'deletedFillings',
    call: fillingDeletionApi.deletedList,
    source: deletedFillingSource(deletion.rows),
  });
  const deleteAccess = { access: menuAccess('deleteFillings') };
  registerCall(app, fillingDeletionApi.deleteOne, deleteAccess, ({ body }, request) =>
    deletion.service.delete(sessionUser(request), [body.FillingGuid], body.Reason, request.ip),
  );
  registerCall(app, fillingDeletionApi.deleteBatch, deleteAccess, ({ body }, request) =>
    deletion.service.delete(sessionUser(request), body.FillingGuids, body.Reason, request.ip),
  );
  registerList(app, lists, {
    page: 'uploadConflicts',
    call: uploadConflictApi.list,
    source: uploadConflictSource(conflicts),
  });
  // The per-city windows: read by the page's holders in scope; set by a city regulator (or a system manager).
  registerList(app, lists, {
    page: 'fillingRules',
    call: fillingRuleApi.list,
    source: fillingRuleSource(rules.rows),
  });
  registerCall(app, fillingRuleApi.update, { access: menuAccess('fillingRules') }, ({ body }, request) =>
    rules.service.update(sessionUser(request), body, request.ip),
  );
}
