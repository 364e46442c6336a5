import { sql, type Insertable, type Kysely } from 'kysely';
import type { DatabaseSchema, InspectionRuleTable } from '../../db/schema';
import { currentRules } from '../../platform/currentRules';
import { pagedRows } from '../../platform/pagedRows';

type Db = Kysely<DatabaseSchema>;

/** The columns of a rule version a caller writes (the key, version and timestamps are the repository's). */
export type RuleValues = Omit<
  Insertable<InspectionRuleTable>,
  'id' | 'rule_key' | 'version' | 'created_at' | 'retired_at' | 'created_by'
>;

function selectRules(db: Db) {
  return db
    .selectFrom('inspection_rule as r')
    .leftJoin('medium as m', 'm.id', 'r.medium_id')
    .leftJoin('cylinder_type as t', 't.id', 'r.type_id')
    .select([
      'r.id',
      'r.rule_key',
      'r.version',
      'r.category',
      'r.medium_id',
      'r.type_id',
      'r.standard',
      'r.made_from',
      'r.made_to',
      'r.first_inspection_months',
      'r.inspection_period_months',
      'r.design_life_years',
      'r.remark',
      'r.created_by',
      'r.created_at',
      'r.retired_at',
      'm.name as medium_name',
      't.name as type_name',
    ]);
}
export type RuleRecord = Awaited<ReturnType<ReturnType<typeof selectRules>['execute']>>[number];

/** Which rules a list shows: of a category or every one; the current versions only, or retired ones too. */
export interface RuleFilter {
  category?: number | undefined;
  includeRetired: boolean;
}

export class InspectionRulesRepository {
  constructor(private readonly db: Db) {}

  /** The rules a filter keeps, by category, then rule, then newest version first (key and version are unique). */
  ruleRows() {
    return pagedRows(this.db, {
      filtered: (_user, filter: RuleFilter) =>
        this.db
          .selectFrom('inspection_rule as r')
          .$if(filter.category !== undefined, (q) => q.where('r.category', '=', filter.category!))
          .$if(!filter.includeRetired, (q) => q.where('r.retired_at', 'is', null)),
      ordered: (_user, filter) => {
        let query = selectRules(this.db);
        if (filter.category !== undefined) query = query.where('r.category', '=', filter.category);
        if (!filter.includeRetired) query = query.where('r.retired_at', 'is', null);
        return query.orderBy('r.category').orderBy('r.rule_key').orderBy('r.version', 'desc');
      },
    });
  }

  history(ruleKey: number) {
    return selectRules(this.db).where('r.rule_key', '=', ruleKey).orderBy('r.version', 'desc').execute();
  }

  findById(db: Db, id: number) {
    return selectRules(db).where('r.id', '=', id).executeTakeFirst();
  }

  currentRules(db: Db, category: number) {
    return currentRules(db, category);
  }

  /** Whether a medium or a cylinder type of the category exists. */
  async referenceInCategory(db: Db, table: 'medium' | 'cylinder_type', id: number, category: number) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('category', '=', category)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Retires a current version; undefined when it is no longer current (edited or retired meanwhile). */
  retire(db: Db, id: number) {
    return db
      .updateTable('inspection_rule')
      .set({ retired_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('retired_at', 'is', null)
      .returning(['id', 'rule_key', 'version'])
      .executeTakeFirst();
  }

  /**
   * Writes a version. A new rule takes the id of its first version as its key (drawn from the id sequence first), so
   * concurrent additions never compete for a key.
   */
  async insert(db: Db, values: RuleValues, createdBy: string, key?: { ruleKey: number; version: number }) {
    let id: number | undefined;
    let ruleKey = key?.ruleKey;
    if (ruleKey === undefined) {
      const drawn = await sql<{
        id: number;
      }>`select nextval(pg_get_serial_sequence('inspection_rule', 'id'))::int as id`.execute(db);
      id = drawn.rows[0]?.id;
      ruleKey = id;
    }
    if (ruleKey === undefined) throw new Error('no rule key');
    return db
      .insertInto('inspection_rule')
      .values({
        ...(id !== undefined ? { id } : {}),
        ...values,
        rule_key: ruleKey,
        version: key?.version ?? 1,
        created_by: createdBy,
      })
      .returning(['id', 'rule_key', 'version'])
      .executeTakeFirstOrThrow();
  }
}
