import { openDatabase } from '@gcs/server/db';
import { countPublicCylinders, listPublicCylinders } from '../../../apps/server/src/modules/public/public.repository';

/**
 * CPU cost of building and compiling the public query's statements with Kysely, as the platform does on every
 * request (no database round trip): tsx bench/src/tools/query-build-cost.ts
 */
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = await openDatabase({ url, poolSize: 1 }); // only compiles: no statement reaches the database
const db = database.db;
const rounds = 20_000;
const time = (label: string, build: (i: number) => void) => {
  for (let i = 0; i < 2000; i++) build(i);
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) build(i);
  const micros = Number(process.hrtime.bigint() - started) / 1000 / rounds;
  console.log(`${label.padEnd(34)} ${micros.toFixed(1)} µs`);
};
time('count: build + compile', (i) => countPublicCylinders(db, { barcode: `BG${i}` }).compile());
time('list: build + compile', (i) => listPublicCylinders(db, { barcode: `BG${i}` }, 0, 20).compile());
time('rate-limit upsert: build + compile', (i) =>
  db
    .insertInto('rate_limit_window')
    .values({ bucket: `public-query:${i}`, window_start: '2025-01-01T00:00:00.000Z', hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['bucket', 'window_start'])
        .doUpdateSet((eb) => ({ hits: eb('rate_limit_window.hits', '+', 1) })),
    )
    .returning('hits')
    .compile(),
);
await database.close();
