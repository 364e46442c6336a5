import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FillingFlag } from '@gcs/contracts';
import type { DatabaseSchema } from './schema';

/** The rollup's counters, in its column order. */
export const dailyCounters = [
  'fillings',
  'weight',
  'normal',
  'expired',
  'scrapped',
  'no_archive',
  'over_weight',
  'less_filled',
  'spec_mismatch',
  'no_pre_check',
  'continuous',
  'cloned_label',
] as const;
export type DailyCounter = (typeof dailyCounters)[number];

/** The rollup's counter of each arrival flag. */
export const dailyFlagColumns = [
  [FillingFlag.Expired, 'expired'],
  [FillingFlag.Scrapped, 'scrapped'],
  [FillingFlag.NoArchive, 'no_archive'],
  [FillingFlag.OverWeight, 'over_weight'],
  [FillingFlag.LessFilled, 'less_filled'],
  [FillingFlag.SpecMismatch, 'spec_mismatch'],
  [FillingFlag.NoPreCheck, 'no_pre_check'],
  [FillingFlag.Continuous, 'continuous'],
  [FillingFlag.ClonedLabel, 'cloned_label'],
] as const satisfies readonly (readonly [FillingFlag, DailyCounter])[];
export type DailyFlagColumn = (typeof dailyFlagColumns)[number][1];

/** The rollup's counter of a flag. */
export function dailyColumnOf(flag: FillingFlag): DailyFlagColumn {
  const column = dailyFlagColumns.find(([candidate]) => candidate === flag)?.[1];
  if (!column) throw new Error(`no rollup counter for flag ${flag}`);
  return column;
}

/** One row of increments to the daily rollup. */
export type DailyIncrement = { station_id: number; day: string; category: number } & Record<DailyCounter, number>;

/**
 * The daily rollup computed from the records themselves: what the rollup kept in each upload's transaction must equal
 * (a test checks it), and how the demo data fills the rollup after loading its records.
 */
export async function rebuildFillingDaily(db: Kysely<DatabaseSchema>): Promise<void> {
  await sql`delete from filling_daily`.execute(db);
  await sql`
    insert into filling_daily (station_id, day, category, ${sql.join(dailyCounters.map((column) => sql.ref(column)))})
    select * from (${rawDailyQuery()}) raw`.execute(db);
}

/**
 * The rollup's rows aggregated straight from filling_record (China days; no-archive fillings by station type); with a
 * condition on the records (alias `f`), what those records count (what deleting them takes off the rollup).
 */
export function rawDailyQuery(only?: RawBuilder<boolean>) {
  const bit = (flag: number) => sql`count(*) filter (where f.flags & ${sql.lit(flag)} <> 0)::int`;
  const archiveState = FillingFlag.Expired | FillingFlag.Scrapped | FillingFlag.NoArchive;
  return sql`
    select f.station_id,
           ((f.begin_time + interval '8 hours') at time zone 'UTC')::date as day,
           coalesce(c.category, case when s.station_type between 1 and 3 then s.station_type else 1 end)::smallint
             as category,
           count(*)::int as fillings,
           coalesce(sum(f.filling_weight), 0)::numeric(14, 2) as weight,
           count(*) filter (where f.flags & ${sql.lit(archiveState)} = 0)::int as normal,
           ${bit(FillingFlag.Expired)} as expired, ${bit(FillingFlag.Scrapped)} as scrapped,
           ${bit(FillingFlag.NoArchive)} as no_archive, ${bit(FillingFlag.OverWeight)} as over_weight,
           ${bit(FillingFlag.LessFilled)} as less_filled, ${bit(FillingFlag.SpecMismatch)} as spec_mismatch,
           ${bit(FillingFlag.NoPreCheck)} as no_pre_check, ${bit(FillingFlag.Continuous)} as continuous,
           ${bit(FillingFlag.ClonedLabel)} as cloned_label
      from filling_record f
      join station s on s.id = f.station_id
      left join cylinder c on c.id = f.cylinder_id
     ${only ? sql`where ${only}` : sql``}
     group by 1, 2, 3`;
}
