import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileImagePath, fileImageQuery, imageUploadMessages, maxImageBytes, sharedApi } from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rateLimit';
import { registerCall, sharedCallAccess } from '../../platform/routes';
import { sessionUser } from '../../platform/session';
import type { FilesService, IncomingImage } from './files.service';

const uploadAccess = sharedCallAccess('imageUpload');
const readAccess = sharedCallAccess('imageRead');

export interface FilesRoutesDeps {
  service: FilesService;
  rateLimiter: RateLimiter;
  /** Uploads a minute per user: far above a person photographing cylinders, low enough to stop a runaway script. */
  uploadsPerMinute?: number;
}

/**
 * UploadImage (multipart, field `file`) and the picture behind an uploaded id. Multipart parsing is registered in
 * this module's own scope: no other route accepts multipart bodies.
 */
export function filesRoutes(app: FastifyInstance, { service, rateLimiter, uploadsPerMinute = 120 }: FilesRoutesDeps) {
  const limitUploads = (request: FastifyRequest) =>
    rateLimiter.hit(`upload-image:${sessionUser(request).id}`, uploadsPerMinute);
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxImageBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 },
    });
    registerCall(
      scope,
      sharedApi.uploadImage,
      { access: uploadAccess, preHandler: limitUploads },
      async (_input, request) => service.upload(sessionUser(request), await readImage(request)),
    );
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      fileImagePath,
      { schema: { summary: '已上传的图片文件', querystring: fileImageQuery }, config: { access: readAccess } },
      async (request, reply) => {
        const file = await service.image(sessionUser(request), request.query.Id);
        const etag = `"${file.sha256}"`;
        // An id always names the same bytes (content-addressed), so the browser may keep it; private: it needs a login.
        reply
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(file.mime_type).send(Buffer.from(file.content));
      },
    );
}

/** The one picture of the request, from the multipart field `file`. */
async function readImage(request: FastifyRequest): Promise<IncomingImage> {
  if (!request.isMultipart()) throw new HttpError(400, imageUploadMessages.noFile);
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw new HttpError(400, imageUploadMessages.noFile);
  try {
    return { name: part.filename, content: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, imageUploadMessages.tooLarge);
    }
    throw error;
  }
}
