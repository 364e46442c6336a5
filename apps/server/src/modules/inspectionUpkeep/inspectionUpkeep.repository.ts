import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';
import { containing, escapeLike } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** The two tables of an institution's own records. */
export type UpkeepTable = 'inspect_user' | 'inspection_send_unit';

export interface UpkeepFilter {
  stationId?: number | undefined;
  name?: string | undefined;
}

export interface InspectUserValues {
  station_id: number;
  code: string;
  name: string;
  phone: string | null;
  certificate_no: string | null;
  is_valid: boolean;
}

export interface SendUnitValues {
  station_id: number;
  code: string;
  name: string;
  credit_code: string | null;
  contact: string | null;
  phone: string | null;
  address: string | null;
  is_valid: boolean;
}

const inspectStationKind = 2;

/**
 * A table of the two as `u`, typed as inspect_user: the statements that take either name only the columns both have
 * (id, station_id, code, name), which Kysely cannot type across a union of tables.
 */
const either = (db: Db, table: UpkeepTable) => db.selectFrom(`${table as 'inspect_user'} as u`);

/**
 * SQL of the inspection users and sending units of the institutions in a user's scope (an institution's user: its
 * own), the next free code of an institution, and what still names an inspector.
 */
export class InspectionUpkeepRepository {
  constructor(readonly db: Db) {}

  /** An inspection institution in the user's scope. */
  institution(user: ScopeUser, id: number, db: Db = this.db) {
    return db
      .selectFrom('station as s')
      .where('s.id', '=', id)
      .where('s.kind', '=', inspectStationKind)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select(['s.id', 's.code', 's.name'])
      .executeTakeFirst();
  }

  private inspectUsers(user: ScopeUser, filter: UpkeepFilter, db: Db = this.db) {
    let query = db
      .selectFrom('inspect_user as u')
      .innerJoin('station as s', 's.id', 'u.station_id')
      .where((eb) => stationInScope(user, eb.ref('u.station_id')));
    if (filter.stationId !== undefined) query = query.where('u.station_id', '=', filter.stationId);
    if (filter.name) query = query.where('u.name', 'ilike', containing(filter.name));
    return query.select([
      'u.id',
      'u.station_id',
      's.name as station_name',
      'u.code',
      'u.name',
      'u.phone',
      'u.certificate_no',
      'u.is_valid',
    ]);
  }

  /** The inspection users the filter keeps in the user's scope, by id. */
  inspectUserRows() {
    return pagedRows(this.db, {
      filtered: (user, filter: UpkeepFilter) => this.counted('inspect_user', user, filter),
      ordered: (user, filter) => this.inspectUsers(user, filter).orderBy('u.id'),
    });
  }

  inspectUserById(user: ScopeUser, id: number, db: Db = this.db) {
    return this.inspectUsers(user, {}, db).where('u.id', '=', id).executeTakeFirst();
  }

  private sendUnits(user: ScopeUser, filter: UpkeepFilter, db: Db = this.db) {
    let query = db
      .selectFrom('inspection_send_unit as u')
      .innerJoin('station as s', 's.id', 'u.station_id')
      .where((eb) => stationInScope(user, eb.ref('u.station_id')));
    if (filter.stationId !== undefined) query = query.where('u.station_id', '=', filter.stationId);
    if (filter.name) query = query.where('u.name', 'ilike', containing(filter.name));
    return query.select([
      'u.id',
      'u.station_id',
      's.name as station_name',
      'u.code',
      'u.name',
      'u.credit_code',
      'u.contact',
      'u.phone',
      'u.address',
      'u.is_valid',
    ]);
  }

  /** The sending units the filter keeps in the user's scope, by id. */
  sendUnitRows() {
    return pagedRows(this.db, {
      filtered: (user, filter: UpkeepFilter) => this.counted('inspection_send_unit', user, filter),
      ordered: (user, filter) => this.sendUnits(user, filter).orderBy('u.id'),
    });
  }

  sendUnitById(user: ScopeUser, id: number, db: Db = this.db) {
    return this.sendUnits(user, {}, db).where('u.id', '=', id).executeTakeFirst();
  }

  /** The rows of either table the filter keeps in the user's scope, as their lists count them. */
  private counted(table: UpkeepTable, user: ScopeUser, filter: UpkeepFilter) {
    let query = either(this.db, table).where((eb) => stationInScope(user, eb.ref('u.station_id')));
    if (filter.stationId !== undefined) query = query.where('u.station_id', '=', filter.stationId);
    if (filter.name) query = query.where('u.name', 'ilike', containing(filter.name));
    return query;
  }

  /** The rows of the ids that lie in the user's scope, locked for the change that follows. */
  lockInScope(db: Db, table: UpkeepTable, user: ScopeUser, ids: readonly number[]) {
    return either(db, table)
      .where('u.id', 'in', ids)
      .where((eb) => stationInScope(user, eb.ref('u.station_id')))
      .select(['u.id', 'u.station_id', 'u.code', 'u.name'])
      .orderBy('u.id')
      .forUpdate()
      .execute();
  }

  /**
   * The next free code of an institution: its code and a serial of 3 digits, one past the highest such code of the
   * table (001 for the first).
   */
  async nextCode(db: Db, table: UpkeepTable, stationCode: string, infix: string): Promise<string> {
    const prefix = `${stationCode}${infix}`;
    const rows = await either(db, table)
      .where('u.code', 'like', `${escapeLike(prefix)}%`)
      .select('u.code')
      .execute();
    const serials = rows
      .map((row) => row.code.slice(prefix.length))
      .filter((serial) => /^\d{3,6}$/.test(serial))
      .map(Number);
    return `${prefix}${String(Math.max(0, ...serials) + 1).padStart(3, '0')}`;
  }

  /** A row of the table holding the code (another than `exceptId`). */
  codeTaken(db: Db, table: UpkeepTable, code: string, exceptId?: number) {
    let query = db.selectFrom(table).where('code', '=', code).select('id');
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return query.executeTakeFirst();
  }

  /** A sending unit of the institution with the name (another than `exceptId`). */
  sendUnitNameTaken(db: Db, stationId: number, name: string, exceptId?: number) {
    let query = db
      .selectFrom('inspection_send_unit')
      .where('station_id', '=', stationId)
      .where('name', '=', name)
      .select('id');
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return query.executeTakeFirst();
  }

  async insertInspectUser(db: Db, values: InspectUserValues): Promise<number> {
    return (await db.insertInto('inspect_user').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  updateInspectUser(db: Db, id: number, values: InspectUserValues) {
    return db.updateTable('inspect_user').set(values).where('id', '=', id).execute();
  }

  async insertSendUnit(db: Db, values: SendUnitValues): Promise<number> {
    return (await db.insertInto('inspection_send_unit').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  updateSendUnit(db: Db, id: number, values: SendUnitValues) {
    return db.updateTable('inspection_send_unit').set(values).where('id', '=', id).execute();
  }

  deleteRows(db: Db, table: UpkeepTable, ids: readonly number[]) {
    return db.deleteFrom(table).where('id', 'in', ids).execute();
  }

  /** How many inspection records name each of the inspectors (only those named at all). */
  inspectionsOf(db: Db, ids: readonly number[]) {
    return db
      .selectFrom('inspection_record')
      .where('inspect_user_id', 'in', ids)
      .groupBy('inspect_user_id')
      .select(['inspect_user_id', (eb) => eb.fn.countAll<number>().as('count')])
      .execute();
  }
}
