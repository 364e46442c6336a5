import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DeviceListQuery, OperatorListQuery } from '@gcs/contracts';
import type { DatabaseSchema, StationOperatorTable } from '../../db/schema';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';
import { containing } from '../../platform/filterValues';
import { pagedRows, type PagedRows } from '../../platform/pagedRows';
import type { SessionUser } from '../../platform/session';

type Db = Kysely<DatabaseSchema>;
/** The three kinds of a station's own records, by table. */
export type UpkeepTable = 'station_operator' | 'station_monitor' | 'station_valve';
/** A stored row of one kind, with its station's name. */
export type UpkeepRecord<T extends UpkeepTable> = Selectable<DatabaseSchema[T]> & { station_name: string };
const nameColumn = { station_operator: 'name', station_monitor: 'monitor_name', station_valve: 'valve_name' } as const;

/**
 * A filling station's operators, monitors, valves and settings. Every read and change is cut to the user's data scope
 * in SQL (a station user: its own station; a regulator: the stations it supervises).
 */
export class StationUpkeepRepository {
  constructor(private readonly db: Db) {}

  /** The rows of one kind in scope, optionally of one station and with a name containing a text. */
  private filtered<T extends UpkeepTable>(
    table: T,
    user: ScopeUser,
    query: { StationId?: number | undefined; Name?: string | undefined },
    db: Db = this.db,
  ) {
    let q = db
      .selectFrom(`${table} as x` as 'station_operator as x')
      .innerJoin('station as s', 's.id', 'x.station_id')
      .where('s.kind', '=', 1)
      .where((eb) => stationInScope(user, eb.ref('x.station_id')));
    if (query.StationId !== undefined) q = q.where('x.station_id', '=', query.StationId);
    if (query.Name !== undefined) {
      q = q.where(sql.ref(`x.${nameColumn[table]}`), 'like', containing(query.Name));
    }
    return q;
  }

  /** A page of one kind's rows in scope, with their station's name, by station and id. */
  rows<T extends UpkeepTable>(table: T): PagedRows<DeviceListQuery | OperatorListQuery, UpkeepRecord<T>> {
    return pagedRows(this.db, {
      filtered: (user, query: DeviceListQuery | OperatorListQuery) => this.filtered(table, user, query),
      ordered: (user, query) =>
        this.filtered(table, user, query)
          .selectAll('x')
          .select('s.name as station_name')
          .orderBy('x.station_id')
          .orderBy('x.id')
          .$castTo<UpkeepRecord<T>>(),
    });
  }

  /** The rows of one kind among `ids` that are in the user's scope, with their station's name. */
  byIds<T extends UpkeepTable>(table: T, user: ScopeUser, ids: readonly number[], db: Db = this.db) {
    return db
      .selectFrom(`${table} as x` as 'station_operator as x')
      .innerJoin('station as s', 's.id', 'x.station_id')
      .where('x.id', 'in', [...ids])
      .where((eb) => stationInScope(user, eb.ref('x.station_id')))
      .selectAll('x')
      .select('s.name as station_name')
      .orderBy('x.id')
      .execute() as Promise<UpkeepRecord<T>[]>;
  }

  /** A filling station in the user's scope. */
  station(user: ScopeUser, stationId: number, db: Db = this.db) {
    return db
      .selectFrom('station as s')
      .where('s.id', '=', stationId)
      .where('s.kind', '=', 1)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select(['s.id', 's.code', 's.name', 's.config_json', 's.before_filling_check_expiry_warning_month'])
      .executeTakeFirst();
  }

  /** A filling station's expiry-warning months by its code, only when it is in the user's data scope. */
  warningSettingByCode(user: ScopeUser, code: string) {
    return this.db
      .selectFrom('station as s')
      .where('s.code', '=', code)
      .where('s.kind', '=', 1)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select('s.before_filling_check_expiry_warning_month as months')
      .executeTakeFirst();
  }

  async updateStationSettings(
    stationId: number,
    values: { config_json?: string; before_filling_check_expiry_warning_month?: number },
    db: Db = this.db,
  ): Promise<void> {
    await db.updateTable('station').set(values).where('id', '=', stationId).execute();
  }

  async insert<T extends UpkeepTable>(table: T, values: Insertable<DatabaseSchema[T]>, db: Db): Promise<number> {
    const inserted = await db
      .insertInto(table as 'station_operator')
      .values(values as Insertable<StationOperatorTable>)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update<T extends UpkeepTable>(table: T, id: number, values: Updateable<DatabaseSchema[T]>, db: Db) {
    await db
      .updateTable(table as 'station_operator')
      .set(values as Updateable<StationOperatorTable>)
      .where('id', '=', id)
      .execute();
  }

  async remove(table: UpkeepTable, ids: readonly number[], db: Db): Promise<number> {
    const result = await db
      .deleteFrom(table as 'station_valve')
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The operators among `ids` whose name appears on a filling record of their station. */
  async operatorsWithRecords(ids: readonly number[], db: Db = this.db) {
    return db
      .selectFrom('station_operator as o')
      .where('o.id', 'in', [...ids])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('filling_record as f')
            .whereRef('f.station_id', '=', 'o.station_id')
            .whereRef('f.operator_name', '=', 'o.name')
            .select(sql`1`.as('one')),
        ),
      )
      .select(['o.id', 'o.name'])
      .execute();
  }

  /** An uploaded picture the user may link as a signature: their own upload (any, for a system manager). */
  signFile(user: SessionUser, fileId: number) {
    let q = this.db.selectFrom('stored_file as f').where('f.id', '=', fileId);
    if (!user.isSystemManager) {
      q = q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('file_upload as u')
            .whereRef('u.file_id', '=', 'f.id')
            .where('u.user_id', '=', user.id)
            .select(sql`1`.as('one')),
        ),
      );
    }
    return q.select(['f.id', 'f.mime_type', 'f.byte_size']).executeTakeFirst();
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
