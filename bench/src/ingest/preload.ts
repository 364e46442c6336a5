import type pg from 'pg';
import { fillingPartitionName, monthsBetween } from '../../../apps/server/src/db/partitions';

/** One month of preloaded records: its partition's bounds and the record numbers it holds. */
export interface PreloadMonth {
  month: string;
  from: Date;
  to: Date;
  /** Record numbers first..last (1-based over the whole preload; they are the records' ids). */
  first: number;
  last: number;
}

const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);
const nextMonthStart = (month: string) => {
  const start = monthStart(month);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
};

/**
 * Spreads `records` evenly over the `count` calendar months that end with `until`'s month (13: from the first of the
 * month a year before up to `until`), one partition each, in proportion to the time each month covers.
 */
export function planMonths(records: number, until: Date, count = 13): PreloadMonth[] {
  const last = until.toISOString().slice(0, 7);
  const firstDate = new Date(Date.UTC(until.getUTCFullYear(), until.getUTCMonth() - (count - 1), 1));
  const months = monthsBetween(firstDate.toISOString().slice(0, 7), last);
  const span = until.getTime() - firstDate.getTime();
  let done = 0;
  return months.map((month, index) => {
    const from = monthStart(month);
    const to = index === months.length - 1 ? until : nextMonthStart(month);
    const share =
      index === months.length - 1 ? records - done : Math.round((records * (to.getTime() - from.getTime())) / span);
    const planned = { month, from, to, first: done + 1, last: done + share };
    done += share;
    return planned;
  });
}

const operators = ['张伟', '王芳', '李强', '刘洋', '陈静', '杨军', '赵磊', '周敏'];

/**
 * Loads one month: a table shaped like filling_record filled by one INSERT ... SELECT generate_series (every value a
 * function of the record number: barcode of a generated cylinder, its station, that station's scale, weights and
 * times), then attached as the month's partition (which builds its indexes and checks its foreign keys in one pass,
 * faster than maintaining them row by row).
 */
export async function loadMonth(client: pg.Client, month: PreloadMonth, cylinders: number): Promise<void> {
  const partition = fillingPartitionName(month.month);
  const stepSeconds = (month.to.getTime() - month.from.getTime()) / 1000 / Math.max(1, month.last - month.first + 1);
  await client.query(`drop table if exists ${partition}`);
  await client.query(`create table ${partition} (like filling_record including defaults including constraints)`);
  await client.query(
    `insert into ${partition} (
       id, filling_guid, station_id, cylinder_id, cylinder_barcode, balance, cylinder_spec, medium_id, operator_name,
       filling_weight, begin_weight, end_weight, residual_liquid_weight, filling_pressure, temperature, plate_number,
       begin_time, end_time, cylinder_state, operation_time, insert_time, filling_seconds, flags, device_id)
     select g.n, md5('gcs-bench-filling-' || g.n)::uuid, c.station_id, c.id, c.barcode, c.balance, c.spec_name,
            c.medium_id, ($5::text[])[1 + g.h2 % ${operators.length}],
            round(c.preset - g.residual + ((g.h2 >> 8) % 31 - 15) / 100.0, 2),
            round(c.tare + g.residual, 2),
            round(c.tare + c.preset + ((g.h2 >> 8) % 31 - 15) / 100.0, 2),
            g.residual, round(0.55 + (g.h2 >> 4) % 40 / 100.0, 2), 5 + (g.h2 >> 12) % 25, null,
            g.begin_time, g.begin_time + make_interval(secs => g.seconds), 0,
            g.begin_time + make_interval(secs => g.seconds),
            g.begin_time + make_interval(secs => g.seconds + 30), g.seconds, 0, c.scale_id
       from (select n, $1::timestamptz + ((n - $2) + 0.5) * $3 * interval '1 second' as begin_time,
                    (hashint8(n) & 2147483647) as h1, (hashint8(n + 7777777777) & 2147483647) as h2,
                    ((hashint8(n + 3333333333) & 2147483647) % 80) / 100.0 as residual,
                    60 + (hashint8(n + 5555555555) & 2147483647) % 120 as seconds
               from generate_series($2::bigint, $4::bigint) as n
             offset 0) g
       join bench_filling_cylinder c on c.rn = 1 + g.h1 % ${cylinders}`,
    [month.from.toISOString(), month.first, stepSeconds, month.last, operators],
  );
  await client.query(
    `alter table filling_record attach partition ${partition}
       for values from ('${month.from.toISOString()}') to ('${nextMonthStart(month.month).toISOString()}')`,
  );
}

/** Registers one loaded month's guids in filling_guid (a 64-character stand-in content hash). */
export async function registerGuids(client: pg.Client, month: PreloadMonth): Promise<void> {
  await client.query(
    `insert into filling_guid (filling_guid, begin_time, content_hash, device_id, received_at)
     select filling_guid, begin_time, md5(id::text) || md5(filling_guid::text), device_id, insert_time
       from ${fillingPartitionName(month.month)}`,
  );
}

/**
 * The generated cylinders numbered 1..n with what a filling of each needs: its station, that station's first scale,
 * its spec and preset weight (a stand-in tare weight too). An unlogged helper table of the bench schema, dropped after
 * the load.
 */
export async function createCylinderPool(client: pg.Client): Promise<number> {
  await client.query('drop table if exists bench_filling_cylinder');
  await client.query(
    `create unlogged table bench_filling_cylinder as
     select row_number() over (order by c.id)::int as rn, c.id, c.barcode, c.station_id, c.medium_id,
            s.name as spec_name, coalesce(s.preset_weight, 14.5)::numeric as preset,
            case when c.category = 1 then 15.5 else 50 end::numeric as tare,
            d.scale_id, coalesce(d.balance, '1号秤') as balance
       from cylinder c
       left join cylinder_spec s on s.id = c.spec_id
       left join (select station_id, min(id) as scale_id, min(device_name) as balance
                    from scale_device group by station_id) d on d.station_id = c.station_id
      where c.station_id is not null`,
  );
  await client.query('alter table bench_filling_cylinder add primary key (rn)');
  const count = await client.query<{ n: number }>('select count(*)::int as n from bench_filling_cylinder');
  return count.rows[0]?.n ?? 0;
}
