import { withClient } from './serverClient';

/** The server's write-ahead log counters (pg_stat_wal, PostgreSQL 14+) and its checkpoints so far. */
export interface WalSample {
  records: number;
  fullPageImages: number;
  bytes: number;
  checkpoints: number;
}

/** What one side wrote to the WAL per acknowledged batch while it was measured, and the checkpoints in between. */
export interface WalUse {
  recordsPerBatch: number;
  fullPageImagesPerBatch: number;
  kilobytesPerBatch: number;
  checkpoints: number;
}

/** Forces a checkpoint (a superuser's or pg_checkpoint's connection). */
export async function checkpoint(url: string): Promise<void> {
  await withClient(url, (client) => client.query('checkpoint'));
}

export async function sampleWal(url: string): Promise<WalSample | undefined> {
  return withClient(url, async (client) => {
    try {
      const result = await client.query<{ records: string; fpi: string; bytes: string; checkpoints: string }>(
        `select w.wal_records as records, w.wal_fpi as fpi, w.wal_bytes as bytes,
                b.checkpoints_timed + b.checkpoints_req as checkpoints
           from pg_stat_wal w, pg_stat_bgwriter b`,
      );
      const row = result.rows[0];
      return row
        ? {
            records: Number(row.records),
            fullPageImages: Number(row.fpi),
            bytes: Number(row.bytes),
            checkpoints: Number(row.checkpoints),
          }
        : undefined;
    } catch {
      return undefined; // before PostgreSQL 14 there is no pg_stat_wal: the figures are left out
    }
  });
}

/** The whole server's WAL between two samples, per batch (the side measured is the only writer while it runs). */
export function walUse(before: WalSample | undefined, after: WalSample | undefined, batches: number): WalUse | null {
  if (!before || !after || batches === 0) return null;
  return {
    recordsPerBatch: Math.round((after.records - before.records) / batches),
    fullPageImagesPerBatch: Math.round(((after.fullPageImages - before.fullPageImages) / batches) * 10) / 10,
    kilobytesPerBatch: Math.round((after.bytes - before.bytes) / batches / 1024),
    checkpoints: after.checkpoints - before.checkpoints,
  };
}
