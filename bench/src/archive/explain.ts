import pg from 'pg';
import { buildApp } from '@gcs/server/app';
import { loadConfig } from '@gcs/server/config';
import { productionEnvironment } from '../servers/productionEnvironment';
import { openDatabase } from '@gcs/server/db';
import { typeParsers } from '../../../apps/server/src/db/typeParsers';

export interface CapturedStatement {
  sql: string;
  parameters: unknown[];
}

export interface ExplainedStatement extends CapturedStatement {
  /** The plan a pooled connection settles on: the statement prepared, run 5 times, then EXPLAIN (ANALYZE, BUFFERS). */
  plan: string;
  /** Whether PostgreSQL kept a custom plan (planned with the values) or switched to the generic plan. */
  planKind: 'generic' | 'custom';
  /** Index scans in the plan ("Index Scan using x", "Index Only Scan using x", "Bitmap Index Scan on x"). */
  indexes: string[];
  /** Tables read by a sequential scan. */
  seqScans: string[];
  executionMs: number | null;
}

const pgOptions = (schema: string) => `-c TimeZone=UTC -c search_path=${schema}`;
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * The SQL the platform really runs for one request: the real app (buildApp) in this process, one request injected
 * with a user's session, and every statement its pg connections send recorded on the way (pg.Client#query wrapped
 * while the request runs). Returns the answer's status and the statements.
 */
export async function capturePlatformSql(
  url: string,
  schema: string,
  path: string,
  token: string,
): Promise<{ status: number; body: string; statements: CapturedStatement[] }> {
  const statements: CapturedStatement[] = [];
  const database = await openDatabase({ url, schema, poolSize: 2 });
  const config = loadConfig({
    ...productionEnvironment,
    DATABASE_URL: url,
  });
  const app = await buildApp({ config, database });
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') statements.push({ sql: first, parameters: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      statements.push({ sql: config.text, parameters: config.values ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    const response = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    return { status: response.statusCode, body: response.body, statements };
  } finally {
    prototype.query = original;
    await app.close();
    await database.close();
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a statement as a pooled connection runs it in the steady state: prepared (the
 * platform and the baseline run named prepared statements), executed 5 times (PostgreSQL plans the first five with
 * the values, then may switch to a generic plan), then explained on the 6th execution.
 */
export async function explainSteadyState(
  url: string,
  schema: string,
  statement: CapturedStatement,
): Promise<ExplainedStatement> {
  const client = new pg.Client({ connectionString: url, options: pgOptions(schema), types });
  await client.connect();
  try {
    const args = statement.parameters.map((value) => literal(client, value));
    const execute = args.length > 0 ? `execute bench_explain(${args.join(', ')})` : 'execute bench_explain';
    let plan: string;
    try {
      await client.query(`prepare bench_explain as ${statement.sql}`);
      for (let i = 0; i < 5; i++) await client.query(execute);
      plan = await explain(client, execute);
    } catch {
      // A statement PostgreSQL cannot prepare without parameter types: explain it with the values bound.
      plan = await explain(client, statement.sql, statement.parameters);
    }
    // A generic plan keeps the parameters ($1, ...) in its conditions; a custom plan shows the values.
    const planKind = statement.parameters.length === 0 ? 'custom' : /\$\d/.test(plan) ? 'generic' : 'custom';
    const executionMs = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
    return {
      ...statement,
      plan,
      planKind,
      indexes: [
        ...plan.matchAll(
          /(Index Only Scan using|Index Scan Backward using|Index Scan using|Bitmap Index Scan on) (\S+)/g,
        ),
      ].map((match) => `${match[1]} ${match[2]}`),
      seqScans: [...plan.matchAll(/Seq Scan on (\S+)/g)].map((match) => match[1] ?? ''),
      executionMs: executionMs === undefined ? null : Number(executionMs),
    };
  } finally {
    await client.end();
  }
}

async function explain(client: pg.Client, text: string, values: unknown[] = []): Promise<string> {
  const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.map((item) => JSON.stringify(item)).join(',')}}`);
  return client.escapeLiteral(String(value));
}
