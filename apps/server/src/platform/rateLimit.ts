import { sql, type Kysely } from 'kysely';
import { messages } from '@gcs/contracts';
import type { DatabaseSchema } from '../db/schema';
import { HttpError } from './errors';

const windowMs = 60_000;
/** How long an instance may count on its own before it adds its count to the shared one. */
const syncIntervalMs = 1000;

interface Counter {
  windowStart: number;
  /** Requests this instance counted and has not yet added to the shared count. */
  unflushed: number;
  /** When this instance last added its count to the shared row and read the total back. */
  syncedAt: number;
  /** The shared count across all instances, as last read from the database. */
  shared: number;
}

/**
 * Fixed-window request counters shared by every server instance through the database. Each instance counts locally
 * and adds its counts to the shared row about once a second, and always before it refuses a request: a refusal is
 * decided on the shared count, while another instance's last second of requests may not be seen yet. One write a
 * second instead of one a request keeps the public query cheap (docs/performance.md).
 */
export class RateLimiter {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Counts one request of `bucket`. Within the limit and between syncs it answers at once (undefined); otherwise it
   * syncs with the shared count and rejects with 429 and Retry-After when the window's limit is exceeded.
   */
  hit(bucket: string, limit: number): Promise<void> | undefined {
    const now = this.clock();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    let counter = this.counters.get(bucket);
    if (!counter || counter.windowStart !== windowStart) {
      counter = { windowStart, unflushed: 0, shared: 0, syncedAt: now };
      this.counters.set(bucket, counter);
    }
    counter.unflushed += 1;
    const stale = now - counter.syncedAt >= syncIntervalMs;
    if (!stale && counter.shared + counter.unflushed <= limit) return undefined;
    return this.syncAndDecide(bucket, counter, limit, now);
  }

  private async syncAndDecide(bucket: string, counter: Counter, limit: number, now: number): Promise<void> {
    const windowStart = counter.windowStart;
    await this.flushCounters([[bucket, counter]], now);
    if (counter.shared > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
      throw new HttpError(429, `${messages.tooManyRequests}（${retryAfter}秒后可重试）`, {
        'retry-after': String(retryAfter),
      });
    }
  }

  /** Adds every local count to the shared rows and forgets counters of past windows. */
  async flush(): Promise<void> {
    const current = Math.floor(this.clock() / windowMs) * windowMs;
    for (const [bucket, counter] of this.counters) {
      if (counter.windowStart < current && counter.unflushed === 0) this.counters.delete(bucket);
    }
    const due = [...this.counters].filter(([, counter]) => counter.unflushed > 0);
    await this.flushCounters(due, this.clock());
  }

  /** Flushes every second until stop(); stop() flushes what is left. */
  start(): void {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), syncIntervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Drops windows that can no longer count. */
  async prune(): Promise<void> {
    const cutoff = new Date(this.clock() - 2 * windowMs).toISOString();
    await this.db.deleteFrom('rate_limit_window').where('window_start', '<', cutoff).execute();
  }

  private async flushCounters(entries: [string, Counter][], now: number): Promise<void> {
    if (entries.length === 0) return;
    const deltas = entries.map(([, counter]) => {
      const delta = counter.unflushed;
      counter.unflushed = 0;
      return delta;
    });
    const buckets = entries.map(([bucket]) => bucket);
    const windows = entries.map(([, counter]) => new Date(counter.windowStart).toISOString());
    const result = await sql<{ bucket: string; hits: number }>`
      insert into rate_limit_window (bucket, window_start, hits)
      select * from unnest(${buckets}::varchar[], ${windows}::timestamptz[], ${deltas}::int[])
      on conflict (bucket, window_start) do update set hits = rate_limit_window.hits + excluded.hits
      returning bucket, hits`.execute(this.db);
    const totals = new Map(result.rows.map((row) => [row.bucket, row.hits]));
    for (const [bucket, counter] of entries) {
      counter.shared = Math.max(counter.shared, totals.get(bucket) ?? 0);
      counter.syncedAt = now;
    }
  }
}
