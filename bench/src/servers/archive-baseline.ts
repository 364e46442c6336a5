import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { typeParsers } from '../../../apps/server/src/db/typeParsers';
import { baselineCountSql, baselinePageSql, monthBounds } from '../archive/baselineSql';
import { required, runAsServerProcess } from './protocol';

/**
 * The baseline of the cylinder-list benchmark: the bare minimum that answers the same question. Fastify and a pg
 * pool of the same size run hand-written SQL (one page of 20 with the names joined in, and the count with the same
 * filters), with the city's scope written simply (the station lies in the city's division or a district of it), as
 * named prepared statements, and return the rows as JSON. No session, no validation, no mapping.
 */
await runAsServerProcess(async () => {
  const city = required('BENCH_CITY_DIVISION');
  const pool = new pg.Pool({
    connectionString: required('BENCH_DATABASE_URL'),
    max: Number(required('BENCH_POOL_SIZE')),
    options: `-c TimeZone=UTC -c search_path=${required('BENCH_SCHEMA')}`,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const app = Fastify({ logger: false });
  app.get('/api/samr/Cylinder/list', async (request) => {
    const q = request.query as Record<string, string | undefined>;
    const pageIndex = Number(q.PageIndex ?? 1);
    const pageSize = Number(q.CountPerPage ?? 20);
    const [from, before] = monthBounds(q.NextInspectionDateStart ?? '1900-01', q.NextInspectionDateEnd ?? '2999-12');
    const values = [Number(q.StationId), Number(q.CylinderCategory ?? 1), Number(q.CylinderStatus ?? 0), from, before];
    const page = await pool.query({
      name: 'baseline_page',
      text: baselinePageSql,
      values: [...values, city, pageSize, (pageIndex - 1) * pageSize],
    });
    const count = await pool.query<{ total: number }>({
      name: 'baseline_count',
      text: baselineCountSql,
      values: [...values, city],
    });
    return { result: true, messeage: '', totalCount: count.rows[0]?.total ?? 0, list: page.rows };
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
