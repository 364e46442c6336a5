interface Entry {
  /** The latest answer (settled or still computing). */
  answer: Promise<unknown>;
  /** Until when the answer is fresh; infinite while its first computation runs. */
  freshUntil: number;
  /** Until when a stale answer may still be given while a new one is computed. */
  usableUntil: number;
  /** A newer answer being computed in the background. */
  renewing: boolean;
}

/**
 * Answers shared by the callers who ask the same question within a few seconds: the wall screens of a command room
 * showing one city ask for the same figures every cycle, and one computation serves them all. A question is computed
 * once while it is being asked (concurrent askers wait for the same promise) and its answer is fresh for `ttlMs`.
 * After that the next asker still gets it at once while a newer answer is computed in the background (so the screens
 * never all wait together when answers age), unless it is older than four times `ttlMs`: then the asker waits for
 * the new one. A failed computation is forgotten. The clock is monotonic (not the app's clock, which tests fix).
 */
export class SharedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = this.clock();
    const kept = this.entries.get(key);
    if (kept && kept.freshUntil > now) return kept.answer as Promise<T>;
    if (kept && kept.usableUntil > now) {
      if (!kept.renewing) this.renew(key, kept, compute);
      return kept.answer as Promise<T>;
    }
    if (kept) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict(now);
    const entry: Entry = {
      answer: compute(),
      freshUntil: Number.POSITIVE_INFINITY,
      usableUntil: Number.POSITIVE_INFINITY,
      renewing: false,
    };
    this.entries.set(key, entry);
    entry.answer.then(
      () => this.answered(entry),
      () => this.forget(key, entry),
    );
    return entry.answer as Promise<T>;
  }

  /** Forgets every answer (after a refresh re-derived the figures). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private renew(key: string, entry: Entry, compute: () => Promise<unknown>): void {
    entry.renewing = true;
    const next = compute();
    next.then(
      () => {
        if (this.entries.get(key) !== entry) return;
        entry.answer = next;
        entry.renewing = false;
        this.answered(entry);
      },
      // The stale answer stays until it is no longer usable; the next asker tries again.
      () => {
        entry.renewing = false;
      },
    );
  }

  private answered(entry: Entry): void {
    const now = this.clock();
    entry.freshUntil = now + this.ttlMs;
    entry.usableUntil = now + 4 * this.ttlMs;
  }

  private forget(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) if (entry.usableUntil <= now) this.entries.delete(key);
    // Still full of usable answers: drop the oldest (a Map iterates in insertion order).
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
