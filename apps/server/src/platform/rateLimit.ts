import { sql, type Kysely } from 'kysely';
import { messages } from '@gcs/contracts';
import type { DatabaseSchema } from '../db/schema';
import { HttpError } from './errors';

const windowSeconds = 60;

/**
 * Fixed-window request counters kept in the database, so that every server instance behind a load balancer counts
 * against the same limit.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Counts one request of `bucket`; throws 429 with Retry-After when the window's limit is exceeded. */
  async hit(bucket: string, limit: number, now: Date = new Date()): Promise<void> {
    const windowStartMs = Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000;
    const windowStart = new Date(windowStartMs).toISOString();
    const row = await this.db
      .insertInto('rate_limit_window')
      .values({ bucket, window_start: windowStart, hits: 1 })
      .onConflict((conflict) =>
        conflict.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limit_window.hits + 1` }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    if (row.hits > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStartMs + windowSeconds * 1000 - now.getTime()) / 1000));
      throw new HttpError(429, `${messages.tooManyRequests}（${retryAfter}秒后可重试）`, {
        'retry-after': String(retryAfter),
      });
    }
  }

  /** Drops windows that can no longer count. */
  async prune(now: Date = new Date()): Promise<void> {
    const cutoff = new Date(now.getTime() - 2 * windowSeconds * 1000).toISOString();
    await this.db.deleteFrom('rate_limit_window').where('window_start', '<', cutoff).execute();
  }
}
