/**
 * Next inspection date and scrap date from the versioned inspection rule table (issue 4). A rule names the cylinders
 * it applies to (category, and optionally medium, type, product standard and a window of manufacture dates) and the
 * periods: months to the first inspection after manufacture, months between inspections, design life in years.
 * Dates are yyyy-MM-dd strings; a yyyy-MM month is read as its first day.
 */

/** One row of the rule table as the date rules need it. A null criterion matches any value. */
export interface InspectionRule {
  id: number;
  ruleKey: number;
  version: number;
  category: number;
  mediumId: number | null;
  typeId: number | null;
  standard: string | null;
  /** First and last day of manufacture the rule covers (inclusive), yyyy-MM-dd. */
  madeFrom: string | null;
  madeTo: string | null;
  firstInspectionMonths: number | null;
  inspectionPeriodMonths: number;
  designLifeYears: number;
  /** A retired version never applies to new dates. */
  retired?: boolean;
}

/** What of a cylinder decides which rule applies. */
export interface RuleSubject {
  category: number;
  mediumId: number | null;
  typeId: number | null;
  standard: string | null;
  makeDate: string;
}

export interface DueDates {
  nextInspectionDate: string;
  scrapDate: string;
}

/** A standard as compared: spaces and case ignored ("GB 5842" and "gb5842" are the same standard). */
export function normaliseStandard(standard: string | null | undefined): string {
  return (standard ?? '').replace(/\s+/g, '').toUpperCase();
}

/**
 * Whether a cylinder's standard falls under a rule's: the same standard, or an edition of it (a rule naming
 * "GB 5842" covers "GB 5842-2006"; one naming "GB 5842-2006" does not cover "GB 5842-1996").
 */
export function standardMatches(ruleStandard: string, cylinderStandard: string | null): boolean {
  const rule = normaliseStandard(ruleStandard);
  const cylinder = normaliseStandard(cylinderStandard);
  if (cylinder === '') return false;
  return cylinder === rule || cylinder.startsWith(`${rule}-`);
}

/** The first day of a yyyy-MM month, or the day itself. */
export function monthStartDay(date: string): string {
  return date.length === 7 ? `${date}-01` : date.slice(0, 10);
}

/** The last day of the month of a yyyy-MM or yyyy-MM-dd date. */
export function monthEndDay(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/**
 * A date some months later, on the same day of the month or on the month's last day when it is shorter
 * (2020-01-31 + 1 month = 2020-02-29; 2020-02-29 + 48 months = 2024-02-29; + 12 months = 2021-02-28).
 */
export function addMonthsToDate(date: string, months: number): string {
  const day = monthStartDay(date);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const dayOfMonth = Number(day.slice(8, 10));
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(targetYear, targetMonth, Math.min(dayOfMonth, lastDay)));
  return result.toISOString().slice(0, 10);
}

/** Whether a rule covers a cylinder: same category, and every criterion the rule sets equals the cylinder's. */
export function ruleMatches(rule: InspectionRule, cylinder: RuleSubject): boolean {
  if (rule.retired) return false;
  if (rule.category !== cylinder.category) return false;
  if (rule.mediumId !== null && rule.mediumId !== cylinder.mediumId) return false;
  if (rule.typeId !== null && rule.typeId !== cylinder.typeId) return false;
  if (rule.standard !== null && !standardMatches(rule.standard, cylinder.standard)) return false;
  const made = monthStartDay(cylinder.makeDate);
  if (rule.madeFrom !== null && made < rule.madeFrom) return false;
  if (rule.madeTo !== null && made > rule.madeTo) return false;
  return true;
}

/** How many criteria beyond the category a rule sets (each bound of the manufacture window counts once). */
export function ruleSpecificity(rule: InspectionRule): number {
  return [rule.mediumId, rule.typeId, rule.standard, rule.madeFrom, rule.madeTo].filter((value) => value !== null)
    .length;
}

/**
 * The rule that gives a cylinder its dates: among the current rules that cover it, the most specific one.
 *
 * Precedence: a rule that sets a criterion beats one that leaves it open, so the rule with more criteria set wins
 * (a rule for LPG welded steel cylinders beats one for all LPG cylinders, which beats one for the whole category).
 * Two covering rules with as many criteria set (say one by medium, one by type) are equally specific; then the
 * newest version wins, that is the row written last (the highest id): the administrators' latest decision. Ids are
 * unique, so the choice is always the same for the same table.
 */
export function pickRule<R extends InspectionRule>(rules: readonly R[], cylinder: RuleSubject): R | undefined {
  let best: R | undefined;
  let bestScore = -1;
  for (const rule of rules) {
    if (!ruleMatches(rule, cylinder)) continue;
    const score = ruleSpecificity(rule);
    if (score > bestScore || (score === bestScore && best !== undefined && rule.id > best.id)) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The dates a rule gives: next inspection = last inspection + the period, or, never inspected, manufacture + the
 * months to the first inspection (the period when the rule sets none); scrap date = manufacture + design life.
 */
export function dueDates(
  rule: Pick<InspectionRule, 'firstInspectionMonths' | 'inspectionPeriodMonths' | 'designLifeYears'>,
  dates: { makeDate: string; lastInspectionDate?: string | null },
): DueDates {
  const makeDate = monthStartDay(dates.makeDate);
  const nextInspectionDate = dates.lastInspectionDate
    ? addMonthsToDate(dates.lastInspectionDate, rule.inspectionPeriodMonths)
    : addMonthsToDate(makeDate, rule.firstInspectionMonths ?? rule.inspectionPeriodMonths);
  return { nextInspectionDate, scrapDate: addMonthsToDate(makeDate, rule.designLifeYears * 12) };
}
