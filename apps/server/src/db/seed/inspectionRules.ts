import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema';
import { refKey, requireId, typeDefs, type ReferenceIds } from './reference';

/**
 * The inspection rule table of the demo city: one rule per category and cylinder type, version 1, with the period and
 * design life the demo cylinders' dates were drawn with (reference.ts typeDefs, lifecycle.ts), so that the rule
 * table and the archive agree. Then every seeded cylinder records the rule that gives its dates, by one
 * UPDATE ... FROM join. createdAt (an ISO instant) keeps the seed deterministic. Returns how many rules were written.
 */
export async function insertInspectionRules(
  db: Kysely<DatabaseSchema>,
  ids: ReferenceIds,
  createdAt: string,
): Promise<number> {
  const drawn = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('inspection_rule', 'id'))::int as id
    from generate_series(1, ${typeDefs.length}) order by 1`.execute(db);
  await db
    .insertInto('inspection_rule')
    .values(
      typeDefs.map((type, index) => {
        // The id of a rule's first version is its key (as the rule module writes new rules).
        const id = drawn.rows[index]?.id;
        if (id === undefined) throw new Error('rule id missing');
        return {
          id,
          rule_key: id,
          version: 1,
          category: type.category,
          type_id: requireId(ids.types, refKey(type.category, type.name)),
          inspection_period_months: type.periodYears * 12,
          design_life_years: type.lifeYears,
          remark: `${type.name}：每${type.periodYears}年检验一次，设计使用年限${type.lifeYears}年`,
          created_by: '系统',
          created_at: createdAt,
        };
      }),
    )
    .execute();
  await sql`update cylinder c set date_rule_id = r.id
    from inspection_rule r
    where r.category = c.category and r.type_id = c.type_id and r.retired_at is null
      and r.medium_id is null and r.standard is null and r.made_from is null and r.made_to is null`.execute(db);
  return typeDefs.length;
}
