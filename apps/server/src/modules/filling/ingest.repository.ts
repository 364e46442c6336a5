import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { CylinderStatus, defaultFillingRule, FillingCheckKind, type FlaggedCylinder } from '@gcs/contracts';
import { dailyCounters, type DailyIncrement } from '../../db/fillingDaily';
import type { DatabaseSchema } from '../../db/schema';

type Db = Kysely<DatabaseSchema>;
export type Trx = Transaction<DatabaseSchema>;

/** A record of an upload as its guid is registered: its content hash, its start and its barcode. */
export interface OfferedRecord {
  guid: string;
  hash: string;
  beginTime: string;
  barcode: string;
}

export interface LookedUpCylinder {
  id: number;
  category: number;
  mediumId: number | null;
  judged: FlaggedCylinder;
}

/** What the first statement of an upload answers. */
export interface BatchLookUps {
  /** The guids registered now (the new records). */
  claimed: Set<string>;
  /** The stored hash of each guid offered again that was registered before this upload began (null: not hashed). */
  storedHashes: Map<string, string | null>;
  station: { category: number; rule: { clonedLabelMinutes: number; continuousFillingMinutes: number } };
  cylinders: Map<string, LookedUpCylinder>;
  media: Map<string, number>;
  /** The times (ms) of the station's pre-fill checks of each barcode. */
  preChecks: Map<string, number[]>;
  /** The latest filling of each new record's barcode before this upload (none: never filled). */
  last: Map<string, LastFilling>;
}

interface LookUpRow {
  claimed: string[];
  stored: [string, string | null][];
  station: [number | null, number | null, number | null] | null;
  cylinders: [
    number,
    string,
    number,
    number | null,
    number,
    string | null,
    string | null,
    string | null,
    number | string | null,
  ][];
  media: [number, string][];
  pre_checks: [string, string][];
  /** The latest fillings the upsert replaced (barcode, station, begin time, guid). */
  replaced: [string, number, string, string][];
  /** The barcodes whose stored latest filling is not older than the upload's newest (kept, not replaced). */
  kept: string[];
}

/** What the second statement of an upload writes. */
export interface StoredBatch {
  deviceId: number;
  rows: readonly StoredFilling[];
  pairs: readonly ClonedPair[];
  daily: readonly DailyIncrement[];
  /** When the cloned-label pairs were found. */
  at: string;
  /** The scale's last report. */
  reportedAt: string;
}

/** A filling record as the upload stores it. */
export type StoredFilling = Insertable<DatabaseSchema['filling_record']>;

export interface LastFilling {
  barcode: string;
  stationId: number;
  beginTime: Date;
  guid: string;
}

export interface ClonedPair {
  barcode: string;
  first: { guid: string; stationId: number; time: string };
  second: { guid: string; stationId: number; time: string };
}

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The columns an upload writes into filling_record, with the element type of each one's array: a batch goes in as one
 * `insert ... select from unnest(...)` with an array parameter per column, whatever its size (a multi-row VALUES of
 * 500 records takes 11,000 parameters, which cost more to build, send and bind than the rows cost to insert).
 */
const fillingColumns = {
  filling_guid: 'uuid',
  station_id: 'int4',
  cylinder_id: 'int8',
  cylinder_barcode: 'text',
  balance: 'text',
  cylinder_spec: 'text',
  medium_id: 'int4',
  operator_name: 'text',
  filling_weight: 'numeric',
  begin_weight: 'numeric',
  end_weight: 'numeric',
  residual_liquid_weight: 'numeric',
  filling_pressure: 'numeric',
  temperature: 'numeric',
  plate_number: 'text',
  begin_time: 'timestamptz',
  end_time: 'timestamptz',
  cylinder_state: 'int2',
  operation_time: 'timestamptz',
  filling_seconds: 'int4',
  flags: 'int4',
  device_id: 'int4',
} as const satisfies Partial<Record<keyof StoredFilling, string>>;
export const fillingColumnNames = Object.keys(fillingColumns) as (keyof typeof fillingColumns)[];

/** One typed array parameter per column, for `unnest(...)`. */
function columnArrays<Row, Column extends keyof Row & string>(
  rows: readonly Row[],
  columns: Record<Column, string>,
  names: readonly Column[],
) {
  return sql.join(names.map((column) => sql`${rows.map((row) => row[column] ?? null)}::${sql.raw(columns[column])}[]`));
}

/** What storing an upload reads and writes, all inside the upload's transaction. */
export class IngestRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * The first of an upload's two statements: registers the guids not seen before (a guid another upload holds waits
   * for it to finish; without skipStored, every guid or none: see RecentBatches), sets each new barcode's latest
   * filling to the newest of its new records where that is newer (the rows locked until the upload commits, in
   * barcode order), and reads in the same round trip what judging the new records takes: the stored hashes of the
   * guids offered again, the station's category and rule, and of the new records' barcodes the cylinders with their
   * specs, the media, the station's pre-fill checks within [from, to] and the latest fillings as they stood before
   * this upload (those it replaced, from the update itself; those it kept, read after it).
   */
  async claimAndLookUp(
    trx: Trx,
    claims: readonly OfferedRecord[],
    context: {
      deviceId: number;
      stationId: number;
      at: string;
      media: readonly string[];
      from: string;
      to: string;
      /** Skip the guids registered already (a retry); otherwise one registered fails the statement (23505). */
      skipStored: boolean;
    },
  ): Promise<BatchLookUps> {
    const result = await sql<LookUpRow>`
      with offered as (
        select * from unnest(${claims.map((claim) => claim.guid)}::uuid[],
                             ${claims.map((claim) => claim.beginTime)}::timestamptz[],
                             ${claims.map((claim) => claim.hash)}::text[],
                             ${claims.map((claim) => claim.barcode)}::text[]) as o (guid, begin_time, hash, barcode)
      ), claimed as (
        insert into filling_guid (filling_guid, begin_time, content_hash, device_id, received_at)
        select guid, begin_time, hash, ${context.deviceId}::int, ${context.at}::timestamptz from offered
        ${context.skipStored ? sql`on conflict (filling_guid) do nothing` : sql``}
        returning filling_guid
      ), fresh as materialized (
        select coalesce(array_agg(distinct o.barcode), '{}') as barcodes
          from offered o join claimed c on c.filling_guid = o.guid
      ), newest as (
        select distinct on (o.barcode) o.barcode, o.guid, o.begin_time
          from offered o join claimed c on c.filling_guid = o.guid
         order by o.barcode, o.begin_time desc, o.guid
      ), latest as (
        insert into cylinder_last_filling as l (barcode, station_id, begin_time, filling_guid)
        select barcode, ${context.stationId}::int, begin_time, guid from newest order by barcode
        on conflict (barcode) do update
          set station_id = excluded.station_id, begin_time = excluded.begin_time, filling_guid = excluded.filling_guid,
              replaced_station_id = l.station_id, replaced_begin_time = l.begin_time,
              replaced_filling_guid = l.filling_guid
          where excluded.begin_time > l.begin_time
        returning l.barcode, l.replaced_station_id, l.replaced_begin_time, l.replaced_filling_guid
      )
      select
        (select coalesce(json_agg(c.filling_guid), '[]') from claimed c) as claimed,
        (select coalesce(json_agg(json_build_array(g.filling_guid, g.content_hash)), '[]')
           from offered o join filling_guid g on g.filling_guid = o.guid
          where not exists (select from claimed c where c.filling_guid = o.guid)) as stored,
        (select json_build_array(s.station_type, r.cloned_label_minutes, r.continuous_filling_minutes)
           from station s left join filling_rule r on r.area_code = substr(s.division_code, 1, 4) || '00'
          where s.id = ${context.stationId}::int) as station,
        (select coalesce(json_agg(json_build_array(c.id, c.barcode, c.category, c.medium_id, c.status,
                                                   c.next_inspection_date, c.scrap_date, s.name, s.preset_weight)), '[]')
           from cylinder c left join cylinder_spec s on s.id = c.spec_id
          where c.barcode = any((select barcodes from fresh)::text[])) as cylinders,
        (select coalesce(json_agg(json_build_array(m.id, m.name)), '[]')
           from medium m where m.name = any(${[...context.media]}::text[])) as media,
        (select coalesce(json_agg(json_build_array(k.cylinder_barcode, k.check_time)), '[]')
           from filling_check k
          where k.kind = ${FillingCheckKind.Before}::int and k.station_id = ${context.stationId}::int
            and k.cylinder_barcode = any((select barcodes from fresh)::text[])
            and k.check_time >= ${context.from}::timestamptz and k.check_time <= ${context.to}::timestamptz) as pre_checks,
        (select coalesce(json_agg(json_build_array(x.barcode, x.replaced_station_id, x.replaced_begin_time,
                                                   x.replaced_filling_guid)), '[]')
           from latest x where x.replaced_station_id is not null) as replaced,
        (select coalesce(json_agg(n.barcode), '[]')
           from newest n where not exists (select from latest x where x.barcode = n.barcode)) as kept`.execute(trx);
    const row = result.rows[0];
    if (!row?.station) throw new Error('the uploading station does not exist');
    const last = new Map<string, LastFilling>();
    for (const [barcode, stationId, beginTime, guid] of row.replaced) {
      last.set(barcode, { barcode, stationId, beginTime: new Date(beginTime), guid });
    }
    // A kept row is locked by the upsert now: read in a statement of its own, it is the latest committed. One array
    // parameter, not an IN list: an IN list of each length would be another statement for every connection to prepare.
    if (row.kept.length > 0) {
      const kept = await trx
        .selectFrom('cylinder_last_filling')
        .select(['barcode', 'station_id', 'begin_time', 'filling_guid'])
        .where('barcode', '=', sql<string>`any(${row.kept}::text[])`)
        .execute();
      for (const { barcode, station_id, begin_time, filling_guid } of kept) {
        last.set(barcode, { barcode, stationId: station_id, beginTime: new Date(begin_time), guid: filling_guid });
      }
    }
    const [stationType, clonedLabelMinutes, continuousFillingMinutes] = row.station;
    const preChecks = new Map<string, number[]>();
    for (const [barcode, time] of row.pre_checks) {
      const list = preChecks.get(barcode) ?? [];
      list.push(new Date(time).getTime());
      preChecks.set(barcode, list);
    }
    return {
      claimed: new Set(row.claimed),
      storedHashes: new Map(row.stored),
      station: {
        category: stationType && stationType >= 1 && stationType <= 3 ? stationType : 1,
        rule: {
          clonedLabelMinutes: clonedLabelMinutes ?? defaultFillingRule.clonedLabelMinutes,
          continuousFillingMinutes: continuousFillingMinutes ?? defaultFillingRule.continuousFillingMinutes,
        },
      },
      cylinders: new Map(
        row.cylinders.map(([id, barcode, category, mediumId, status, next, scrap, specName, preset]) => [
          barcode,
          {
            id,
            category,
            mediumId,
            judged: {
              status: status as CylinderStatus,
              nextInspectionDate: next,
              scrapDate: scrap,
              specName,
              presetWeight: nullableNumber(preset),
            } satisfies FlaggedCylinder,
          },
        ]),
      ),
      media: new Map(row.media.map(([id, name]) => [name, id])),
      preChecks,
      last,
    };
  }

  /** The stored hashes of guids (those a concurrent upload registered while this one's first statement ran). */
  async storedHashes(trx: Trx, guids: readonly string[]): Promise<Map<string, string | null>> {
    const rows = await trx
      .selectFrom('filling_guid')
      .select(['filling_guid', 'content_hash'])
      .where('filling_guid', '=', sql<string>`any(${[...guids]}::uuid[])`)
      .execute();
    return new Map(rows.map((row) => [row.filling_guid, row.content_hash]));
  }

  /**
   * The second statement: the new records, the cloned-label pairs, the increments of the daily rollup and the scale's
   * last report, written by one statement of data-modifying CTEs. The rollup rows other uploads may also change come
   * sorted by the caller (station, day, category), so concurrent uploads lock them in one order.
   */
  async storeBatch(trx: Trx, batch: StoredBatch) {
    const { rows, pairs, daily } = batch;
    const at = batch.at;
    await sql`
      with records as (
        insert into filling_record (${sql.join(fillingColumnNames.map((column) => sql.ref(column)))})
        select * from unnest(${columnArrays(rows, fillingColumns, fillingColumnNames)})
      ), pairs as (
        insert into cloned_label (barcode, first_guid, first_station_id, first_time, second_guid, second_station_id,
                                  second_time, found_at)
        select *, ${at}::timestamptz
          from unnest(${pairs.map((pair) => pair.barcode)}::text[], ${pairs.map((pair) => pair.first.guid)}::uuid[],
                      ${pairs.map((pair) => pair.first.stationId)}::int4[],
                      ${pairs.map((pair) => pair.first.time)}::timestamptz[],
                      ${pairs.map((pair) => pair.second.guid)}::uuid[],
                      ${pairs.map((pair) => pair.second.stationId)}::int4[],
                      ${pairs.map((pair) => pair.second.time)}::timestamptz[])
        on conflict (second_guid) do nothing
      ), daily as (
        insert into filling_daily (station_id, day, category, ${sql.join(dailyCounters.map((column) => sql.ref(column)))})
        select * from unnest(${daily.map((row) => row.station_id)}::int4[], ${daily.map((row) => row.day)}::date[],
                             ${daily.map((row) => row.category)}::int2[],
                             ${sql.join(
                               dailyCounters.map((column) =>
                                 column === 'weight'
                                   ? sql`${daily.map((row) => row.weight.toFixed(2))}::numeric[]`
                                   : sql`${daily.map((row) => row[column])}::int4[]`,
                               ),
                             )})
        on conflict (station_id, day, category) do update set ${sql.join(
          dailyCounters.map(
            (column) => sql`${sql.ref(column)} = filling_daily.${sql.ref(column)} + excluded.${sql.ref(column)}`,
          ),
        )}
      )
      update scale_device set last_report_at = ${batch.reportedAt}::timestamptz where id = ${batch.deviceId}::int`.execute(
      trx,
    );
  }

  /** Keeps the refused records of a conflicting upload for the regulators (after the upload rolled back). */
  async reportConflicts(
    conflicts: readonly {
      guid: string;
      storedHash: string | null;
      offeredHash: string;
      offered: unknown;
    }[],
    device: { id: number; stationId: number },
  ) {
    await this.db
      .insertInto('filling_upload_conflict')
      .values(
        conflicts.map((conflict) => ({
          filling_guid: conflict.guid,
          device_id: device.id,
          station_id: device.stationId,
          stored_hash: conflict.storedHash,
          offered_hash: conflict.offeredHash,
          offered: JSON.stringify(conflict.offered),
        })),
      )
      .execute();
  }
}
