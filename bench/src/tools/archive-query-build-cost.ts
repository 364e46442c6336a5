import { cylinderListQuery } from '@gcs/contracts';
import { openDatabase } from '@gcs/server/db';
import { archiveFilterValues } from '../../../apps/server/src/modules/cylinders/cylinderFilter';
import {
  archivePageQuery,
  archivePageStatement,
} from '../../../apps/server/src/modules/cylinders/cylinders.repository';
import { preparedStatementName } from '../../../apps/server/src/db/preparedStatements';
import { QueryShapeCache } from '../../../apps/server/src/platform/queryShapes';

/**
 * CPU cost of what the platform does in Node for the archive list before any row arrives, per request, for the
 * bench's typical filter (a city regulator; station, status 0, a six-month next-inspection window): validating the
 * query string against the contract, turning the filter into its bound values, and the page statement (which
 * carries its count) built and compiled by Kysely on every request, against the same statement compiled once per
 * shape and only given its values, each with its prepared-statement name (a Map look-up keyed by the SQL text).
 * No statement reaches the database.
 * Usage: tsx bench/src/tools/archive-query-build-cost.ts
 */
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = await openDatabase({ url, poolSize: 1 });
const db = database.db;
const user = { isSystemManager: false, belongToType: 10, regulatorId: 1, stationId: null };
const raw = (i: number) => ({
  StationId: String(39 + (i % 100)),
  CylinderStatus: '0',
  NextInspectionDateStart: '2026-12',
  NextInspectionDateEnd: '2027-05',
  CylinderCategory: '1',
  PageIndex: '1',
  CountPerPage: '20',
});
const filters = Array.from({ length: 100 }, (_, i) => archiveFilterValues(cylinderListQuery.parse(raw(i))));
const filterOf = (i: number) => filters[i % filters.length] ?? filters[0]!;
const shapes = new QueryShapeCache();
const rounds = 20_000;
const time = (label: string, run: (i: number) => unknown) => {
  for (let i = 0; i < 2000; i++) run(i);
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run(i);
  const micros = Number(process.hrtime.bigint() - started) / 1000 / rounds;
  console.log(`${label.padEnd(52)} ${micros.toFixed(1)} µs`);
  return micros;
};
time('contract validation of the query string', (i) => cylinderListQuery.parse(raw(i)));
time('the filter as bound values', (i) => archiveFilterValues(cylinderListQuery.parse(raw(i))));
const built = time('page statement built + compiled, and named', (i) =>
  preparedStatementName(archivePageQuery(db, user, filterOf(i), 0, 20).compile().sql),
);
const cached = time('page statement from its compiled shape, and named', (i) =>
  preparedStatementName(archivePageStatement(db, shapes, user, filterOf(i), 0, 20).sql),
);
console.log(`compiled shape / built each time: ${(cached / built).toFixed(3)}`);
await database.close();
