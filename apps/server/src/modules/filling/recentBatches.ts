/** How many of a scale's last stored batches are remembered: a scale retries the batch it sent last, or one before. */
const batchesPerScale = 4;
/** Past this many scales the memory starts again (a retry it forgot costs one more statement, never a wrong answer). */
const maxScales = 20_000;

/**
 * The first guid of each scale's last few stored batches, in this process. A batch that starts with one of them is a
 * retry after a lost answer, and registers its guids skipping those already stored (`on conflict do nothing`: a look-up
 * of the 20 M-guid key before each insert). Any other batch is taken for new records and registers them with a plain
 * insert, which costs PostgreSQL about a quarter less; if one was stored after all (a retry this process forgot, or
 * re-batched by the scale), the insert fails on the key and the upload runs again as a retry.
 */
export class RecentBatches {
  private readonly firstGuids = new Map<number, string[]>();

  /** Whether a batch of this scale starting with this guid repeats one of its last stored batches. */
  isRetry(deviceId: number, firstGuid: string): boolean {
    return this.firstGuids.get(deviceId)?.includes(firstGuid) ?? false;
  }

  /** Remembers a batch once it is stored. */
  remember(deviceId: number, firstGuid: string) {
    let guids = this.firstGuids.get(deviceId);
    if (!guids) {
      if (this.firstGuids.size >= maxScales) this.firstGuids.clear();
      guids = [];
      this.firstGuids.set(deviceId, guids);
    }
    if (guids.includes(firstGuid)) return;
    guids.push(firstGuid);
    if (guids.length > batchesPerScale) guids.shift();
  }
}
