import { sql, type Kysely, type SqlBool } from 'kysely';
import { BelongToType, type FillingRuleQuery } from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import type { ScopeUser } from '../../platform/dataScope';
import { pagedRows, type PagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/**
 * The cities (level-2 divisions) a user's scope holds: every one for a system manager; a regulator's own city, or
 * the cities of its province; a station's city; none for anyone else.
 */
function cityInScope(user: ScopeUser) {
  if (user.isSystemManager) return sql<SqlBool>`true`;
  if (user.belongToType === BelongToType.Regulator && user.regulatorId !== null) {
    return sql<SqlBool>`(d.code in (select substr(division_code, 1, 4) || '00' from regulator where id = ${user.regulatorId})
      or d.parent_code in (select division_code from regulator where id = ${user.regulatorId}))`;
  }
  if (user.stationId !== null) {
    return sql<SqlBool>`d.code in (select substr(division_code, 1, 4) || '00' from station where id = ${user.stationId})`;
  }
  return sql<SqlBool>`false`;
}

function cities(db: Db, user: ScopeUser, query: FillingRuleQuery) {
  let rows = db.selectFrom('division as d').where('d.level', '=', 2).where(cityInScope(user));
  if (query.AreaCode !== undefined) rows = rows.where('d.code', '=', query.AreaCode);
  return rows;
}

function selectRules(db: Db, user: ScopeUser, query: FillingRuleQuery) {
  return cities(db, user, query)
    .leftJoin('filling_rule as r', 'r.area_code', 'd.code')
    .select(['d.code', 'd.name', 'r.cloned_label_minutes', 'r.continuous_filling_minutes', 'r.updated_at']);
}
export type FillingRuleRecord = Awaited<ReturnType<ReturnType<typeof selectRules>['execute']>>[number];

export type FillingRuleRows = PagedRows<FillingRuleQuery, FillingRuleRecord>;

/** The cities of the caller's scope with their windows, by code. */
export const fillingRuleRows = (db: Db): FillingRuleRows =>
  pagedRows(db, {
    filtered: (user, query: FillingRuleQuery) => cities(db, user, query),
    ordered: (user, query) => selectRules(db, user, query).orderBy('d.code'),
  });

/** The per-city windows of the arrival rules. */
export class FillingRulesRepository {
  constructor(private readonly db: Db) {}

  /** The city and its rule when the user's scope holds it. */
  cityInScope(db: Db, user: ScopeUser, areaCode: string) {
    return selectRules(db, user, { AreaCode: areaCode } as FillingRuleQuery).executeTakeFirst();
  }

  /** The city of the regulator's division (its code with the last two pairs 00). */
  async regulatorCity(regulatorId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('regulator')
      .select(sql<string>`substr(division_code, 1, 4) || '00'`.as('city'))
      .where('id', '=', regulatorId)
      .executeTakeFirst();
    return row?.city;
  }

  async save(db: Db, areaCode: string, cloned: number, continuous: number, at: string) {
    await db
      .insertInto('filling_rule')
      .values({
        area_code: areaCode,
        cloned_label_minutes: cloned,
        continuous_filling_minutes: continuous,
        updated_at: at,
      })
      .onConflict((conflict) =>
        conflict.column('area_code').doUpdateSet({
          cloned_label_minutes: cloned,
          continuous_filling_minutes: continuous,
          updated_at: at,
        }),
      )
      .execute();
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
