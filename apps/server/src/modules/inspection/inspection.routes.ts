import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import {
  cylinderInspectionApi,
  cylinderInspectionReportApi,
  findingsReviewApi,
  inspectionTaskApi,
  CylinderCategory,
  reportFileLimits,
  reportMessages,
  requiredId,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import { registerList, type ListDeps } from '../../platform/listRoutes';
import { menuAccess, registerCall } from '../../platform/routes';
import { readMultipartForm } from '../../platform/multipartForm';
import { sessionUser } from '../../platform/session';
import type { FindingsService } from './findings.service';
import type { InspectionRepository } from './inspection.repository';
import {
  inspectionListSource,
  inspectionSummarySource,
  recordPage,
  type InspectionService,
} from './inspection.service';
import type { ReportsService } from './reports.service';
import { periodicListSource, type PeriodicRepository } from './periodic.repository';
import type { InspectionTaskService } from './tasks.service';

export interface InspectionRoutesDeps {
  repository: InspectionRepository;
  service: InspectionService;
  reports: ReportsService;
  tasks: InspectionTaskService;
  periodic: PeriodicRepository;
  findings: FindingsService;
  today: () => string;
  lists: ListDeps;
}

const access = menuAccess('inspections');

/** CylinderInspection and CylinderInspectionReport: the records, their summaries, and the report files. */
export function inspectionRoutes(
  app: FastifyInstance,
  { repository, service, reports, tasks, periodic, findings, today, lists }: InspectionRoutesDeps,
) {
  // The record pages of every area and the report page read the same lists: open to the holders of any of them.
  registerList(app, lists, {
    page: 'inspectionRecords',
    call: cylinderInspectionApi.vcList,
    source: inspectionListSource(repository, { Category: CylinderCategory.Vehicle }),
    access,
  });
  registerList(app, lists, {
    page: 'inspectionRecords',
    call: cylinderInspectionApi.uploadList,
    source: inspectionListSource(repository),
    access,
  });
  registerCall(app, cylinderInspectionApi.byFillingStation, { access }, ({ body }, request) =>
    recordPage(repository, sessionUser(request), body),
  );
  registerCall(app, cylinderInspectionReportApi.list, { access }, ({ body }, request) =>
    recordPage(repository, sessionUser(request), body),
  );
  // 检验统计's two tabs; the inspection pages' holders keep reading them.
  const statistics = menuAccess('inspections', 'inspectionStatistics');
  registerList(app, lists, {
    page: 'inspectionStatistics',
    call: cylinderInspectionApi.byDepartment,
    source: inspectionSummarySource(repository, undefined),
    access: statistics,
  });
  registerList(app, lists, {
    page: 'inspectionStatistics',
    call: cylinderInspectionApi.byVcInspectionStation,
    source: inspectionSummarySource(repository, CylinderCategory.Vehicle),
    access: statistics,
  });
  registerCall(app, cylinderInspectionApi.add, { access }, ({ body }, request) =>
    service.add(sessionUser(request), body, request.ip),
  );
  // The vehicle-inspection workflow: the institution moves its tasks on 检验记录, its reviewer audits them on 检验审核,
  // its approver decides them on 检验审批 (the service refuses anyone but the institution's own users).
  registerCall(app, inspectionTaskApi.complete, { access }, ({ body }, request) =>
    tasks.complete(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectionTaskApi.rectify, { access }, ({ body }, request) =>
    tasks.rectify(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectionTaskApi.rectifyComplete, { access }, ({ body }, request) =>
    tasks.rectifyComplete(sessionUser(request), body, request.ip),
  );
  const audit = menuAccess('inspectionAudit');
  const approval = menuAccess('inspectionApproval');
  registerList(app, lists, {
    page: 'inspectionAudit',
    call: inspectionTaskApi.auditList,
    source: inspectionListSource(repository, { Category: CylinderCategory.Vehicle, Stage: 'audit' }),
    access: audit,
  });
  registerList(app, lists, {
    page: 'inspectionApproval',
    call: inspectionTaskApi.approvalList,
    source: inspectionListSource(repository, { Category: CylinderCategory.Vehicle, Stage: 'approval' }),
    access: approval,
  });
  registerList(app, lists, {
    page: 'periodicInspection',
    call: inspectionTaskApi.periodicList,
    source: periodicListSource(periodic, today),
    access: menuAccess('periodicInspection'),
  });
  registerCall(app, inspectionTaskApi.examine, { access: audit }, ({ body }, request) =>
    tasks.examine(sessionUser(request), body, request.ip),
  );
  registerCall(app, inspectionTaskApi.approval, { access: approval }, ({ body }, request) =>
    tasks.approval(sessionUser(request), body, request.ip),
  );
  // 检验结论审核: the concluded inspections of the holder's scope; a regulator reviews a conclusion once.
  registerList(app, lists, {
    page: 'findingsAudit',
    call: findingsReviewApi.list,
    source: inspectionListSource(repository, { Concluded: true }),
  });
  registerCall(app, findingsReviewApi.review, { access: menuAccess('findingsAudit') }, ({ body }, request) =>
    findings.review(sessionUser(request), body, request.ip),
  );
  registerCall(app, cylinderInspectionReportApi.file, { access }, async ({ query }, request, reply) => {
    const file = await reports.file(sessionUser(request), query.InspectionId);
    return reply
      .type(file.mime_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(Buffer.from(file.content)) as never;
  });

  // Multipart bodies are parsed for the two uploads only, in their own scope.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: reportFileLimits.maxBytes,
        files: reportFileLimits.batchFiles,
        fields: 5,
        parts: reportFileLimits.batchFiles + 5,
        fieldSize: 1024,
      },
    });
    registerCall(scope, cylinderInspectionReportApi.upload, { access }, async (_input, request) => {
      reports.institutionOf(sessionUser(request));
      const { files, fields } = await readReports(request);
      const id = requiredId('检验记录').safeParse(fields.InspectionId);
      if (!id.success) throw new HttpError(400, reportMessages.recordRequired);
      const [file] = files;
      if (!file || files.length > 1) throw new HttpError(400, reportMessages.noFile);
      return reports.upload(sessionUser(request), id.data, file, request.ip);
    });
    registerCall(scope, cylinderInspectionReportApi.allUpload, { access }, async (_input, request) => {
      reports.institutionOf(sessionUser(request));
      const { files } = await readReports(request);
      return reports.allUpload(sessionUser(request), files, request.ip);
    });
  });
}

/** The files and trimmed fields of a report upload; a file over the limit is refused as a whole request (413). */
async function readReports(request: FastifyRequest) {
  const { fields, files } = await readMultipartForm(request, {
    tooLarge: () => reportMessages.tooLarge,
    tooMany: reportMessages.tooMany,
    malformed: reportMessages.noFile,
  });
  return { files, fields: Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.trim()])) };
}
