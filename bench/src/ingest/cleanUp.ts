import { fillingPartitionName } from '../../../apps/server/src/db/partitions';
import { connectToSchema } from '../schemaData';
import type { IngestBenchOptions } from './options';

/**
 * Removes the records a run added (begun at most ten minutes before it started and inserted since) and their guids,
 * and vacuums what held them, so that every run measures against the same preloaded data; the rollup and
 * latest-filling rows the platform updated for the bench stations stay (they do not grow). Answers how many records
 * went.
 */
export async function cleanUp(options: IngestBenchOptions, runStarted: Date): Promise<number> {
  const client = await connectToSchema(options);
  try {
    const result = await client.query<{ records: number }>(
      `with gone as (
         delete from filling_record where begin_time >= $1 and insert_time >= $2 returning filling_guid
       ), guids as (
         delete from filling_guid g using gone where g.filling_guid = gone.filling_guid returning 1
       )
       select (select count(*)::int from gone) as records, (select count(*)::int from guids) as guids`,
      [new Date(runStarted.getTime() - 10 * 60_000).toISOString(), runStarted.toISOString()],
    );
    const months = new Set([runStarted, new Date()].map((at) => at.toISOString().slice(0, 7)));
    // The registry too: its dead guids would otherwise stay in its key (a few million a run, autovacuum's threshold
    // is a fifth of 20 M), and the next run's platform would insert among them while the baseline does not.
    for (const table of [...[...months].map(fillingPartitionName), 'filling_guid']) {
      await client.query(`vacuum (analyze) ${table}`);
    }
    return result.rows[0]?.records ?? 0;
  } finally {
    await client.end();
  }
}
