import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import {
  abnormalExplanationApi,
  abnormalFillingApi,
  explanationFileLimits,
  explanationFileMessages,
  FillingFlag,
} from '@gcs/contracts';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { readMultipartForm } from '../../platform/multipartForm';
import { sessionUser } from '../../platform/session';
import type { AbnormalFillingRepository } from './abnormalFilling.repository';
import { abnormalFillingSource, clonedLabelSource } from './abnormalFilling.service';
import type { ExplanationsRepository } from './explanations.repository';
import { explanationListSource, type ExplanationsService, type IncomingExplanationFile } from './explanations.service';

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
  // The explanation comes as JSON (text only) or as multipart with its evidence files: the multipart fields become
  // the body the contract validates, the files are checked and stored by the service with the explanation.
  const incoming = new WeakMap<FastifyRequest, IncomingExplanationFile[]>();
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: explanationFileLimits.maxBytes,
        files: explanationFileLimits.maxFiles,
        fields: 5,
        parts: explanationFileLimits.maxFiles + 5,
        fieldSize: 4096,
        headerPairs: 100,
      },
    });
    scope.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      explanations.service.stationOf(sessionUser(request));
      const { fields, files } = await readMultipartForm(request, {
        tooLarge: explanationFileMessages.tooLarge,
        tooMany: explanationFileMessages.tooMany,
        malformed: explanationFileMessages.badForm,
      });
      request.body = fields;
      incoming.set(request, files);
    });
    registerCall(scope, abnormalExplanationApi.add, { access: menuAccess('abnormalFillings') }, ({ body }, request) =>
      explanations.service.add(sessionUser(request), body, request.ip, incoming.get(request)),
    );
  });
  registerCall(
    app,
    abnormalExplanationApi.file,
    { access: menuAccess('abnormalFillings', 'abnormalFillingAudit') },
    async ({ query }, request, reply) => {
      const file = await explanations.service.file(sessionUser(request), query.Id, query.No);
      return reply
        .type(file.mime_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(Buffer.from(file.content)) as never;
    },
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
