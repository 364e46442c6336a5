import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresPool } from 'kysely';
import pg from 'pg';
import { withDefaultUser } from '../../src/db/database';
import { preparedStatementName, preparingPool } from '../../src/db/preparedStatements';

/** One statement text per n: as the lengths of an IN list, each a statement of its own. */
const statementOf = (n: number) => `select $1::int + ${n} as value`;

interface Sent {
  text: string;
  name?: string;
}

/** A pool of one stand-in connection that records what was sent and how it was released. */
function recordingPool() {
  const sent: Sent[] = [];
  const releases: (boolean | undefined)[] = [];
  let client = newClient();
  function newClient() {
    return {
      query: async (query: string | { name: string; text: string }) => {
        sent.push(typeof query === 'string' ? { text: query } : { text: query.text, name: query.name });
        return { rows: [] };
      },
      release: (destroy?: boolean) => {
        releases.push(destroy);
        if (destroy) client = newClient();
      },
    };
  }
  const pool = { connect: async () => client, end: async () => undefined } as unknown as pg.Pool;
  return { pool, sent, releases };
}

describe('preparingPool', () => {
  it('names each parameterised statement by its text, and sends a statement without parameters unnamed', async () => {
    const { pool, sent } = recordingPool();
    const connection = await preparingPool(pool, 10).connect();
    await connection.query(statementOf(1), [1]);
    await connection.query(statementOf(1), [2]);
    await connection.query(statementOf(2), [1]);
    await connection.query('select 1', []);
    expect(sent.map((query) => query.name)).toEqual([
      preparedStatementName(statementOf(1)),
      preparedStatementName(statementOf(1)),
      preparedStatementName(statementOf(2)),
      undefined,
    ]);
    expect(preparedStatementName(statementOf(1))).toMatch(/^k_[0-9a-f]{20}$/);
    expect(preparedStatementName(statementOf(1))).not.toBe(preparedStatementName(statementOf(2)));
  });

  it('keeps a connection while it has prepared at most the limit, and closes it on release past the limit', async () => {
    const { pool, releases } = recordingPool();
    const preparing = preparingPool(pool, 3);
    const first = await preparing.connect();
    for (const n of [1, 2, 3, 1, 2, 3]) await first.query(statementOf(n), [n]);
    first.release();
    const second = await preparing.connect();
    await second.query(statementOf(1), [1]);
    second.release();
    const third = await preparing.connect();
    await third.query(statementOf(4), [4]);
    third.release();
    expect(releases).toEqual([false, false, true]);
  });

  it('gives every text a name, however many distinct texts come', () => {
    const many = Array.from({ length: 6000 }, (_, n) => preparedStatementName(statementOf(n)));
    expect(many.every((name) => name.startsWith('k_'))).toBe(true);
    expect(new Set(many).size).toBe(6000);
    expect(preparedStatementName(statementOf(0))).toBe(many[0]);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('preparingPool on PostgreSQL', () => {
  let pool: pg.Pool;
  let preparing: PostgresPool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: withDefaultUser(url!), max: 1 });
    preparing = preparingPool(pool, 3);
  });
  afterAll(async () => {
    await pool.end();
  });

  /** Runs the statements for ns on one connection, then reads that backend's pid and how many it holds prepared. */
  async function run(ns: number[]) {
    const connection = await preparing.connect();
    try {
      const values: number[] = [];
      for (const n of ns) {
        const { rows } = await connection.query<{ value: number }>(statementOf(n), [100]);
        values.push(rows[0]!.value);
      }
      const { rows } = await connection.query<{ pid: number; prepared: number }>(
        'select pg_backend_pid() as pid, (select count(*) from pg_prepared_statements)::int as prepared',
        [],
      );
      return { values, ...rows[0]! };
    } finally {
      connection.release();
    }
  }

  it('plans each statement once per connection and replaces a connection that prepared more than the limit', async () => {
    const first = await run([1, 2, 3, 1]);
    expect(first.values).toEqual([101, 102, 103, 101]);
    expect(first.prepared).toBe(3);
    const reused = await run([2, 3]);
    expect(reused).toMatchObject({ pid: first.pid, prepared: 3 });
    const overflowing = await run([4]);
    expect(overflowing).toMatchObject({ pid: first.pid, prepared: 4, values: [104] });
    const replaced = await run([4, 1]);
    expect(replaced.pid).not.toBe(first.pid);
    expect(replaced).toMatchObject({ prepared: 2, values: [104, 101] });
  });
});
