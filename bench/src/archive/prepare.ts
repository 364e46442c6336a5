import { openDatabase, quoteIdentifier, type Database } from '@gcs/server/db';
import { generateCylinders } from '../../../apps/server/src/db/generate/cylinders';
import { migrate } from '../../../apps/server/src/db/migrate';
import { seedDemoData } from '../../../apps/server/src/db/seed/index';
import { demoAreaCode, demoDistricts } from '../../../apps/server/src/db/seed/demoCity';
import { hashPasswordDigest, sm3Hex } from '../../../apps/server/src/platform/passwords';
import { SessionService } from '../../../apps/server/src/platform/session';
import { rawQuery, readSchemaMarker, writeSchemaMarker } from '../schemaData';
import type { ArchiveBenchOptions } from './options';

type Db = Database['db'];

/** The day the generated data is "as of", fixed so that every run generates the same rows. */
export const anchorDate = '2026-11-01';
/** The typical filter's next-inspection window: the six months after the anchor (yyyy-MM, both ends included). */
export const inspectionWindow = { start: '2026-12', end: '2027-05' } as const;
/** First day of the window and the first day after it, as the baseline compares them. */
export const inspectionDays = { from: '2026-12-01', before: '2027-06-01' } as const;
/** Cylinder category of the filter (the list's default, 1: liquefied gas) and status (0: normal). */
export const listCategory = 1;
export const listStatus = 0;

export const stationCodePrefix = 'BA';
const userPrefix = 'bench_city_';
const cityRoleName = '市级监管';

/** Written as the schema's comment once the data is complete; a later run that finds it reuses the data. */
interface ReadyMarker {
  cylinders: number;
  stations: number;
  generationSeconds: number;
  generatedAt: string;
}

export interface QueriedStation {
  id: number;
  name: string;
  /** Category-1 cylinders the station owns. */
  cylinders: number;
  /** Of those: status 0 and next inspection inside the window (what the typical filter finds). */
  matching: number;
}

export interface ArchiveData {
  postgresVersion: string;
  /** True when this run generated the data; false when it reused a complete schema. */
  generatedNow: boolean;
  generationSeconds: number;
  cylindersInTable: number;
  stationsInCity: number;
  cityRegulatorId: number;
  userIds: number[];
  /** Bearer tokens of the users' sessions, one per user, made by the platform's session service. */
  tokens: string[];
  queriedStations: QueriedStation[];
  tableSizes: { cylinderHeap: string; cylinderIndexes: string };
}

/**
 * Makes the bench schema hold the demo city with about 1,000 filling stations and the generated cylinders (skipped
 * when a previous run completed it), then creates city-regulator users with fresh sessions.
 */
export async function prepareArchiveData(
  options: ArchiveBenchOptions,
  log: (line: string) => void,
): Promise<ArchiveData> {
  if (options.regenerate) {
    log(`dropping schema ${options.schema} ...`);
    await rawQuery(options, `drop schema if exists ${quoteIdentifier(options.schema)} cascade`);
  }
  const database = await openDatabase({ url: options.databaseUrl, schema: options.schema, poolSize: 4 });
  const db = database.db;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
    let marker = await readSchemaMarker<ReadyMarker>(options);
    const generatedNow = marker?.cylinders !== options.cylinders || marker.stations !== options.stations;
    if (generatedNow) marker = await generate(db, options, log);
    else log(`reusing the data of ${marker?.generatedAt ?? '?'} (BENCH_REGENERATE=1 or --regenerate builds it again)`);

    const city = await db
      .selectFrom('regulator')
      .select('id')
      .where('division_code', '=', demoAreaCode)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const userIds = await ensureUsers(db, city.id, options.users);
    await db.deleteFrom('session').where('user_id', 'in', userIds).execute();
    const sessions = new SessionService(db, { idleMinutes: 120, maxHours: 12, maxPerUser: 20 });
    const tokens: string[] = [];
    for (const id of userIds) tokens.push(await sessions.create(id, { userAgent: 'gcs-bench' }));

    const queriedStations = await pickStations(db, options);
    const counts = await db
      .selectFrom('cylinder')
      .select((eb) => [eb.fn.countAll<string>().as('rows')])
      .executeTakeFirstOrThrow();
    const stationsInCity = await db
      .selectFrom('station')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 1)
      .where('division_code', 'like', `${demoAreaCode.slice(0, 4)}%`)
      .executeTakeFirstOrThrow();
    const sizes = await rawQuery<{ heap: string; indexes: string }>(
      options,
      `select pg_size_pretty(pg_table_size('cylinder')) as heap, pg_size_pretty(pg_indexes_size('cylinder')) as indexes`,
    );
    const version = await rawQuery<{ version: string }>(options, 'select version() as version');
    return {
      postgresVersion: version[0]?.version ?? '',
      generatedNow,
      generationSeconds: marker?.generationSeconds ?? 0,
      cylindersInTable: Number(counts.rows),
      stationsInCity: Number(stationsInCity.n),
      cityRegulatorId: city.id,
      userIds,
      tokens,
      queriedStations,
      tableSizes: { cylinderHeap: sizes[0]?.heap ?? '', cylinderIndexes: sizes[0]?.indexes ?? '' },
    };
  } finally {
    await database.close();
  }
}

/** Reference data (the demo city), the extra stations, the cylinders, VACUUM ANALYZE; then the ready marker. */
async function generate(db: Db, options: ArchiveBenchOptions, log: (line: string) => void): Promise<ReadyMarker> {
  const started = Date.now();
  const station = await db.selectFrom('station').select('id').limit(1).executeTakeFirst();
  if (!station) {
    log('loading the demo city (regions, regulators, stations, reference data, accounts, 2,000 demo cylinders) ...');
    await seedDemoData(db, { cylinders: 2000, fillingRecords: 0, imageShare: 0, anchorDate, seed: 20240601 });
  }
  await ensureStations(db, options.stations, log);
  const generation = await generateCylinders(db, { count: options.cylinders, seed: 1, anchorDate, log });
  log('vacuum analyze ...');
  const vacuumStarted = Date.now();
  // VACUUM sets the visibility map (index-only scans need it), as autovacuum would soon after a bulk load.
  for (const table of ['cylinder', 'station', 'regulator', 'regulator_station', 'division', 'app_user', 'role_menu']) {
    await rawQuery(options, `vacuum (analyze) ${quoteIdentifier(table)}`);
  }
  log(`vacuum analyze took ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  const marker: ReadyMarker = {
    cylinders: options.cylinders,
    stations: options.stations,
    generationSeconds: Math.round((Date.now() - started) / 100) / 10,
    generatedAt: new Date().toISOString(),
  };
  log(
    `data generated in ${marker.generationSeconds} s (${generation.inserted.toLocaleString('en')} cylinders inserted ` +
      `in ${(generation.milliseconds / 1000).toFixed(1)} s)`,
  );
  await writeSchemaMarker(options, marker);
  return marker;
}

/**
 * Adds `count` filling stations spread over the demo city's districts (65 % fuel gas, 20 % industrial, 15 %
 * vehicle, like the cylinder categories, so that every station owns about the same number of cylinders), each bound
 * to its district's regulator.
 */
export async function ensureStations(db: Db, count: number, log: (line: string) => void): Promise<void> {
  const regulators = await db
    .selectFrom('regulator')
    .select(['id', 'division_code'])
    .where('parent_id', 'is not', null)
    .execute();
  const regulatorOf = new Map(regulators.map((r) => [r.division_code, r.id]));
  const rows = Array.from({ length: count }, (_, i) => {
    const district = demoDistricts[i % demoDistricts.length] ?? demoDistricts[0];
    if (!district) throw new Error('no demo district');
    const share = i % 20;
    const stationType = share < 13 ? 1 : share < 17 ? 2 : 3;
    return {
      code: `${stationCodePrefix}${String(i + 1).padStart(5, '0')}`,
      name: `${district.name}生成数据第${i + 1}${stationType === 3 ? '加气站' : '充装站'}`,
      kind: 1,
      station_type: stationType,
      division_code: district.code,
    };
  });
  let added = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insertInto('station')
      .values(rows.slice(start, start + 500))
      .onConflict((c) => c.column('code').doNothing())
      .returning(['id', 'division_code'])
      .execute();
    added += inserted.length;
    const bindings = inserted.flatMap((s) => {
      const regulatorId = regulatorOf.get(s.division_code);
      return regulatorId === undefined ? [] : [{ regulator_id: regulatorId, station_id: s.id }];
    });
    if (bindings.length > 0) await db.insertInto('regulator_station').values(bindings).execute();
  }
  if (added > 0) log(`${added} filling stations added to the demo city`);
}

/** City regulators (level 2, the demo city's regulator, the demo role 市级监管 that holds menu 001001). */
async function ensureUsers(db: Db, cityRegulatorId: number, count: number): Promise<number[]> {
  const role = await db.selectFrom('role').select('id').where('name', '=', cityRoleName).executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const loginCode = `${userPrefix}${String(i).padStart(2, '0')}`;
    const existing = await db
      .selectFrom('app_user')
      .select('id')
      .where('login_code', '=', loginCode)
      .executeTakeFirst();
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const salt = `bench-salt-${i}`;
    const inserted = await db
      .insertInto('app_user')
      .values({
        login_code: loginCode,
        user_name: `压测市级监管员${i}`,
        password_salt: salt,
        password_hash: await hashPasswordDigest(sm3Hex(`Bench@${loginCode}`), salt),
        role_id: role.id,
        belong_to_type: 10,
        regulator_id: cityRegulatorId,
        level: 2,
        update_password_time: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(inserted.id);
  }
  return ids;
}

/**
 * The first `count` generated fuel-gas stations (by code), with how many category-1 cylinders each owns and how
 * many the typical filter finds.
 */
async function pickStations(db: Db, options: ArchiveBenchOptions): Promise<QueriedStation[]> {
  const stations = await db
    .selectFrom('station')
    .select(['id', 'name'])
    .where('code', 'like', `${stationCodePrefix}%`)
    .where('station_type', '=', 1)
    .orderBy('code')
    .limit(options.queriedStations)
    .execute();
  if (stations.length === 0) throw new Error('no generated fuel-gas station');
  const counts = await rawQuery<{ station_id: number; cylinders: string; matching: string }>(
    options,
    `select station_id, count(*) as cylinders,
       count(*) filter (where status = $1 and next_inspection_date >= $2 and next_inspection_date < $3) as matching
     from cylinder
     where station_id = any($4::int[]) and category = $5
     group by station_id`,
    [listStatus, inspectionDays.from, inspectionDays.before, stations.map((s) => s.id), listCategory],
  );
  const byId = new Map(counts.map((row) => [row.station_id, row]));
  return stations.map((s) => ({
    id: s.id,
    name: s.name,
    cylinders: Number(byId.get(s.id)?.cylinders ?? 0),
    matching: Number(byId.get(s.id)?.matching ?? 0),
  }));
}
