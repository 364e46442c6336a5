import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { CylinderStatus, defaultFillingRule, FillingCheckKind, type FlaggedCylinder } from '@gcs/contracts';
import { dailyCounters, type DailyIncrement } from '../../db/fillingDaily';
import type { DatabaseSchema } from '../../db/schema';

type Db = Kysely<DatabaseSchema>;
export type Trx = Transaction<DatabaseSchema>;

export interface ClaimedGuid {
  guid: string;
  hash: string;
  beginTime: string;
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

/** `column = any($1::text[])`: one array parameter instead of an IN list of one parameter per barcode. */
const anyOf = (values: readonly string[]) => sql<string>`any(${[...values]}::text[])`;

/** What storing an upload reads and writes, all inside the upload's transaction. */
export class IngestRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Registers the guids not seen before and answers those; a guid another upload holds waits for it to finish. */
  async claimGuids(trx: Trx, claims: readonly ClaimedGuid[], deviceId: number, at: string): Promise<Set<string>> {
    const result = await sql<{ filling_guid: string }>`
      insert into filling_guid (filling_guid, begin_time, content_hash, device_id, received_at)
      select guid, begin_time, hash, ${deviceId}::int, ${at}::timestamptz
        from unnest(${claims.map((claim) => claim.guid)}::uuid[], ${claims.map((claim) => claim.beginTime)}::timestamptz[],
                    ${claims.map((claim) => claim.hash)}::text[]) as claim (guid, begin_time, hash)
      on conflict (filling_guid) do nothing
      returning filling_guid`.execute(trx);
    return new Set(result.rows.map((row) => row.filling_guid));
  }

  storedHashes(trx: Trx, guids: readonly string[]) {
    return trx
      .selectFrom('filling_guid')
      .select(['filling_guid', 'content_hash'])
      .where('filling_guid', 'in', guids)
      .execute();
  }

  /** The station's cylinder category by its type, and the windows of its city (the defaults when it set none). */
  async stationContext(trx: Trx, stationId: number) {
    const row = await trx
      .selectFrom('station as s')
      .leftJoin('filling_rule as r', (join) =>
        join.on('r.area_code', '=', sql<string>`substr(s.division_code, 1, 4) || '00'`),
      )
      .select(['s.station_type', 'r.cloned_label_minutes', 'r.continuous_filling_minutes'])
      .where('s.id', '=', stationId)
      .executeTakeFirstOrThrow();
    return {
      category: row.station_type && row.station_type >= 1 && row.station_type <= 3 ? row.station_type : 1,
      rule: {
        clonedLabelMinutes: row.cloned_label_minutes ?? defaultFillingRule.clonedLabelMinutes,
        continuousFillingMinutes: row.continuous_filling_minutes ?? defaultFillingRule.continuousFillingMinutes,
      },
    };
  }

  async cylinders(trx: Trx, barcodes: readonly string[]) {
    const rows = await trx
      .selectFrom('cylinder as c')
      .leftJoin('cylinder_spec as s', 's.id', 'c.spec_id')
      .select([
        'c.id',
        'c.barcode',
        'c.category',
        'c.medium_id',
        'c.status',
        'c.next_inspection_date',
        'c.scrap_date',
        's.name as spec_name',
        's.preset_weight',
      ])
      .where('c.barcode', '=', anyOf(barcodes))
      .execute();
    return new Map(
      rows.map((row) => [
        row.barcode,
        {
          id: row.id,
          category: row.category,
          mediumId: row.medium_id,
          judged: {
            status: row.status as CylinderStatus,
            nextInspectionDate: row.next_inspection_date,
            scrapDate: row.scrap_date,
            specName: row.spec_name,
            presetWeight: nullableNumber(row.preset_weight),
          } satisfies FlaggedCylinder,
        },
      ]),
    );
  }

  async mediumIds(trx: Trx, names: readonly string[]) {
    if (names.length === 0) return new Map<string, number>();
    const rows = await trx.selectFrom('medium').select(['id', 'name']).where('name', 'in', names).execute();
    return new Map(rows.map((row) => [row.name, row.id]));
  }

  /** The times of the station's pre-fill checks of these barcodes within [from, to]. */
  async preChecks(trx: Trx, stationId: number, barcodes: readonly string[], from: string, to: string) {
    const rows = await trx
      .selectFrom('filling_check')
      .select(['cylinder_barcode', 'check_time'])
      .where('kind', '=', FillingCheckKind.Before)
      .where('station_id', '=', stationId)
      .where('cylinder_barcode', '=', anyOf(barcodes))
      .where('check_time', '>=', from)
      .where('check_time', '<=', to)
      .execute();
    const times = new Map<string, number[]>();
    for (const row of rows) {
      const list = times.get(row.cylinder_barcode) ?? [];
      list.push(new Date(row.check_time).getTime());
      times.set(row.cylinder_barcode, list);
    }
    return times;
  }

  /** The latest filling known of each barcode, locked until the upload commits. */
  async lastFillings(trx: Trx, barcodes: readonly string[]): Promise<Map<string, LastFilling>> {
    const rows = await trx
      .selectFrom('cylinder_last_filling')
      .selectAll()
      .where('barcode', '=', anyOf(barcodes))
      .forUpdate()
      .execute();
    return new Map(
      rows.map((row) => [
        row.barcode,
        {
          barcode: row.barcode,
          stationId: row.station_id,
          beginTime: new Date(row.begin_time),
          guid: row.filling_guid,
        },
      ]),
    );
  }

  async insertFillings(trx: Trx, rows: readonly StoredFilling[]) {
    await sql`
      insert into filling_record (${sql.join(fillingColumnNames.map((column) => sql.ref(column)))})
      select * from unnest(${columnArrays(rows, fillingColumns, fillingColumnNames)})`.execute(trx);
  }

  /** Keeps each barcode's latest filling (an older one arriving late changes nothing). */
  async keepLastFillings(trx: Trx, latest: readonly LastFilling[]) {
    if (latest.length === 0) return;
    await sql`
      insert into cylinder_last_filling (barcode, station_id, begin_time, filling_guid)
      select * from unnest(${latest.map((row) => row.barcode)}::text[], ${latest.map((row) => row.stationId)}::int4[],
                           ${latest.map((row) => row.beginTime.toISOString())}::timestamptz[],
                           ${latest.map((row) => row.guid)}::uuid[])
      on conflict (barcode) do update
        set station_id = excluded.station_id, begin_time = excluded.begin_time, filling_guid = excluded.filling_guid
        where excluded.begin_time > cylinder_last_filling.begin_time`.execute(trx);
  }

  async insertClonedPairs(trx: Trx, pairs: readonly ClonedPair[], at: string) {
    if (pairs.length === 0) return;
    await trx
      .insertInto('cloned_label')
      .values(
        pairs.map((pair) => ({
          barcode: pair.barcode,
          first_guid: pair.first.guid,
          first_station_id: pair.first.stationId,
          first_time: pair.first.time,
          second_guid: pair.second.guid,
          second_station_id: pair.second.stationId,
          second_time: pair.second.time,
          found_at: at,
        })),
      )
      .onConflict((conflict) => conflict.column('second_guid').doNothing())
      .execute();
  }

  /** Adds the increments to the daily rollup, in the upload's transaction. */
  async addToDaily(trx: Trx, increments: readonly DailyIncrement[]) {
    if (increments.length === 0) return;
    await trx
      .insertInto('filling_daily')
      .values(increments.map((row) => ({ ...row, weight: row.weight.toFixed(2) })))
      .onConflict((conflict) =>
        conflict
          .columns(['station_id', 'day', 'category'])
          .doUpdateSet(
            Object.fromEntries(
              dailyCounters.map((column) => [
                column,
                sql`filling_daily.${sql.ref(column)} + excluded.${sql.ref(column)}`,
              ]),
            ),
          ),
      )
      .execute();
  }

  async markReported(trx: Trx, deviceId: number, at: string) {
    await trx.updateTable('scale_device').set({ last_report_at: at }).where('id', '=', deviceId).execute();
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
