import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';

const url = process.env.TEST_DATABASE_URL;
const poolSize = 3;
/** pg closes an idle connection after 10 s unless told otherwise. */
const pgIdleTimeoutMs = 10_000;

const run = promisify(execFile);
const databaseModule = fileURLToPath(new URL('../../src/db/database.ts', import.meta.url));

describe.runIf(url)('the PostgreSQL connection pool', () => {
  it('keeps the connections it opened when they are idle, so a later burst meets warm backends', async () => {
    const database = await openDatabase({ url, poolSize });
    try {
      const burst = async () => {
        const answers = await Promise.all(
          Array.from({ length: poolSize }, () =>
            sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.2)`.execute(database.db),
          ),
        );
        return new Set(answers.map((answer) => answer.rows[0]?.pid));
      };
      const first = await burst();
      expect(first.size).toBe(poolSize);
      await new Promise((resolve) => setTimeout(resolve, pgIdleTimeoutMs + 1_500));
      expect(await burst()).toEqual(first);
    } finally {
      await database.close();
    }
  }, 30_000);

  it('does not keep a script running that leaves its idle connections open', async () => {
    const script =
      `const { openDatabase } = await import(${JSON.stringify(databaseModule)});` +
      `const database = await openDatabase({ url: ${JSON.stringify(url)}, poolSize: ${poolSize} });` +
      `await database.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();` +
      `console.log('queried');`;
    const started = Date.now();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      timeout: 20_000,
    });
    expect(stdout.trim()).toBe('queried');
    expect(Date.now() - started).toBeLessThan(pgIdleTimeoutMs);
  }, 30_000);
});
