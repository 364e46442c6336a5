import { randomBytes } from 'node:crypto';
import { openDatabase, quoteIdentifier, type Database } from '@gcs/server/db';
import { generateCylinders } from '../../../apps/server/src/db/generate/cylinders';
import { rebuildFillingDaily } from '../../../apps/server/src/db/fillingDaily';
import { migrate } from '../../../apps/server/src/db/migrate';
import { ensureFillingPartitions } from '../../../apps/server/src/db/partitions';
import { seedDemoData } from '../../../apps/server/src/db/seed/index';
import { deviceSecretHash } from '../../../apps/server/src/platform/deviceCredential';
import { ensureStations, stationCodePrefix } from '../archive/prepare';
import { connectToSchema, rawQuery, readSchemaMarker, writeSchemaMarker } from '../schemaData';
import type { IngestBenchOptions } from './options';
import { createCylinderPool, loadMonth, planMonths } from './preload';

type Db = Database['db'];

/** Written as the schema's comment once the load is complete; a later run that finds it reuses the data. */
interface ReadyMarker {
  records: number;
  cylinders: number;
  stations: number;
  loadSeconds: number;
  loadedAt: string;
}

/** A cylinder a simulated scale fills: what its upload names and what the baseline stores for it. */
export interface BenchCylinder {
  id: number;
  barcode: string;
  mediumId: number | null;
  medium: string | null;
  spec: string | null;
  preset: number;
}

/** A simulated scale: its own credential and station, and the station's liquefied-gas cylinders. */
export interface BenchScale {
  deviceId: number;
  deviceGuid: string;
  secret: string;
  stationId: number;
  cylinders: BenchCylinder[];
}

export interface IngestData {
  postgresVersion: string;
  loadedNow: boolean;
  loadSeconds: number;
  loadedAt: string;
  /** Estimates of the planner statistics (reltuples), not counts: counting 20 M rows takes a while. */
  records: number;
  guids: number;
  partitions: number;
  cylinders: number;
  stations: number;
  tableSizes: { fillingRecord: string; fillingGuid: string };
  scales: BenchScale[];
}

/**
 * Makes the bench schema hold the demo city with extra stations and scales, the generated cylinders and the
 * preloaded filling records with their guids, daily rollup and latest fillings (skipped when a previous run completed
 * it), then gives the simulated scales fresh credentials.
 */
export async function prepareIngestData(options: IngestBenchOptions, log: (line: string) => void): Promise<IngestData> {
  let marker = await readSchemaMarker<ReadyMarker>(options);
  const loadedNow = options.reload || marker?.records !== options.records || marker.cylinders !== options.cylinders;
  if (loadedNow) {
    log(`dropping schema ${options.schema} (loading from scratch) ...`);
    await rawQuery(options, `drop schema if exists ${quoteIdentifier(options.schema)} cascade`);
  }
  const database = await openDatabase({ url: options.databaseUrl, schema: options.schema, poolSize: 2 });
  const db = database.db;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`migrations applied: ${applied.length} (${applied.at(-1) ?? ''} last)`);
    if (loadedNow) marker = await load(db, options, log);
    else log(`reusing the data loaded ${marker?.loadedAt ?? '?'} (--reload or BENCH_RELOAD=1 loads it again)`);
    // A run in a month after the load needs that month's partition (the platform would create it on its first upload).
    await ensureFillingPartitions(db, [new Date().toISOString().slice(0, 7)]);
    const scales = await ensureScales(db, options.scales);
    const facts = await rawQuery<{
      records: string;
      guids: string;
      partitions: number;
      cylinders: string;
      stations: string;
      record_size: string;
      guid_size: string;
      version: string;
    }>(
      options,
      `select (select reltuples::bigint from pg_class where oid = 'filling_guid'::regclass) as guids,
              (select sum(c.reltuples)::bigint from pg_inherits i join pg_class c on c.oid = i.inhrelid
                where i.inhparent = 'filling_record'::regclass) as records,
              (select count(*)::int from pg_inherits where inhparent = 'filling_record'::regclass) as partitions,
              (select reltuples::bigint from pg_class where oid = 'cylinder'::regclass) as cylinders,
              (select count(*) from station where kind = 1) as stations,
              pg_size_pretty((select sum(pg_total_relation_size(inhrelid)) from pg_inherits
                where inhparent = 'filling_record'::regclass)) as record_size,
              pg_size_pretty(pg_total_relation_size('filling_guid')) as guid_size,
              version() as version`,
    );
    const row = facts[0];
    return {
      postgresVersion: row?.version ?? '',
      loadedNow,
      loadSeconds: marker?.loadSeconds ?? 0,
      loadedAt: marker?.loadedAt ?? '',
      records: Number(row?.records ?? 0),
      guids: Number(row?.guids ?? 0),
      partitions: row?.partitions ?? 0,
      cylinders: Number(row?.cylinders ?? 0),
      stations: Number(row?.stations ?? 0),
      tableSizes: { fillingRecord: row?.record_size ?? '', fillingGuid: row?.guid_size ?? '' },
      scales,
    };
  } finally {
    await database.close();
  }
}

/**
 * The demo city, the extra stations with a scale each, the cylinders; then the records month by month with their
 * guids, the daily rollup, the barcodes' latest fillings; VACUUM ANALYZE (so that autovacuum does not start during
 * the measurement) and the ready marker.
 */
async function load(db: Db, options: IngestBenchOptions, log: (line: string) => void): Promise<ReadyMarker> {
  const started = Date.now();
  const step = async (what: string, work: () => Promise<unknown>) => {
    const stepStarted = Date.now();
    log(`${what} ...`);
    await work();
    log(`  ${what}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  };
  const until = new Date(Date.now() - 3_600_000);
  await step('demo city (regions, regulators, stations, scales, reference data, accounts)', () =>
    seedDemoData(db, {
      cylinders: 2000,
      fillingRecords: 0,
      imageShare: 0,
      anchorDate: until.toISOString().slice(0, 10),
      seed: 20240601,
    }),
  );
  await step(`${options.stations} extra filling stations with a scale each`, async () => {
    await ensureStations(db, options.stations, log);
    await rawQuery(
      options,
      `insert into scale_device (station_id, device_code, device_name, model)
       select s.id, s.code || '-B1', case when s.station_type = 3 then '1号加气机' else '1号秤' end, 'SCS-150'
         from station s
        where s.kind = 1 and not exists (select 1 from scale_device d where d.station_id = s.id)`,
    );
  });
  await step(`${options.cylinders.toLocaleString('en')} generated cylinders`, () =>
    generateCylinders(db, { count: options.cylinders, seed: 1, anchorDate: until.toISOString().slice(0, 10), log }),
  );

  const client = await connectToSchema(options);
  try {
    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query('set synchronous_commit = off');
    let cylinders = 0;
    await step('cylinder pool of the records', async () => {
      cylinders = await createCylinderPool(client);
    });
    // The guid registry's primary key is built once after the load (sorting 20M guids beats 20M random inserts).
    await client.query('alter table filling_guid drop constraint filling_guid_pkey');
    for (const month of planMonths(options.records, until)) {
      const count = month.last - month.first + 1;
      await step(`${month.month}: ${count.toLocaleString('en')} filling records and guids`, () =>
        loadMonth(client, month, cylinders),
      );
    }
    await step('filling_guid primary key', () =>
      client.query('alter table filling_guid add constraint filling_guid_pkey primary key (filling_guid)'),
    );
    await client.query(`select setval(pg_get_serial_sequence('filling_record', 'id'), $1)`, [options.records]);
    await client.query('drop table bench_filling_cylinder');
  } finally {
    await client.end();
  }
  await step('daily rollup (filling_daily) from the records', () => rebuildFillingDaily(db));
  await step('latest filling of each barcode (last two months)', () =>
    rawQuery(
      options,
      `insert into cylinder_last_filling (barcode, station_id, begin_time, filling_guid)
       select distinct on (cylinder_barcode) cylinder_barcode, station_id, begin_time, filling_guid
         from filling_record where begin_time >= $1
        order by cylinder_barcode, begin_time desc
       on conflict (barcode) do nothing`,
      [new Date(until.getTime() - 62 * 86_400_000).toISOString()],
    ),
  );
  await step('vacuum analyze', async () => {
    for (const table of ['filling_record', 'filling_guid', 'filling_daily', 'cylinder_last_filling', 'cylinder']) {
      await rawQuery(options, `vacuum (analyze) ${quoteIdentifier(table)}`);
    }
  });
  const marker: ReadyMarker = {
    records: options.records,
    cylinders: options.cylinders,
    stations: options.stations,
    loadSeconds: Math.round((Date.now() - started) / 100) / 10,
    loadedAt: new Date().toISOString(),
  };
  log(`data loaded in ${marker.loadSeconds} s`);
  await writeSchemaMarker(options, marker);
  return marker;
}

/**
 * One bench scale (device number BENCH-<station code>) on each of the first `count` generated fuel-gas stations, with
 * a new secret for this run, and up to 3,000 of each station's liquefied-gas cylinders.
 */
async function ensureScales(db: Db, count: number): Promise<BenchScale[]> {
  const stations = await db
    .selectFrom('station')
    .select(['id', 'code'])
    .where('code', 'like', `${stationCodePrefix}%`)
    .where('station_type', '=', 1)
    .orderBy('code')
    .limit(count)
    .execute();
  if (stations.length < count)
    throw new Error(`only ${stations.length} generated fuel-gas stations for ${count} scales`);
  const scales: BenchScale[] = [];
  for (const station of stations) {
    const secret = randomBytes(24).toString('base64url');
    const deviceCode = `BENCH-${station.code ?? station.id}`;
    const device = await db
      .insertInto('scale_device')
      .values({
        station_id: station.id,
        device_code: deviceCode,
        device_name: '压测秤',
        model: 'SCS-150',
        credential_hash: deviceSecretHash(secret),
      })
      .onConflict((c) => c.column('device_code').doUpdateSet({ credential_hash: deviceSecretHash(secret) }))
      .returning(['id', 'device_guid'])
      .executeTakeFirstOrThrow();
    const cylinders = await db
      .selectFrom('cylinder as c')
      .leftJoin('cylinder_spec as s', 's.id', 'c.spec_id')
      .leftJoin('medium as m', 'm.id', 'c.medium_id')
      .select(['c.id', 'c.barcode', 'c.medium_id', 'm.name as medium', 's.name as spec', 's.preset_weight'])
      .where('c.station_id', '=', station.id)
      .where('c.category', '=', 1)
      .orderBy('c.id')
      .limit(3000)
      .execute();
    if (cylinders.length === 0) throw new Error(`station ${station.id} owns no liquefied-gas cylinder`);
    scales.push({
      deviceId: device.id,
      deviceGuid: device.device_guid,
      secret,
      stationId: station.id,
      cylinders: cylinders.map((c) => ({
        id: Number(c.id),
        barcode: c.barcode,
        mediumId: c.medium_id,
        medium: c.medium,
        spec: c.spec,
        preset: Number(c.preset_weight ?? 14.5),
      })),
    });
  }
  return scales;
}
