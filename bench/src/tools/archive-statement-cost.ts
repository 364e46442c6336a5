import pg from 'pg';
import { BelongToType, cylinderListQuery } from '@gcs/contracts';
import { openDatabase } from '@gcs/server/db';
import { typeParsers } from '../../../apps/server/src/db/typeParsers';
import { archiveFilterValues } from '../../../apps/server/src/modules/cylinders/cylinderFilter';
import { archivePageStatement } from '../../../apps/server/src/modules/cylinders/cylinders.repository';
import { QueryShapeCache } from '../../../apps/server/src/platform/queryShapes';
import { baselineCountSql, baselinePageSql } from '../archive/baselineSql';
import { inspectionDays, inspectionWindow, listCategory, listStatus } from '../archive/prepare';

/**
 * PostgreSQL's share of one archive-list request, statement by statement, on one connection and without the
 * servers: the platform's page carrying its count for a city regulator and for a system manager (no scope
 * condition), against the baseline's page and count, each run 3,000 times after a warm-up over 50 stations of the
 * data `npm run bench:archive` generated, as named prepared statements.
 * Usage: tsx bench/src/tools/archive-statement-cost.ts [first station id, default 64]
 */
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = process.env.BENCH_ARCHIVE_SCHEMA ?? 'bench_archive';
const cityDivision = '330400';
const firstStation = Number(process.argv[2] ?? 64);
const stations = Array.from({ length: 50 }, (_, index) => firstStation + index);

const compiler = await openDatabase({ url, poolSize: 1 });
const pool = new pg.Pool({
  connectionString: url,
  max: 1,
  options: `-c TimeZone=UTC -c search_path=${schema}`,
  types: {
    getTypeParser: ((oid: number, format?: string) =>
      typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  },
});
const cityRegulator = await pool.query<{ id: number }>('select id from regulator where division_code = $1', [
  cityDivision,
]);
const regulatorId = cityRegulator.rows[0]?.id ?? 1;
const shapes = new QueryShapeCache();

async function perRequest(label: string, request: (station: number) => Promise<unknown>) {
  for (let index = 0; index < 300; index++) await request(stations[index % stations.length] ?? firstStation);
  const runs = 3000;
  const started = process.hrtime.bigint();
  for (let index = 0; index < runs; index++) await request(stations[index % stations.length] ?? firstStation);
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / runs;
  console.log(`${label.padEnd(58)} ${ms.toFixed(3)} ms`);
}

function platformPage(isSystemManager: boolean, name: string) {
  const user = { isSystemManager, belongToType: BelongToType.Regulator, regulatorId, stationId: null };
  return (station: number) => {
    const filter = cylinderListQuery.parse({
      StationId: String(station),
      CylinderCategory: String(listCategory),
      CylinderStatus: String(listStatus),
      NextInspectionDateStart: inspectionWindow.start,
      NextInspectionDateEnd: inspectionWindow.end,
    });
    const statement = archivePageStatement(compiler.db, shapes, user, archiveFilterValues(filter), 0, 20);
    return pool.query({ name, text: statement.sql, values: [...statement.parameters] });
  };
}

await perRequest('platform: page carrying its count, city regulator', platformPage(false, 'platform_city'));
await perRequest('platform: the same, system manager (no scope condition)', platformPage(true, 'platform_all'));
await perRequest('baseline: page, then count (two round trips)', async (station) => {
  const values = [station, listCategory, listStatus, inspectionDays.from, inspectionDays.before, cityDivision];
  await pool.query({ name: 'baseline_page', text: baselinePageSql, values: [...values, 20, 0] });
  return pool.query({ name: 'baseline_count', text: baselineCountSql, values });
});
await pool.end();
await compiler.close();
