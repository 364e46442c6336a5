import { openDatabase, quoteIdentifier } from '@gcs/server/db';
import { migrate } from '../../../apps/server/src/db/migrate';
import { ensureFillingPartitions } from '../../../apps/server/src/db/partitions';
import { regulatorStationIds } from '../../../apps/server/src/platform/dataScope';
import { SessionService } from '../../../apps/server/src/platform/session';
import { holdsPlan, loadFillingHistory, type FillingHistoryMarker } from '../fillingHistory';
import { rawQuery, readSchemaMarker } from '../schemaData';
import type { ReportsBenchOptions } from './options';

export interface ReportsData {
  postgresVersion: string;
  loadedNow: boolean;
  loadSeconds: number;
  loadedAt: string;
  /** Planner estimates (reltuples), not counts. */
  records: number;
  partitions: number;
  recordsSize: string;
  rollupRows: number;
  /** The demo city regulator's session and the stations it supervises (what its scope lets it see). */
  cityToken: string;
  cityStationIds: number[];
}

/**
 * Makes the bench schema hold the demo city, 200 more stations, 1,000,000 cylinders and 50,000,000 filling records
 * over 24 months with their daily rollup (skipped when a previous run completed the same load), then opens a fresh
 * session of the demo city's regulator (`city`).
 */
export async function prepareReportsData(
  options: ReportsBenchOptions,
  log: (line: string) => void,
): Promise<ReportsData> {
  const plan = { ...options, registerGuids: false };
  let marker = await readSchemaMarker<FillingHistoryMarker>(options);
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
    await ensureFillingPartitions(db, [new Date().toISOString().slice(0, 7)]);

    const city = await db
      .selectFrom('app_user')
      .select(['id', 'regulator_id'])
      .where('login_code', '=', 'city')
      .executeTakeFirstOrThrow();
    if (city.regulator_id === null) throw new Error('the demo account city has no regulator');
    await db.deleteFrom('session').where('user_id', '=', city.id).execute();
    const cityToken = await new SessionService(db, { idleMinutes: 120, maxHours: 12, maxPerUser: 20 }).create(city.id, {
      userAgent: 'gcs-bench',
    });
    const regulatorId = city.regulator_id;
    const stations = await db
      .selectFrom('station')
      .select('id')
      .where((eb) => eb('id', 'in', regulatorStationIds(regulatorId)))
      .orderBy('id')
      .execute();

    const facts = await rawQuery<{
      records: string;
      partitions: number;
      size: string;
      rollup: string;
      version: string;
    }>(
      options,
      `select (select sum(c.reltuples)::bigint from pg_inherits i join pg_class c on c.oid = i.inhrelid
                where i.inhparent = 'filling_record'::regclass) as records,
              (select count(*)::int from pg_inherits where inhparent = 'filling_record'::regclass) as partitions,
              pg_size_pretty((select sum(pg_total_relation_size(inhrelid)) from pg_inherits
                where inhparent = 'filling_record'::regclass)) as size,
              (select reltuples::bigint from pg_class where oid = 'filling_daily'::regclass) as rollup,
              version() as version`,
    );
    const row = facts[0];
    return {
      postgresVersion: row?.version ?? '',
      loadedNow,
      loadSeconds: marker?.loadSeconds ?? 0,
      loadedAt: marker?.loadedAt ?? '',
      records: Number(row?.records ?? 0),
      partitions: row?.partitions ?? 0,
      recordsSize: row?.size ?? '',
      rollupRows: Number(row?.rollup ?? 0),
      cityToken,
      cityStationIds: stations.map((station) => station.id),
    };
  } finally {
    await database.close();
  }
}
