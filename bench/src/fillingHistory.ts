import type pg from 'pg';
import { quoteIdentifier, type Database } from '@gcs/server/db';
import { generateCylinders } from '../../apps/server/src/db/generate/cylinders';
import { rebuildFillingDaily } from '../../apps/server/src/db/fillingDaily';
import { seedDemoData } from '../../apps/server/src/db/seed/index';
import { ensureStations } from './archive/prepare';
import { createCylinderPool, loadMonth, planMonths, registerGuids } from './ingest/preload';
import { connectToSchema, rawQuery, writeSchemaMarker, type BenchSchema } from './schemaData';

type Db = Database['db'];

/** What a bench schema of filling history holds: how many records over how many months, of how many cylinders. */
export interface FillingHistoryPlan extends BenchSchema {
  records: number;
  cylinders: number;
  /** Extra filling stations spread over the demo city's districts, a scale each. */
  stations: number;
  /** Calendar months the records spread over, the last one ending an hour before the load. */
  months: number;
  /** Registers every record's guid in filling_guid (the ingest bench's duplicate check needs them). */
  registerGuids: boolean;
}

/** Written as the schema's comment once the load is complete; a later run that finds it reuses the data. */
export interface FillingHistoryMarker {
  records: number;
  cylinders: number;
  stations: number;
  months: number;
  loadSeconds: number;
  loadedAt: string;
}

/** Whether a schema's marker records a complete load of this plan. */
export const holdsPlan = (marker: FillingHistoryMarker | undefined, plan: FillingHistoryPlan) =>
  marker !== undefined &&
  marker.records === plan.records &&
  marker.cylinders === plan.cylinders &&
  (marker.months ?? 13) === plan.months;

/**
 * The demo city, the extra stations with a scale each, the cylinders; then the records month by month (and their
 * guids when asked), the daily rollup, the barcodes' latest fillings; VACUUM ANALYZE (so that autovacuum does not
 * start during a measurement) and the ready marker.
 */
export async function loadFillingHistory(
  db: Db,
  plan: FillingHistoryPlan,
  log: (line: string) => void,
): Promise<FillingHistoryMarker> {
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
  await step(`${plan.stations} extra filling stations with a scale each`, async () => {
    await ensureStations(db, plan.stations, log);
    await rawQuery(
      plan,
      `insert into scale_device (station_id, device_code, device_name, model)
       select s.id, s.code || '-B1', case when s.station_type = 3 then '1号加气机' else '1号秤' end, 'SCS-150'
         from station s
        where s.kind = 1 and not exists (select 1 from scale_device d where d.station_id = s.id)`,
    );
  });
  await step(`${plan.cylinders.toLocaleString('en')} generated cylinders`, () =>
    generateCylinders(db, { count: plan.cylinders, seed: 1, anchorDate: until.toISOString().slice(0, 10), log }),
  );

  const client = await connectToSchema(plan);
  try {
    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query('set synchronous_commit = off');
    let cylinders = 0;
    await step('cylinder pool of the records', async () => {
      cylinders = await createCylinderPool(client);
    });
    // The guid registry's primary key is built once after the load (sorting 20M guids beats 20M random inserts); the
    // foreign keys that reference it (delivery_record) depend on it, so they go with it and come back after it.
    const dependents = plan.registerGuids ? await foreignKeysTo(client, 'filling_guid') : [];
    for (const key of dependents) await client.query(`alter table ${key.owner} drop constraint ${key.name}`);
    if (plan.registerGuids) await client.query('alter table filling_guid drop constraint filling_guid_pkey');
    for (const month of planMonths(plan.records, until, plan.months)) {
      const count = month.last - month.first + 1;
      await step(`${month.month}: ${count.toLocaleString('en')} filling records`, async () => {
        await loadMonth(client, month, cylinders);
        if (plan.registerGuids) await registerGuids(client, month);
      });
    }
    if (plan.registerGuids) {
      await step('filling_guid primary key', () =>
        client.query('alter table filling_guid add constraint filling_guid_pkey primary key (filling_guid)'),
      );
    }
    for (const key of dependents)
      await client.query(`alter table ${key.owner} add constraint ${key.name} ${key.definition}`);
    await client.query(`select setval(pg_get_serial_sequence('filling_record', 'id'), $1)`, [plan.records]);
    await client.query('drop table bench_filling_cylinder');
  } finally {
    await client.end();
  }
  await step('daily rollup (filling_daily) from the records', () => rebuildFillingDaily(db));
  await step('latest filling of each barcode (last two months)', () =>
    rawQuery(
      plan,
      `insert into cylinder_last_filling (barcode, station_id, begin_time, filling_guid)
       select distinct on (cylinder_barcode) cylinder_barcode, station_id, begin_time, filling_guid
         from filling_record where begin_time >= $1
        order by cylinder_barcode, begin_time desc
       on conflict (barcode) do nothing`,
      [new Date(until.getTime() - 62 * 86_400_000).toISOString()],
    ),
  );
  await step('vacuum analyze', async () => {
    // The cylinder rollups too: filled by the cylinder trigger during the load, their statistics are still the empty
    // tables' of the migrations, and the reports reading them would be planned on those.
    const rollups = [
      'cylinder_count',
      'cylinder_status_count',
      'cylinder_due_day',
      'cylinder_in_use_day',
      'cylinder_in_use_month',
    ];
    for (const table of [
      'filling_record',
      'filling_guid',
      'filling_daily',
      'cylinder_last_filling',
      'cylinder',
      ...rollups,
    ]) {
      await rawQuery(plan, `vacuum (analyze) ${quoteIdentifier(table)}`);
    }
  });
  const marker: FillingHistoryMarker = {
    records: plan.records,
    cylinders: plan.cylinders,
    stations: plan.stations,
    months: plan.months,
    loadSeconds: Math.round((Date.now() - started) / 100) / 10,
    loadedAt: new Date().toISOString(),
  };
  log(`data loaded in ${marker.loadSeconds} s`);
  await writeSchemaMarker(plan, marker);
  return marker;
}

/** The foreign keys of other tables that reference a table, with their definitions (to drop and re-add them). */
async function foreignKeysTo(client: pg.Client, table: string) {
  const { rows } = await client.query<{ owner: string; name: string; definition: string }>(
    `select conrelid::regclass::text as owner, quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and confrelid = $1::regclass`,
    [table],
  );
  return rows;
}
