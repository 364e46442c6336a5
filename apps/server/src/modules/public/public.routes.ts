import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ImageKind, publicApi, publicImagePath, publicImageQuery } from '@gcs/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../platform/rateLimit';
import { registerCall } from '../../platform/routes';
import type { PublicService } from './public.service';

export interface PublicRoutesDeps {
  service: PublicService;
  rateLimiter: RateLimiter;
  /** Queries a minute per address; opening details and pictures may use ten times as many calls. */
  queriesPerMinute: number;
}

/** The public archive query (spec 02 sections 2.1 and 7.1): no login, limited per address. */
export function publicRoutes(app: FastifyInstance, { service, rateLimiter, queriesPerMinute }: PublicRoutesDeps) {
  const access = { kind: 'public' } as const;
  const limitQueries = (request: FastifyRequest) => rateLimiter.hit(`public-query:${request.ip}`, queriesPerMinute);
  const limitDetails = (request: FastifyRequest) =>
    rateLimiter.hit(`public-detail:${request.ip}`, queriesPerMinute * 10);

  registerCall(app, publicApi.list, { access, preHandler: limitQueries }, ({ query }) => service.list(query));
  registerCall(app, publicApi.detail, { access, preHandler: limitDetails }, ({ query }) =>
    service.detail(query.CylinderId),
  );
  registerCall(app, publicApi.inspections, { access, preHandler: limitDetails }, ({ query }) =>
    service.inspections(query.CylinderId, query),
  );
  registerCall(app, publicApi.archiveImages, { access, preHandler: limitDetails }, ({ query }) =>
    service.images(query.CylinderId, ImageKind.Archive),
  );
  registerCall(app, publicApi.supplementalPhotos, { access, preHandler: limitDetails }, ({ query }) =>
    service.images(query.CylinderId, ImageKind.Supplemental),
  );
  registerCall(app, publicApi.fillings, { access, preHandler: limitDetails }, ({ query }) => service.fillings(query));

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      publicImagePath,
      { schema: { summary: '公开查询：图片文件', querystring: publicImageQuery }, config: { access } },
      async (request, reply) => {
        const file = await service.imageFile(request.query.CylinderId, request.query.Id);
        const etag = `"${file.sha256}"`;
        reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(file.mime_type).send(Buffer.from(file.content));
      },
    );
}
