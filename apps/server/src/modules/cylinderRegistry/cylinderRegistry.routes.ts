import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cylinderRegistryApi,
  importLimits,
  importMessages,
  importTemplatePath,
  importTemplateQuery,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import { OnePerUser } from '../../platform/onePerUser';
import { menuAccess, registerCall } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { ImportService, ImportUpload } from './import.service';
import { importTemplateType, templateFileName } from './importSheet';
import type { RegistryService } from './registry.service';
import type { RegistryConfigService } from './registryConfig.service';

export interface RegistryRoutesDeps {
  registry: RegistryService;
  config: RegistryConfigService;
  imports: ImportService;
}

/**
 * Registering, editing, deleting and importing archives (archive management menus), and the archive configuration
 * calls: the traceability configuration and a maker's seal are read from any archive page.
 */
export function cylinderRegistryRoutes(app: FastifyInstance, { registry, config, imports }: RegistryRoutesDeps) {
  const manage = { access: menuAccess('manageArchives') };
  const query = { access: menuAccess('readArchives') };
  const api = cylinderRegistryApi;

  registerCall(app, api.add, manage, ({ body }, request) => registry.add(sessionUser(request), body));
  registerCall(app, api.update, manage, ({ body }, request) => registry.update(sessionUser(request), body));
  registerCall(app, api.delete, manage, ({ body }, request) =>
    registry.delete(sessionUser(request), body.ids, request.ip),
  );
  registerCall(app, api.tracingConfig, query, ({ query: params }, request) =>
    config.tracingConfig(sessionUser(request), params.RegulatorId),
  );
  registerCall(app, api.updateTracingConfig, manage, ({ body }, request) =>
    config.updateTracingConfig(sessionUser(request), body),
  );
  registerCall(app, api.vendorSeal, query, ({ body }, request) =>
    config.vendorSeal(sessionUser(request), body.CylinderId),
  );
  registerCall(app, api.repeatRules, manage, ({ query: params }) => config.repeatRules(params.CylinderCategory));
  registerCall(app, api.addRepeatRule, manage, ({ body }, request) => config.addRepeatRule(sessionUser(request), body));
  registerCall(app, api.updateRepeatRule, manage, ({ body }, request) =>
    config.updateRepeatRule(sessionUser(request), body),
  );
  registerCall(app, api.deleteRepeatRule, manage, ({ body }, request) =>
    config.deleteRepeatRule(sessionUser(request), body.id, request.ip),
  );
  registerCall(app, api.repeatCylinders, manage, ({ query: params }, request) =>
    config.repeatCylinders(sessionUser(request), params),
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      importTemplatePath,
      { schema: { summary: '气瓶档案导入模板（.xlsx）', querystring: importTemplateQuery }, config: manage },
      async (request, reply) => {
        const file = await imports.template(request.query.CylinderCategory);
        const name = encodeURIComponent(templateFileName(request.query.CylinderCategory));
        return reply
          .type(importTemplateType)
          .header('content-disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${name}`)
          .send(file);
      },
    );

  // The multipart parser serves the import only: it is registered in this scope, not for the whole API.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: importLimits.maxBytes, files: 1, fields: 10, parts: 12 } });
    const oneImportAtATime = new OnePerUser(importMessages.busy);
    registerCall(scope, api.importCylinders, manage, async (_input, request) => {
      const user = sessionUser(request);
      return oneImportAtATime.run(user.id, async () =>
        imports.importCylinders(user, await readImportUpload(request), request.ip),
      );
    });
  });
}

const importFields = z.object({
  CylinderCategory: z
    .enum(['1', '2', '3'], { error: '气瓶类别只能是1、2、3' })
    .optional()
    .transform((value) => Number(value ?? '1')),
  StationId: z
    .string()
    .regex(/^\d*$/, '充装单位必须是正整数')
    .optional()
    .transform((value) => (value ? Number(value) : undefined)),
});

/** The uploaded file and the form fields of an import request (multipart/form-data, the file in any field). */
async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new HttpError(400, importMessages.noFile);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!/\.xlsx$/i.test(part.filename)) {
          await part.toBuffer().catch(() => undefined);
          throw new HttpError(400, importMessages.notXlsx);
        }
        file = await part.toBuffer();
        fileName = part.filename;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value.trim();
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, importMessages.tooLarge);
    throw new HttpError(400, importMessages.noFile);
  }
  if (!file || file.length === 0) throw new HttpError(400, importMessages.noFile);
  const parsed = importFields.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? importMessages.noFile);
  return { file, fileName, category: parsed.data.CylinderCategory, stationId: parsed.data.StationId };
}
