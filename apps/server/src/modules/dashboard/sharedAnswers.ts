/**
 * Answers shared by the callers who ask the same question within a few seconds: the wall screens of a command room
 * showing one city ask for the same figures every cycle, and one computation serves them all. A question is computed
 * once while it is being asked (concurrent askers wait for the same promise), kept for `ttlMs` after it is answered,
 * and forgotten if it fails. The clock is monotonic (not the app's clock, which tests fix).
 */
export class SharedAnswers {
  private readonly entries = new Map<string, { expires: number; answer: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = this.clock();
    const kept = this.entries.get(key);
    if (kept && kept.expires > now) return kept.answer as Promise<T>;
    if (kept) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    const answer = compute();
    // While computing the entry never expires; once answered it lives for ttlMs; a failure is not kept.
    const entry = { expires: Number.POSITIVE_INFINITY, answer: answer as Promise<unknown> };
    this.entries.set(key, entry);
    answer.then(
      () => {
        entry.expires = this.clock() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return answer;
  }

  /** Forgets every answer (after a refresh re-derived the figures). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evictExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full of live answers: drop the oldest (a Map iterates in insertion order).
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
