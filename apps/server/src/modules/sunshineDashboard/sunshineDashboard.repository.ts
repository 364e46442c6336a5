import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { parseSunshineCursor } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { dailyFlagColumns } from '../../db/fillingDaily';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';
import { chinaDayAfter, chinaDayStart } from '../../platform/filterValues';

type Db = Kysely<DatabaseSchema>;

/** A feed's window: today's China day, the rows after a cursor when one is given, and how many. */
export interface FeedWindow {
  day: string;
  after: string | undefined;
  count: number;
}

/** A row's cursor in SQL: its time in UTC to the microsecond, and its id. */
const cursorOf = (time: RawBuilder<unknown>, id: RawBuilder<unknown>) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${id}`;

/**
 * The rows of the day newer than the cursor, on a (time desc, id desc) index: the first condition bounds the index
 * range (a poll with nothing new reads no row), the second settles rows of the very same instant by id.
 */
function newerThan(time: RawBuilder<unknown>, id: RawBuilder<unknown>, after: string | undefined): RawBuilder<SqlBool> {
  if (after === undefined) return sql<SqlBool>`true`;
  const cursor = parseSunshineCursor(after);
  return sql<SqlBool>`${time} >= ${cursor.time}::timestamptz
    and (${time} > ${cursor.time}::timestamptz or ${id} > ${cursor.id}::bigint)`;
}

/** The figures of the open-filling dashboard, all within the caller's scope. */
export class SunshineDashboardRepository {
  constructor(private readonly db: Db) {}

  /** Today's totals from the daily rollup (its (day, station_id) index): fillings, weight, stations, flags. */
  totals(user: ScopeUser, day: string) {
    return this.db
      .selectFrom('filling_daily as d')
      .where('d.day', '=', day)
      .where((eb) => stationInScope(user, eb.ref('d.station_id')))
      .select([
        sql<string>`coalesce(sum(d.fillings), 0)`.as('fillings'),
        sql<string>`coalesce(sum(d.weight), 0)`.as('weight'),
        sql<string>`count(distinct d.station_id) filter (where d.fillings > 0)`.as('stations'),
        ...dailyFlagColumns.map(([, column]) => sql<string>`coalesce(sum(${sql.ref(`d.${column}`)}), 0)`.as(column)),
      ])
      .executeTakeFirstOrThrow();
  }

  /** Today's fillings per station from the rollup, the most first, then by name. */
  stations(user: ScopeUser, day: string, top: number) {
    return this.db
      .selectFrom('filling_daily as d')
      .innerJoin('station as s', 's.id', 'd.station_id')
      .where('d.day', '=', day)
      .where((eb) => stationInScope(user, eb.ref('d.station_id')))
      .groupBy(['d.station_id', 's.name'])
      .having(sql<SqlBool>`sum(d.fillings) > 0`)
      .select(['d.station_id', 's.name as station_name', sql<string>`sum(d.fillings)`.as('fillings')])
      .orderBy(sql`sum(d.fillings)`, 'desc')
      .orderBy('s.name')
      .orderBy('d.station_id')
      .limit(top)
      .execute();
  }

  /** Today's refused attempts (the refusals' (at desc) index bounds the day). */
  async refusalCount(user: ScopeUser, day: string): Promise<number> {
    const row = await this.db
      .selectFrom('filling_refusal as r')
      .where('r.at', '>=', chinaDayStart(day))
      .where('r.at', '<', chinaDayAfter(day))
      .where((eb) => stationInScope(user, eb.ref('r.station_id')))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Today's latest fillings, newest first: read along the records' (begin_time desc, id desc) index, or for the
   * abnormal feed along its partial index of flagged records (migration 0036).
   */
  fillings(user: ScopeUser, window: FeedWindow, onlyAbnormal: boolean) {
    let rows = this.db
      .selectFrom('filling_record as f')
      .innerJoin('station as s', 's.id', 'f.station_id')
      .leftJoin('medium as m', 'm.id', 'f.medium_id')
      .where('f.begin_time', '>=', chinaDayStart(window.day))
      .where('f.begin_time', '<', chinaDayAfter(window.day))
      .where((eb) => stationInScope(user, eb.ref('f.station_id')))
      .where(newerThan(sql.ref('f.begin_time'), sql.ref('f.id'), window.after));
    if (onlyAbnormal) rows = rows.where('f.flags', '<>', 0);
    return rows
      .select([
        'f.id',
        'f.station_id',
        's.name as station_name',
        'f.cylinder_barcode',
        'm.name as medium_name',
        'f.filling_weight',
        'f.operator_name',
        'f.begin_time',
        'f.flags',
        cursorOf(sql.ref('f.begin_time'), sql.ref('f.id')).as('cursor'),
      ])
      .orderBy('f.begin_time', 'desc')
      .orderBy('f.id', 'desc')
      .limit(window.count)
      .execute();
  }

  /** Today's latest refused attempts, newest first, along the refusals' (at desc) index. */
  refusals(user: ScopeUser, window: FeedWindow) {
    return this.db
      .selectFrom('filling_refusal as r')
      .innerJoin('station as s', 's.id', 'r.station_id')
      .where('r.at', '>=', chinaDayStart(window.day))
      .where('r.at', '<', chinaDayAfter(window.day))
      .where((eb) => stationInScope(user, eb.ref('r.station_id')))
      .where(newerThan(sql.ref('r.at'), sql.ref('r.id'), window.after))
      .select([
        'r.id',
        'r.station_id',
        's.name as station_name',
        'r.barcode',
        'r.at',
        'r.reasons',
        cursorOf(sql.ref('r.at'), sql.ref('r.id')).as('cursor'),
      ])
      .orderBy('r.at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(window.count)
      .execute();
  }
}
