import { HttpError } from './errors';

/**
 * Lets at most `concurrency` tasks run at once and `queue` more wait; past that it refuses at once with 503 and
 * Retry-After, so a burst of uploads never piles up unbounded work (the caller keeps its data and retries).
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limits: { concurrency: number; queue: number; retryAfterSeconds: number; busyMessage: string },
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) {
        throw new HttpError(503, this.limits.busyMessage, { 'retry-after': String(this.limits.retryAfterSeconds) });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The finished task hands its place to the next waiting one; the running count stays.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running and waiting (for tests and metrics). */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
