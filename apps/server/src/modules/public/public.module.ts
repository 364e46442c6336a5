import type { PlatformModule } from '../platformModule';
import { PublicRepository } from './public.repository';
import { publicRoutes } from './public.routes';
import { PublicService } from './public.service';

/** The public archive query (no login, rate-limited). */
export const publicModule: PlatformModule = (app, { db, records, publicHandles, today, rateLimiter, config }) =>
  publicRoutes(app, {
    service: new PublicService(new PublicRepository(db), records, publicHandles, today),
    rateLimiter,
    queriesPerMinute: config.publicRateLimitPerMinute,
  });
