import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { StationKind } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { regulatorStationIds, stationInScope, type ScopeUser } from '../../platform/dataScope';
import { divisionTree } from '../../platform/divisionTree';

type Db = Kysely<DatabaseSchema>;

/** A station id column that lies in the scope of at least one of the given regulators. */
export function stationOfRegulators(regulatorIds: readonly number[], stationId: Expression<number | null>) {
  if (regulatorIds.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(
    regulatorIds.map((id) => sql`${stationId} in ${regulatorStationIds(id)}`),
    sql` or `,
  )})`;
}

export interface StationFilter {
  kinds: readonly number[];
  regulatorIds?: readonly number[] | undefined;
  stationType?: number | undefined;
  /** true: valid only; false: invalid only; undefined: both. */
  isValid?: boolean | undefined;
  divisionCode?: string | undefined;
}

/** Read-only look-ups of the dropdowns; every unit list is cut to the caller's data scope in SQL. */
export class DropDownRepository {
  constructor(private readonly db: Db) {}

  /** A regulator and every valid regulator below it (all valid regulators when rootId is null), parents first. */
  regulators(rootId: number | null) {
    if (rootId === null) {
      return this.db
        .selectFrom('regulator')
        .where('is_valid', '=', true)
        .select(['id', 'name', 'division_code', 'level', 'parent_id'])
        .orderBy('level')
        .orderBy('division_code')
        .orderBy('id')
        .execute();
    }
    return sql<{ id: number; name: string; division_code: string; level: number; parent_id: number | null }>`
      with recursive tree as (
        select id from regulator where id = ${rootId} and is_valid
        union all
        select child.id from regulator child join tree on child.parent_id = tree.id where child.is_valid
      )
      select r.id, r.name, r.division_code, r.level, r.parent_id
      from regulator r where r.id in (select id from tree)
      order by r.level, r.division_code, r.id`
      .execute(this.db)
      .then((result) => result.rows);
  }

  stations(user: ScopeUser, filter: StationFilter) {
    let query = this.db
      .selectFrom('station as s')
      .where('s.kind', 'in', [...filter.kinds])
      .where((eb) => stationInScope(user, eb.ref('s.id')));
    if (filter.regulatorIds) {
      const ids = filter.regulatorIds;
      query = query.where((eb) => stationOfRegulators(ids, eb.ref('s.id')));
    }
    if (filter.stationType !== undefined) query = query.where('s.station_type', '=', filter.stationType);
    if (filter.isValid !== undefined) query = query.where('s.is_valid', '=', filter.isValid);
    if (filter.divisionCode !== undefined) {
      const code = filter.divisionCode;
      query = query.where((eb) => eb('s.division_code', 'in', divisionTree(code)));
    }
    return query
      .select(['s.id', 's.name', 's.code', 's.kind', 's.station_type', 's.division_code'])
      .orderBy('s.kind')
      .orderBy('s.division_code')
      .orderBy('s.code')
      .execute();
  }

  /** The division a user belongs to: their regulator's, or their station's; null for a system manager. */
  async homeDivision(user: ScopeUser & { isSystemManager: boolean }): Promise<string | null | undefined> {
    if (user.isSystemManager) return null;
    if (user.regulatorId !== null) {
      const row = await this.db
        .selectFrom('regulator')
        .where('id', '=', user.regulatorId)
        .select('division_code')
        .executeTakeFirst();
      return row?.division_code;
    }
    if (user.stationId !== null) {
      const row = await this.db
        .selectFrom('station')
        .where('id', '=', user.stationId)
        .select('division_code')
        .executeTakeFirst();
      return row?.division_code;
    }
    return undefined;
  }

  /** Whether a division lies in (or is) another one. */
  async divisionWithin(code: string, ancestor: string): Promise<boolean> {
    const result = await sql<{ found: boolean }>`
      with recursive up as (
        select code, parent_code from division where code = ${code}
        union all
        select d.code, d.parent_code from division d join up on d.code = up.parent_code
      )
      select exists (select 1 from up where code = ${ancestor}) as found`.execute(this.db);
    return result.rows[0]?.found === true;
  }

  divisionChildren(parentCode: string) {
    return this.db
      .selectFrom('division')
      .where('parent_code', '=', parentCode)
      .select(['code', 'name', 'level', 'parent_code'])
      .orderBy('code')
      .execute();
  }

  /** A division and all below it, parents first. */
  divisionTree(code: string) {
    return this.db
      .selectFrom('division')
      .where('code', 'in', divisionTree(code))
      .select(['code', 'name', 'level', 'parent_code'])
      .orderBy('level')
      .orderBy('code')
      .execute();
  }

  topDivisions() {
    return this.db
      .selectFrom('division')
      .where('parent_code', 'is', null)
      .select(['code', 'name', 'level', 'parent_code'])
      .orderBy('code')
      .execute();
  }

  vendors() {
    return this.db.selectFrom('vendor').where('is_valid', '=', true).select(['id', 'name']).orderBy('code').execute();
  }

  /** Valid entries of a categorised reference table, of one category when given. */
  categorised(table: 'cylinder_type' | 'medium' | 'cylinder_spec', category: number | undefined) {
    let query = this.db.selectFrom(table).where('is_valid', '=', true);
    if (category !== undefined) query = query.where('category', '=', category);
    return query.select(['id', 'name']).orderBy('category').orderBy('name').orderBy('id').execute();
  }

  rolesNamed(names: readonly string[]) {
    return this.db
      .selectFrom('role')
      .where('name', 'in', [...names])
      .where('is_valid', '=', true)
      .select(['id', 'name'])
      .orderBy('id')
      .execute();
  }

  /**
   * Distinct using departments of the vehicle cylinders in scope; code narrows them to a division (and below) or to
   * one station by its code.
   */
  async departments(user: ScopeUser, code: string | undefined): Promise<string[]> {
    let query = this.db
      .selectFrom('cylinder as c')
      .where('c.category', '=', 3)
      .where('c.status', '<>', 8)
      .where('c.department_name', 'is not', null)
      .where((eb) => stationInScope(user, eb.ref('c.station_id')));
    if (code !== undefined) {
      query = query.where((eb) =>
        eb(
          'c.station_id',
          'in',
          eb
            .selectFrom('station as s')
            .select('s.id')
            .where((inner) =>
              inner.or([inner('s.code', '=', code), inner('s.division_code', 'in', divisionTree(code))]),
            ),
        ),
      );
    }
    const rows = await query.select('c.department_name').distinct().orderBy('c.department_name').execute();
    return rows.map((row) => row.department_name ?? '');
  }
}

export const fillingKinds = [StationKind.Filling] as const;
export const inspectionKinds = [StationKind.Inspection] as const;
export const bothKinds = [StationKind.Filling, StationKind.Inspection] as const;
