import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { BelongToType } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorSubtree, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { divisionTree } from '../../platform/divisionTree';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

const none = sql<SqlBool>`false`;
/** The scope of a statement that reads a row it already checked. */
const everyRegulator: ScopeUser = { isSystemManager: true, belongToType: 0, regulatorId: null, stationId: null };

/** Regulators a user may see: all for a system manager; a regulator user's own and those below it; else none. */
function regulatorVisible(user: ScopeUser, id: Expression<number>): Expression<SqlBool> {
  if (user.isSystemManager) return sql<SqlBool>`true`;
  if (user.belongToType !== BelongToType.Regulator || user.regulatorId === null) return none;
  return sql<SqlBool>`${id} in ${regulatorSubtree(user.regulatorId)}`;
}

/** The stations of a kind bound to (or, for candidates, not yet bound to) a regulator, with a name filter. */
export interface BindingFilter {
  regulatorId: number;
  kind: number;
  name: string | undefined;
}

export interface RegulatorFilter {
  id?: number | undefined;
  name?: string | undefined;
  divisionCode?: string | undefined;
  isValid?: boolean | undefined;
}

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Regulators and their bindings to stations, in SQL. Visibility is applied here; which of the visible rows a user may
 * change (strictly below its own) is the service's rule.
 */
export class RegulatorsRepository {
  constructor(private readonly db: Db) {}

  private filtered(user: ScopeUser, filter: RegulatorFilter, db: Db = this.db) {
    let query = db.selectFrom('regulator as r').where((eb) => regulatorVisible(user, eb.ref('r.id')));
    if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
    if (filter.name !== undefined) query = query.where('r.name', 'ilike', likeContains(filter.name));
    if (filter.divisionCode !== undefined) {
      const code = filter.divisionCode;
      query = query.where((eb) => sql<SqlBool>`${eb.ref('r.division_code')} in ${divisionTree(code)}`);
    }
    if (filter.isValid !== undefined) query = query.where('r.is_valid', '=', filter.isValid);
    return query;
  }

  /** The regulators the user sees that the filter keeps, by level, division and id. */
  regulatorRows() {
    return pagedRows(this.db, {
      filtered: (user, filter: RegulatorFilter) => this.filtered(user, filter),
      ordered: (user, filter) =>
        this.withDetails(this.filtered(user, filter)).orderBy('r.level').orderBy('r.division_code').orderBy('r.id'),
    });
  }

  /** One regulator with its names and counts, as the list shows it. */
  async detail(db: Db, id: number) {
    return this.withDetails(this.filtered(everyRegulator, { id }, db)).executeTakeFirst();
  }

  private withDetails(query: ReturnType<RegulatorsRepository['filtered']>) {
    return query
      .innerJoin('division as d', 'd.code', 'r.division_code')
      .leftJoin('regulator as p', 'p.id', 'r.parent_id')
      .select((eb) => [
        'r.id',
        'r.name',
        'r.division_code',
        'd.name as division_name',
        'r.parent_id',
        'p.name as parent_name',
        'r.level',
        'r.is_valid',
        'r.created_at',
        eb
          .selectFrom('regulator_station as rs')
          .whereRef('rs.regulator_id', '=', 'r.id')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .as('station_count'),
        eb
          .selectFrom('app_user as u')
          .whereRef('u.regulator_id', '=', 'r.id')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .as('user_count'),
      ]);
  }

  /** Whether a regulator lies in the user's visible tree (its own or below). */
  async visible(user: ScopeUser, id: number, db: Db = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('regulator as r')
      .where('r.id', '=', id)
      .where((eb) => regulatorVisible(user, eb.ref('r.id')))
      .select('r.id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The regulators of the ids that the user sees, locked for the change. */
  async lock(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('regulator as r')
      .where('r.id', 'in', [...ids])
      .where((eb) => regulatorVisible(user, eb.ref('r.id')))
      .select(['r.id', 'r.name', 'r.division_code', 'r.parent_id', 'r.level', 'r.is_valid'])
      .orderBy('r.id')
      .forUpdate()
      .execute();
  }

  async division(db: Db, code: string) {
    return db
      .selectFrom('division')
      .where('code', '=', code)
      .select(['code', 'name', 'level', 'parent_code'])
      .executeTakeFirst();
  }

  /** Whether a division is the given one or lies below it. */
  async divisionWithin(db: Db, code: string, ancestor: string): Promise<boolean> {
    const result = await sql<{ found: boolean }>`
      select ${code} in ${divisionTree(ancestor)} as found`.execute(db);
    return result.rows[0]?.found === true;
  }

  /** Whether a regulator is the given one or lies below it. */
  async regulatorWithin(db: Db, id: number, ancestor: number): Promise<boolean> {
    const result = await sql<{ found: boolean }>`
      select ${id}::int in ${regulatorSubtree(ancestor)} as found`.execute(db);
    return result.rows[0]?.found === true;
  }

  /** Children of a regulator whose region is not inside the given division. */
  async childrenOutside(db: Db, id: number, divisionCode: string): Promise<number> {
    const row = await db
      .selectFrom('regulator as c')
      .where('c.parent_id', '=', id)
      .where((eb) => sql<SqlBool>`${eb.ref('c.division_code')} not in ${divisionTree(divisionCode)}`)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async nameTaken(db: Db, parentId: number | null, name: string, exceptId?: number): Promise<boolean> {
    let query = db.selectFrom('regulator').where('name', '=', name);
    query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.select('id').executeTakeFirst()) !== undefined;
  }

  async insert(db: Db, values: { name: string; division_code: string; parent_id: number | null; level: number }) {
    const row = await db.insertInto('regulator').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    db: Db,
    id: number,
    values: { name: string; division_code: string; parent_id: number | null; level: number },
  ) {
    await db.updateTable('regulator').set(values).where('id', '=', id).execute();
  }

  async setValid(db: Db, ids: readonly number[], isValid: boolean) {
    await db
      .updateTable('regulator')
      .set({ is_valid: isValid })
      .where('id', 'in', [...ids])
      .execute();
  }

  /** What each regulator still holds: users, child regulators, bound stations, audited or issued archives. */
  async holdings(db: Db, ids: readonly number[]) {
    return db
      .selectFrom('regulator as r')
      .where('r.id', 'in', [...ids])
      .select((eb) => [
        'r.id',
        'r.name',
        eb
          .selectFrom('app_user as u')
          .whereRef('u.regulator_id', '=', 'r.id')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .as('users'),
        eb
          .selectFrom('regulator as c')
          .whereRef('c.parent_id', '=', 'r.id')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .as('children'),
        eb
          .selectFrom('regulator_station as rs')
          .whereRef('rs.regulator_id', '=', 'r.id')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .as('bindings'),
        sql<boolean>`exists (select 1 from cylinder c where c.audit_regulator_id = r.id or c.issued_regulator_id = r.id)`.as(
          'records',
        ),
      ])
      .orderBy('r.id')
      .execute();
  }

  async delete(db: Db, ids: readonly number[]) {
    const result = await db
      .deleteFrom('regulator')
      .where('id', 'in', [...ids])
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // Bindings to stations (kind 1 filling stations, kind 2 inspection institutions).

  private boundQuery({ regulatorId, kind, name }: BindingFilter) {
    let query = this.db
      .selectFrom('regulator_station as rs')
      .innerJoin('station as s', 's.id', 'rs.station_id')
      .where('rs.regulator_id', '=', regulatorId)
      .where('s.kind', '=', kind);
    if (name !== undefined) query = query.where('s.name', 'ilike', likeContains(name));
    return query;
  }

  /** The stations bound to the regulator, by division and code. */
  boundRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: BindingFilter) => this.boundQuery(filter),
      ordered: (_user, filter) =>
        this.boundQuery(filter)
          .innerJoin('division as d', 'd.code', 's.division_code')
          .select(['s.id', 's.code', 's.name', 's.station_type', 's.kind', 's.is_valid', 'd.name as division_name'])
          .orderBy('s.division_code')
          .orderBy('s.code'),
    });
  }

  /** Valid stations of the kind in the user's scope that are not bound to the regulator yet. */
  private candidateQuery(user: ScopeUser, { regulatorId, kind, name }: BindingFilter) {
    let query = this.db
      .selectFrom('station as s')
      .where('s.kind', '=', kind)
      .where('s.is_valid', '=', true)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('regulator_station as rs')
              .whereRef('rs.station_id', '=', 's.id')
              .where('rs.regulator_id', '=', regulatorId)
              .select('rs.station_id'),
          ),
        ),
      );
    if (name !== undefined) query = query.where('s.name', 'ilike', likeContains(name));
    return query;
  }

  /** The candidate stations in the user's scope, by division and code. */
  candidateRows() {
    return pagedRows(this.db, {
      filtered: (user, filter: BindingFilter) => this.candidateQuery(user, filter),
      ordered: (user, filter) =>
        this.candidateQuery(user, filter)
          .innerJoin('division as d', 'd.code', 's.division_code')
          .select(['s.id', 's.code', 's.name', 's.station_type', 's.kind', 's.is_valid', 'd.name as division_name'])
          .orderBy('s.division_code')
          .orderBy('s.code'),
    });
  }

  /** The stations of the ids in the user's scope, with their kind. */
  async stationsInScope(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('station as s')
      .where('s.id', 'in', [...ids])
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select(['s.id', 's.code', 's.name', 's.kind'])
      .orderBy('s.id')
      .execute();
  }

  /** Binds the stations; those already bound stay as they are. Answers how many were bound now. */
  async bind(db: Db, regulatorId: number, stationIds: readonly number[]): Promise<number[]> {
    const rows = await db
      .insertInto('regulator_station')
      .values(stationIds.map((stationId) => ({ regulator_id: regulatorId, station_id: stationId })))
      .onConflict((conflict) => conflict.columns(['regulator_id', 'station_id']).doNothing())
      .returning('station_id')
      .execute();
    return rows.map((row) => row.station_id).sort((a, b) => a - b);
  }

  async unbind(db: Db, regulatorId: number, stationIds: readonly number[]): Promise<number[]> {
    const rows = await db
      .deleteFrom('regulator_station')
      .where('regulator_id', '=', regulatorId)
      .where('station_id', 'in', [...stationIds])
      .returning('station_id')
      .execute();
    return rows.map((row) => row.station_id).sort((a, b) => a - b);
  }
}
