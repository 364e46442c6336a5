import { sql, type Kysely, type SqlBool } from 'kysely';
import { BelongToType } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { stationInScope, type ScopeUser } from '../../platform/dataScope';
import { divisionTree } from '../../platform/divisionTree';
import { containing } from '../../platform/filterValues';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** Station kinds of the station table. */
export const StationKind = { FillStation: 1, InspectStation: 2 } as const;

/** The filling stations bound (or, valid ones, not bound) to an institution, with a name filter. */
export interface BindingFilter {
  institutionId: number;
  bound: boolean;
  name: string | undefined;
}

export interface InspectStationFilter {
  name?: string | undefined;
  code?: string | undefined;
  divisionCode?: string | undefined;
  isValid?: boolean | undefined;
}

/** The stored fields of an institution, as the add and update calls write them. */
export interface InspectStationValues {
  code: string;
  name: string;
  division_code: string;
  credit_code: string;
  address: string | null;
  principal: string | null;
  phone: string | null;
  license_no: string | null;
  license_issued: string | null;
  license_until: string | null;
  inspects_vehicle: boolean;
  is_valid: boolean;
}

/** What the institutions' statement is before its columns: station `s` of kind 2 with its division `d`. */
type InstitutionQuery = ReturnType<typeof institutionsOf>;

function institutionsOf(db: Db) {
  return db
    .selectFrom('station as s')
    .innerJoin('division as d', 'd.code', 's.division_code')
    .where('s.kind', '=', StationKind.InspectStation);
}

/** The columns of an institution's row, with how many filling stations it is bound to. */
function withColumns(query: InstitutionQuery) {
  return query.select([
    's.id',
    's.code',
    's.name',
    's.division_code',
    'd.name as division_name',
    's.credit_code',
    's.address',
    's.principal',
    's.phone',
    's.license_no',
    's.license_issued',
    's.license_until',
    's.inspects_vehicle',
    's.is_valid',
    sql<number>`(select count(*) from inspect_station_fill_station b where b.inspect_station_id = s.id)`.as(
      'bound_count',
    ),
  ]);
}

/**
 * SQL of the inspection institutions (station rows of kind 2), their bindings to filling stations and the regulators
 * they are bound to. Every read of a unit takes the session user and applies the data scope in its statement.
 */
export class InspectStationsRepository {
  constructor(readonly db: Db) {}

  private institutions(user: ScopeUser, filter: InspectStationFilter, db: Db = this.db) {
    let query = institutionsOf(db).where((eb) => stationInScope(user, eb.ref('s.id')));
    if (filter.name) query = query.where('s.name', 'ilike', containing(filter.name));
    if (filter.code) query = query.where('s.code', 'ilike', containing(filter.code));
    if (filter.divisionCode) query = query.where(sql<SqlBool>`s.division_code in ${divisionTree(filter.divisionCode)}`);
    if (filter.isValid !== undefined) query = query.where('s.is_valid', '=', filter.isValid);
    return query;
  }

  /** The institutions the filter keeps in the user's scope, by id. */
  institutionRows() {
    return pagedRows(this.db, {
      filtered: (user, filter: InspectStationFilter) => this.institutions(user, filter),
      ordered: (user, filter) => withColumns(this.institutions(user, filter)).orderBy('s.id'),
    });
  }

  /** One institution in the user's scope. */
  async byId(user: ScopeUser, id: number, db: Db = this.db) {
    return withColumns(this.institutions(user, {}, db).where('s.id', '=', id)).executeTakeFirst();
  }

  /** The institutions of the ids that lie in the user's scope, locked for the change that follows. */
  lockInScope(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('station as s')
      .where('s.kind', '=', StationKind.InspectStation)
      .where('s.id', 'in', ids)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select(['s.id', 's.name', 's.is_valid'])
      .orderBy('s.id')
      .forUpdate()
      .execute();
  }

  setValid(db: Db, ids: readonly number[], isValid: boolean) {
    return db.updateTable('station').set({ is_valid: isValid }).where('id', 'in', ids).execute();
  }

  /** Another station (of any kind) holding the code or the credit code. */
  taken(db: Db, field: 'code' | 'credit_code', value: string, exceptId?: number) {
    let query = db.selectFrom('station').where(field, '=', value).select('id');
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return query.executeTakeFirst();
  }

  /**
   * Whether a division exists and lies in the user's region: any for a system manager, the regulator's division and
   * those below it for a regulator, nothing for anyone else.
   */
  async divisionFor(user: ScopeUser, code: string) {
    const division = await this.db.selectFrom('division').where('code', '=', code).select('code').executeTakeFirst();
    if (!division) return 'unknown' as const;
    if (user.isSystemManager) return 'inside' as const;
    if (user.belongToType !== BelongToType.Regulator || user.regulatorId === null) return 'outside' as const;
    const inside = await sql<{ inside: boolean }>`
      select ${code} in (
        with recursive tree as (
          select division_code as code from regulator where id = ${user.regulatorId}
          union all
          select child.code from division child join tree on child.parent_code = tree.code
        )
        select code from tree
      ) as inside`.execute(this.db);
    return inside.rows[0]?.inside === true ? ('inside' as const) : ('outside' as const);
  }

  async insert(db: Db, values: InspectStationValues): Promise<number> {
    const row = await db
      .insertInto('station')
      .values({ ...values, kind: StationKind.InspectStation, station_type: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  update(db: Db, id: number, values: InspectStationValues) {
    return db.updateTable('station').set(values).where('id', '=', id).execute();
  }

  // Bindings to filling stations.

  private fillStations(user: ScopeUser, { institutionId, bound, name }: BindingFilter) {
    let query = this.db
      .selectFrom('station as s')
      .innerJoin('division as d', 'd.code', 's.division_code')
      .where('s.kind', '=', StationKind.FillStation)
      .where((eb) => {
        const binding = eb
          .selectFrom('inspect_station_fill_station as b')
          .select('b.fill_station_id')
          .where('b.inspect_station_id', '=', institutionId)
          .whereRef('b.fill_station_id', '=', 's.id');
        const inScope = stationInScope(user, eb.ref('s.id'));
        return bound
          ? eb.and([eb.exists(binding), inScope])
          : eb.and([eb.not(eb.exists(binding)), eb('s.is_valid', '=', true), inScope]);
      });
    if (name) query = query.where('s.name', 'ilike', containing(name));
    return query;
  }

  /** The filling stations of a binding page in the user's scope, by id. */
  fillStationRows() {
    return pagedRows(this.db, {
      filtered: (user, filter: BindingFilter) => this.fillStations(user, filter),
      ordered: (user, filter) =>
        this.fillStations(user, filter)
          .select(['s.id', 's.code', 's.name', 's.station_type', 'd.name as division_name'])
          .orderBy('s.id'),
    });
  }

  /** The filling stations of the ids in the user's scope. */
  fillStationsInScope(db: Db, user: ScopeUser, ids: readonly number[]) {
    return db
      .selectFrom('station as s')
      .where('s.kind', '=', StationKind.FillStation)
      .where('s.id', 'in', ids)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select(['s.id', 's.name'])
      .execute();
  }

  async bind(db: Db, institutionId: number, stationIds: readonly number[]): Promise<number[]> {
    const rows = await db
      .insertInto('inspect_station_fill_station')
      .values(stationIds.map((id) => ({ inspect_station_id: institutionId, fill_station_id: id })))
      .onConflict((conflict) => conflict.doNothing())
      .returning('fill_station_id')
      .execute();
    return rows.map((row) => row.fill_station_id);
  }

  async unbind(db: Db, institutionId: number, stationIds: readonly number[]): Promise<number[]> {
    const rows = await db
      .deleteFrom('inspect_station_fill_station')
      .where('inspect_station_id', '=', institutionId)
      .where('fill_station_id', 'in', stationIds)
      .returning('fill_station_id')
      .execute();
    return rows.map((row) => row.fill_station_id);
  }

  /** A filling station in the user's scope. */
  fillStationInScope(user: ScopeUser, id: number) {
    return this.db
      .selectFrom('station as s')
      .where('s.kind', '=', StationKind.FillStation)
      .where('s.id', '=', id)
      .where((eb) => stationInScope(user, eb.ref('s.id')))
      .select('s.id')
      .executeTakeFirst();
  }

  /** The institutions bound to a filling station. */
  institutionsOfFillStation(fillStationId: number) {
    return this.db
      .selectFrom('inspect_station_fill_station as b')
      .innerJoin('station as s', 's.id', 'b.inspect_station_id')
      .innerJoin('division as d', 'd.code', 's.division_code')
      .where('b.fill_station_id', '=', fillStationId)
      .select(['s.id', 's.code', 's.name', 'd.name as division_name', 's.phone', 's.inspects_vehicle', 's.is_valid'])
      .orderBy('s.id')
      .execute();
  }
}
