import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDefaultUser } from '../../src/db/database';

/**
 * The server suite's global set-up: names this run's schemas on PostgreSQL (the workers inherit the prefix) and drops
 * them when the run ends, since a worker keeps its databases for its next files instead of dropping each one
 * (test/support/testDatabase.ts).
 */
export function setup(): () => Promise<void> {
  const prefix = `test_${randomBytes(3).toString('hex')}`;
  process.env.TEST_SCHEMA_PREFIX = prefix;
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: withDefaultUser(url) });
    await client.connect();
    try {
      const schemas = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where nspname like $1`,
        [`${prefix}\\_%`],
      );
      for (const { name } of schemas.rows) await client.query(`drop schema "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
