import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { typeParsers } from '../../../apps/server/src/db/typeParsers';
import { preparedStatementName } from '../../../apps/server/src/db/preparedStatements';
import { pageWithTotal } from '../../../apps/server/src/platform/paging';
import type { CompiledStatement } from '../prepare';
import { required, runAsServerProcess } from './protocol';

/**
 * The bare baseline: Fastify and a pg pool of the same size running the platform's own compiled SQL (the page, and
 * the count only when the page is full, as the platform does), answering the rows as JSON. No validation, no rate limit, no mapping.
 * With BENCH_BARE_RATE_LIMIT=1 (investigation only) it first runs the platform's rate-limit upsert, as the platform's
 * preHandler does, to measure what that statement costs on its own; =spread does the same on one row per barcode.
 */
/** The statement RateLimiter.hit compiles to (apps/server/src/platform/rateLimit.ts). */
const rateLimitUpsert =
  'insert into "rate_limit_window" ("bucket", "window_start", "hits") values ($1, $2, $3) ' +
  'on conflict ("bucket", "window_start") do update set "hits" = rate_limit_window.hits + 1 returning "hits"';
const windowStart = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

await runAsServerProcess(async () => {
  const { countStatement, listStatement } = JSON.parse(required('BENCH_STATEMENTS')) as {
    countStatement: CompiledStatement;
    listStatement: CompiledStatement;
  };
  const pool = new pg.Pool({
    connectionString: required('BENCH_DATABASE_URL'),
    max: Number(required('BENCH_POOL_SIZE')),
    options: `-c TimeZone=UTC -c search_path=${required('BENCH_SCHEMA')}`,
    // The same column conversions as the platform's driver setup, so both answer identical JSON values.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const run = (statement: CompiledStatement, barcode: string) => {
    const values = [...statement.parameters];
    values[statement.barcodeIndex] = barcode;
    // Named like the platform's statements, so both let PostgreSQL plan each statement once per connection.
    return pool.query({ name: preparedStatementName(statement.sql), text: statement.sql, values });
  };
  const rateLimit = process.env.BENCH_BARE_RATE_LIMIT === '1' || process.env.BENCH_BARE_RATE_LIMIT === 'spread';
  // 'spread' keys the counter by barcode instead of by address: many rows, as from many visitors, no hot row.
  const bucketOf = (ip: string, barcode: string) =>
    process.env.BENCH_BARE_RATE_LIMIT === 'spread' ? `public-query:${barcode}` : `public-query:${ip}`;
  /** The page size the platform uses when none is asked for, as in the compiled list statement. */
  const pageSize = 20;
  const app = Fastify({ logger: false });
  app.get('/api/samr/PublicQuery/PublicQueryList', async (request) => {
    const barcode = (request.query as { Barcode?: string }).Barcode ?? '';
    if (rateLimit)
      await pool.query({ text: rateLimitUpsert, values: [bucketOf(request.ip, barcode), windowStart(), 1] });
    const { rows, totalCount } = await pageWithTotal(
      0,
      pageSize,
      async () => (await run(listStatement, barcode)).rows,
      async () => Number((await run(countStatement, barcode)).rows[0]?.total ?? 0),
    );
    return { result: true, messeage: '', totalCount, list: rows };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
});
