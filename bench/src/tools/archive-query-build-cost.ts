import { cylinderListQuery } from '@gcs/contracts';
import { openDatabase } from '@gcs/server/db';
import { cylinderFilterConditions } from '../../../apps/server/src/modules/cylinders/cylinderFilter';
import type { CylinderCondition } from '../../../apps/server/src/modules/cylinders/cylinderFilter';
import { cylinderCountQuery, cylinderRowsQuery } from '../../../apps/server/src/modules/cylinders/cylinders.repository';
import { preparedStatementName } from '../../../apps/server/src/db/preparedStatements';

/**
 * CPU cost of what the platform does in Node for the archive list before any row arrives, per request, for the
 * bench's typical filter (a city regulator; station, status 0, a six-month next-inspection window): validating the
 * query string against the contract, building and compiling the page and count statements with Kysely, and
 * naming them (a Map look-up keyed by the SQL text). No statement reaches the database.
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
const conditionsOf = (i: number): CylinderCondition[] => {
  const filter = cylinderListQuery.parse(raw(i));
  return [(eb) => eb.and(cylinderFilterConditions(eb, filter))];
};
const rounds = 20_000;
const time = (label: string, run: (i: number) => unknown) => {
  for (let i = 0; i < 2000; i++) run(i);
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run(i);
  const micros = Number(process.hrtime.bigint() - started) / 1000 / rounds;
  console.log(`${label.padEnd(44)} ${micros.toFixed(1)} µs`);
};
const conditions = conditionsOf(0);
time('contract validation of the query string', (i) => cylinderListQuery.parse(raw(i)));
time('page statement: build + compile', () =>
  cylinderRowsQuery(db, user, conditions, { offset: 0, limit: 20 }).compile(),
);
time('count statement: build + compile', () => cylinderCountQuery(db, user, conditions).compile());
time('both, and their prepared-statement names', () => {
  const page = cylinderRowsQuery(db, user, conditions, { offset: 0, limit: 20 }).compile();
  const count = cylinderCountQuery(db, user, conditions).compile();
  return [preparedStatementName(page.sql), preparedStatementName(count.sql)];
});
await database.close();
