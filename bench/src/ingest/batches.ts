import { randomUUID } from 'node:crypto';
import type { FillingUploadInput } from '@gcs/contracts';
import type { BenchScale } from './prepare';

/** A batch as a scale sends it; a retry is the scale's previous batch again, unchanged. */
export interface Batch {
  records: FillingUploadInput[];
  retry: boolean;
}

const operators = ['张伟', '王芳', '李强', '刘洋'];

/**
 * The batches of one simulated scale: fresh records of its station's cylinders (in turn, so a barcode comes back
 * every few batches and the continuous-refilling rule has something to find), begun a few minutes ago; every
 * `retryEvery`-th batch repeats the previous one.
 */
export class ScaleFeed {
  private sent = 0;
  private cursor = 0;
  private previous: FillingUploadInput[] | undefined;

  constructor(
    readonly scale: BenchScale,
    private readonly batchSize: number,
    private readonly retryEvery: number,
  ) {}

  next(): Batch {
    this.sent += 1;
    if (this.previous && this.retryEvery > 0 && this.sent % this.retryEvery === 0) {
      return { records: this.previous, retry: true };
    }
    const start = Date.now() - 5 * 60_000;
    const records = Array.from({ length: this.batchSize }, (_, index): FillingUploadInput => {
      const cylinder = this.scale.cylinders[this.cursor++ % this.scale.cylinders.length];
      if (!cylinder) throw new Error('a bench scale without cylinders');
      const begin = start + index * 100;
      const residual = ((this.cursor * 37) % 80) / 100;
      const filled = Math.round((cylinder.preset - residual + (((this.cursor * 13) % 31) - 15) / 100) * 100) / 100;
      return {
        fillingGuid: randomUUID(),
        cylinderBarcode: cylinder.barcode,
        balance: '压测秤',
        cylinderSpec: cylinder.spec,
        medium: cylinder.medium,
        operator: operators[this.cursor % operators.length] ?? null,
        fillingWeight: filled,
        beginWeight: Math.round((15.5 + residual) * 100) / 100,
        endWeight: Math.round((15.5 + residual + filled) * 100) / 100,
        residualLiquidWeight: residual,
        fillingPressure: 0.75,
        temperature: 18,
        beginTime: new Date(begin).toISOString(),
        endTime: new Date(begin + 90_000).toISOString(),
        operationTime: new Date(begin + 90_000).toISOString(),
      };
    });
    this.previous = records;
    return { records, retry: false };
  }
}
