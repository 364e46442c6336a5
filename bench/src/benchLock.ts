import pg from 'pg';

/**
 * Holds a PostgreSQL advisory lock for a bench run, so two runs of one bench never share a server: a second run would
 * measure on a busy machine and, where the bench sets server settings for its run, take the first run's settings for
 * the server's own and leave them behind. The lock belongs to the connection, so a run that dies frees it.
 */
export async function holdBenchLock(url: string, bench: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [
    `gcs-bench:${bench}`,
  ]);
  if (!result.rows[0]?.locked) {
    await client.end();
    throw new Error(`another ${bench} bench is running against this server: run one at a time`);
  }
  return { release: () => client.end() };
}
