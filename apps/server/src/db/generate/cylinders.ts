import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../schema';
import { ensureReferenceData, intArray, loadReferencePools, type ReferencePools } from './reference';

type Db = Kysely<DatabaseSchema>;

export interface GenerateCylindersOptions {
  /** How many generated cylinders the table should hold (default 1,000,000). */
  count?: number;
  /** Changes every drawn value; the same seed and count give the same rows. */
  seed?: number;
  /** Rows per INSERT ... SELECT statement (default 100,000). */
  chunkSize?: number;
  /** The day the data is "as of" (yyyy-MM-dd): dates are spread before it. */
  anchorDate?: string;
  /** Progress lines; default console.log. */
  log?: (line: string) => void;
}

export interface GenerateCylindersResult {
  /** Rows inserted by this call (0 when the table already held them all). */
  inserted: number;
  /** Generated cylinders present afterwards. */
  total: number;
  milliseconds: number;
}

/** Prefix of generated barcodes ('BG' + 10 digits); the demo data uses another prefix. */
export const generatedBarcodePrefix = 'BG';

/** The barcode of generated cylinder number n (1-based). */
export function generatedBarcode(n: number): string {
  return `${generatedBarcodePrefix}${String(n).padStart(10, '0')}`;
}

/**
 * Fills the cylinder table with `count` generated cylinders using set-based SQL, chunk by chunk, then ANALYZEs it.
 * Every value is a deterministic function of the row number and the seed (md5-derived draws), so the result is the
 * same on PostgreSQL and on PGlite. A chunk whose last barcode already exists is skipped, so a re-run is quick and
 * an interrupted run resumes where it stopped.
 */
export async function generateCylinders(
  db: Db,
  options: GenerateCylindersOptions = {},
): Promise<GenerateCylindersResult> {
  const count = options.count ?? 1_000_000;
  const seed = options.seed ?? 1;
  const chunkSize = options.chunkSize ?? 100_000;
  const anchorDate = options.anchorDate ?? '2025-06-30';
  const log = options.log ?? ((line: string) => console.log(line));
  if (!Number.isSafeInteger(count) || count < 0 || count > 9_999_999_999) throw new Error(`invalid count ${count}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`invalid seed ${seed}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(anchorDate)) throw new Error(`invalid anchor date ${anchorDate}`);

  const started = Date.now();
  await ensureReferenceData(db);
  const pools = await loadReferencePools(db);
  const chunks: Array<[number, number]> = [];
  for (let from = 1; from <= count; from += chunkSize) {
    const to = Math.min(count, from + chunkSize - 1);
    if (!(await barcodeExists(db, generatedBarcode(to)))) chunks.push([from, to]);
  }
  const pending = chunks.reduce((sum, [from, to]) => sum + to - from + 1, 0);
  // Maintaining the secondary indexes row by row costs most of the load time; rebuilding them once is faster.
  const deferred = pending >= deferIndexesFrom ? await dropSecondaryIndexes(db) : [];
  if (deferred.length > 0) log(`secondary indexes dropped for the load: ${deferred.map((i) => i.name).join(', ')}`);
  let inserted = 0;
  try {
    for (const [from, to] of chunks) {
      const chunkStarted = Date.now();
      const result = await chunkInsert(pools, from, to, seed, anchorDate).execute(db);
      inserted += Number(result.numAffectedRows ?? 0);
      const seconds = ((Date.now() - chunkStarted) / 1000).toFixed(1);
      log(`cylinders ${from}..${to} of ${count} inserted in ${seconds} s`);
    }
  } finally {
    if (deferred.length > 0) {
      const rebuildStarted = Date.now();
      await recreateIndexes(db, deferred);
      log(`secondary indexes rebuilt in ${((Date.now() - rebuildStarted) / 1000).toFixed(1)} s`);
    }
  }
  if (inserted > 0) {
    log('analyze cylinder ...');
    await sql`analyze cylinder`.execute(db);
  }
  const total = await countGenerated(db, count);
  const milliseconds = Date.now() - started;
  log(`${inserted} cylinders inserted, ${total} generated present, ${(milliseconds / 1000).toFixed(1)} s`);
  return { inserted, total, milliseconds };
}

/** Loads at least this many rows with the secondary indexes dropped and rebuilt afterwards. */
const deferIndexesFrom = 200_000;

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Drops the cylinder indexes that back no constraint (the primary key and the unique barcode stay). */
async function dropSecondaryIndexes(db: Db): Promise<IndexDefinition[]> {
  const result = await sql<IndexDefinition>`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    where x.indrelid = 'cylinder'::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by i.relname`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (const index of result.rows) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  });
  return result.rows;
}

async function recreateIndexes(db: Db, indexes: IndexDefinition[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    for (const index of indexes) await sql.raw(index.definition).execute(trx);
  });
}

async function barcodeExists(db: Db, barcode: string): Promise<boolean> {
  const row = await db.selectFrom('cylinder').select('id').where('barcode', '=', barcode).executeTakeFirst();
  return row !== undefined;
}

/** Generated cylinders 1..count present (probes their barcodes through the unique index in one statement). */
async function countGenerated(db: Db, count: number): Promise<number> {
  const result = await sql<{ total: string | number }>`
    select count(*) as total from cylinder
    where barcode >= ${generatedBarcode(1)} and barcode <= ${generatedBarcode(Math.max(1, count))}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/** `ids[1 + draw % n]`, or NULL when there is nothing to pick. */
function pick(ids: number[], draw: RawBuilder<unknown>) {
  return ids.length === 0 ? sql`null::int` : sql`(${intArray(ids)})[1 + (${draw}) % ${sql.lit(ids.length)}]`;
}

function byCategory(pool: Record<1 | 2 | 3, number[]>, draw: RawBuilder<unknown>, alias = 'g') {
  return sql`case ${sql.ref(`${alias}.category`)} when 1 then ${pick(pool[1], draw)} when 2 then ${pick(pool[2], draw)}
    else ${pick(pool[3], draw)} end`;
}

/** 28 bits (7 hex digits) of an md5 digest as a non-negative integer. */
const bits = (digest: 'a' | 'b' | 'c', slot: 0 | 1 | 2 | 3) =>
  sql.raw(`('x' || substr(${digest}, ${1 + slot * 7}, 7))::bit(28)::int`);

/**
 * One INSERT ... SELECT over generate_series(from, to). Each level computes a few columns from the level below;
 * `offset 0` keeps the planner from flattening the levels, which would recompute the md5 draws at every use.
 */
function chunkInsert(pools: ReferencePools, from: number, to: number, seed: number, anchorDate: string) {
  const r = (name: string) => sql.ref(`g.${name}`) as RawBuilder<unknown>;
  const anchor = sql`${sql.lit(anchorDate)}::date`;
  return sql`
    insert into cylinder (
      barcode, category, station_id, belong_type, vendor_id, serial_number, vendor_barcode, self_code, register_code,
      type_id, medium_id, spec_id, make_date, last_inspection_date, next_inspection_date, scrap_date,
      nominal_working_pressure, volume, wall_thickness, status, is_blacklisted, remark, proof_material,
      record_entity_name, record_man, record_time, is_issued, issued_no,
      department_name, plate_num, vc_type_name, install_entity_name, install_date,
      is_installed_pressure_retaining_valve
    )
    select
      'BG' || lpad(g.n::text, 10, '0'),
      g.category,
      g.station_id,
      case when g.r5 % 100 < 85 then 0 when g.r5 % 100 < 95 then 1 else 2 end,
      ${pick(pools.vendors, r('r6'))},
      'SN' || to_char(g.make_date, 'YYYY') || lpad((g.r7 % 1000000)::text, 6, '0'),
      case when g.r8 % 10 < 7 then 'VB' || lpad(((g.n * 7919) % 10000000000)::text, 10, '0') end,
      case when g.r9 % 10 < 6 then 'ZY' || g.station_id || '-' || g.n end,
      case when g.r9 % 10 < 8 then 'TS' || lpad(g.n::text, 10, '0') end,
      ${byCategory(pools.typesByCategory, r('r10'))},
      ${byCategory(pools.mediaByCategory, r('r11'))},
      ${byCategory(pools.specsByCategory, r('r12'))},
      g.make_date,
      g.last_inspection_date,
      (coalesce(g.last_inspection_date, g.make_date) + make_interval(years => g.cycle_years))::date,
      (g.make_date + make_interval(years => g.life_years))::date,
      case g.category when 1 then 2.10 when 2 then 15.00 else 20.00 end,
      case g.category when 1 then 35.50 when 2 then 40.00 else 80.00 end,
      case g.category when 1 then 2.50 when 2 then 5.70 else 8.00 end,
      g.status,
      g.r4 % 1000 < 5,
      case when g.r4 % 100 = 7 then '批量生成数据' end,
      g.r1 % 16,
      '生成数据充装站',
      '系统生成',
      (g.make_date + (g.r3 % 60))::timestamptz + make_interval(mins => g.r2 % 600),
      g.r8 % 10 < 6,
      case when g.r8 % 10 < 6 then 'FZ' || lpad(g.n::text, 10, '0') end,
      case when g.category = 3 then (array['城市公交公司', '出租汽车公司', '物流运输公司'])[1 + g.r10 % 3] end,
      case when g.category = 3 then
        '浙F' || chr(65 + g.r11 % 26) || lpad(((g.n * 104729) % 100000)::text, 5, '0') end,
      case when g.category = 3 then (array['公交车', '出租车', '重型罐式货车', '轻型客车'])[1 + g.r12 % 4] end,
      case when g.category = 3 then '生成数据汽车改装厂' end,
      case when g.category = 3 then g.make_date + (g.r3 % 90) end,
      case when g.category = 3 then g.r2 % 2 = 0 end
    from (
      select d.*, ${byCategory(pools.stationsByType, sql.ref('d.r4'), 'd')} as station_id,
        case when d.periods = 0 then null
          -- about 7% skipped their last due inspection, so they are overdue now
          else (d.make_date + make_interval(years => d.cycle_years * (d.periods - (d.r2 % 100 < 7)::int)))::date
            + (d.r3 % 45) end as last_inspection_date
      from (
        select c.*,
          ((${anchor} - c.make_date) / (c.cycle_years * 365))::int as periods
        from (
          select b.*,
            (${anchor} - b.age_days) as make_date,
            case b.category when 1 then 4 else 3 end as cycle_years,
            case b.category when 1 then 8 when 2 then 30 else 15 end as life_years,
            case when b.r13 % 1000 < 900 then 0 when b.r13 % 1000 < 930 then 2 when b.r13 % 1000 < 950 then 5
              when b.r13 % 1000 < 965 then 6 when b.r13 % 1000 < 980 then 7 when b.r13 % 1000 < 990 then 8
              else 9 end as status
          from (
            select a.*,
              case when a.r0 % 100 < 65 then 1 when a.r0 % 100 < 85 then 2 else 3 end as category,
              -- liquefied cylinders live 8 years (1% beyond), industrial up to 20, vehicle up to 12
              case when a.r0 % 100 < 65 then a.r1 % (case when a.r1 % 100 = 0 then 3650 else 2920 end)
                when a.r0 % 100 < 85 then a.r1 % 7300 else a.r1 % 4380 end as age_days
            from (
              select n, ${bits('a', 0)} as r0, ${bits('a', 1)} as r1, ${bits('a', 2)} as r2, ${bits('a', 3)} as r3,
                ${bits('b', 0)} as r4, ${bits('b', 1)} as r5, ${bits('b', 2)} as r6, ${bits('b', 3)} as r7,
                ${bits('c', 0)} as r8, ${bits('c', 1)} as r9, ${bits('c', 2)} as r10, ${bits('c', 3)} as r11,
                (${bits('a', 0)} # ${bits('c', 3)}) as r12, (${bits('b', 0)} # ${bits('c', 0)}) as r13
              from (
                select n, md5(${sql.lit(`a${seed}:`)} || n) as a, md5(${sql.lit(`b${seed}:`)} || n) as b,
                  md5(${sql.lit(`c${seed}:`)} || n) as c
                from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as n
                offset 0
              ) h
              offset 0
            ) a
            offset 0
          ) b
          offset 0
        ) c
        offset 0
      ) d
    ) g
    on conflict (barcode) do nothing`;
}
