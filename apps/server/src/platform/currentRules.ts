import type { Kysely, Selectable } from 'kysely';
import type { InspectionRule } from '@gcs/contracts';
import type { DatabaseSchema, InspectionRuleTable } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

/**
 * The current inspection rules, read by the rules' own list, the registry and the inspections to pick a cylinder's
 * rule: a query several modules need, kept here so none reaches the rules module's repository
 * (docs/architecture.md §3).
 */

/** A rule row as the pure date rules (contracts rules/dueDates) read it. */
export function toInspectionRule(row: Selectable<InspectionRuleTable>): InspectionRule {
  return {
    id: row.id,
    ruleKey: row.rule_key,
    version: row.version,
    category: row.category,
    mediumId: row.medium_id,
    typeId: row.type_id,
    standard: row.standard,
    madeFrom: row.made_from,
    madeTo: row.made_to,
    firstInspectionMonths: row.first_inspection_months,
    inspectionPeriodMonths: row.inspection_period_months,
    designLifeYears: row.design_life_years,
    retired: row.retired_at !== null,
  };
}

/** The current versions of the rules of a category (tens of rows), for picking the rule of a cylinder. */
export async function currentRules(db: Db, category: number): Promise<InspectionRule[]> {
  const rows = await db
    .selectFrom('inspection_rule')
    .selectAll()
    .where('category', '=', category)
    .where('retired_at', 'is', null)
    .execute();
  return rows.map(toInspectionRule);
}
