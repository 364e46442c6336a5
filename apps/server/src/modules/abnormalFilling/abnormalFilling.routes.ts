import type { FastifyInstance } from 'fastify';
import { abnormalExplanationApi, abnormalFillingApi, FillingFlag } from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { AbnormalFillingRepository } from './abnormalFilling.repository';
import { abnormalFillingSource, clonedLabelSource } from './abnormalFilling.service';
import type { ExplanationsRepository } from './explanations.repository';
import { explanationListSource, type ExplanationsService } from './explanations.service';

/** CylinderFilling: the abnormal filling records and the suspected cloned labels. */
export function abnormalFillingRoutes(
  app: FastifyInstance,
  {
    repository,
    explanations,
    lists,
  }: {
    repository: AbnormalFillingRepository;
    explanations: { repository: ExplanationsRepository; service: ExplanationsService };
    lists: ListDeps;
  },
) {
  registerList(app, lists, {
    page: 'abnormalFillings',
    call: abnormalFillingApi.list,
    source: abnormalFillingSource(repository),
  });
  registerList(app, lists, {
    page: 'abnormalFillings',
    call: abnormalFillingApi.overWeight,
    source: abnormalFillingSource(repository, FillingFlag.OverWeight),
  });
  registerList(app, lists, {
    page: 'clonedLabels',
    call: abnormalFillingApi.clonedLabels,
    source: clonedLabelSource(repository),
  });
  // Explanations: a station adds one from its abnormal-filling list; the audit page lists and decides them.
  registerCall(app, abnormalExplanationApi.add, { access: menuAccess('abnormalFillings') }, ({ body }, request) =>
    explanations.service.add(sessionUser(request), body, request.ip),
  );
  registerList(app, lists, {
    page: 'abnormalFillingAudit',
    call: abnormalExplanationApi.list,
    source: explanationListSource(explanations.repository),
  });
  registerCall(
    app,
    abnormalExplanationApi.decide,
    { access: menuAccess('abnormalFillingAudit') },
    ({ body }, request) => explanations.service.decide(sessionUser(request), body, request.ip),
  );
}
