import { randomBytes } from 'node:crypto';
import { openDatabase, quoteIdentifier, type Database } from '@gcs/server/db';
import { migrate } from '../../../apps/server/src/db/migrate';
import { ensureFillingPartitions } from '../../../apps/server/src/db/partitions';
import { deviceSecretHash } from '../../../apps/server/src/platform/deviceCredential';
import { stationCodePrefix } from '../archive/prepare';
import { holdsPlan, loadFillingHistory, type FillingHistoryMarker } from '../fillingHistory';
import { rawQuery, readSchemaMarker } from '../schemaData';
import type { IngestBenchOptions } from './options';

type Db = Database['db'];

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
  let marker = await readSchemaMarker<FillingHistoryMarker>(options);
  const plan = { ...options, months: 13, registerGuids: true };
  const loadedNow = options.reload || !holdsPlan(marker, plan);
  if (loadedNow) {
    log(`dropping schema ${options.schema} (loading from scratch) ...`);
    await rawQuery(options, `drop schema if exists ${quoteIdentifier(options.schema)} cascade`);
  }
  const database = await openDatabase({ url: options.databaseUrl, schema: options.schema, poolSize: 2 });
  const db = database.db;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`migrations applied: ${applied.length} (${applied.at(-1) ?? ''} last)`);
    if (loadedNow) marker = await loadFillingHistory(db, plan, log);
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
