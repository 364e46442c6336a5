import { describe, expect, it } from 'vitest';
import {
  addMonthsToDate,
  dueDates,
  monthEndDay,
  pickRule,
  ruleMatches,
  standardMatches,
  type InspectionRule,
  type RuleSubject,
} from '../src/index';

const LPG = 11;
const DME = 12;
const OXYGEN = 21;
const CNG = 31;
const WELDED_STEEL = 101;
const SEAMLESS_STEEL = 201;
const WOUND = 301;

let nextId = 1;
function rule(values: Partial<InspectionRule> & Pick<InspectionRule, 'category'>): InspectionRule {
  const id = values.id ?? nextId++;
  return {
    id,
    ruleKey: id,
    version: 1,
    mediumId: null,
    typeId: null,
    standard: null,
    madeFrom: null,
    madeTo: null,
    firstInspectionMonths: null,
    inspectionPeriodMonths: 36,
    designLifeYears: 15,
    ...values,
  };
}

const lpgSteel: RuleSubject = {
  category: 1,
  mediumId: LPG,
  typeId: WELDED_STEEL,
  standard: 'GB 5842-2006',
  makeDate: '2018-05-01',
};

describe('month arithmetic', () => {
  it('keeps the day of the month, or falls back to the last day of a shorter month', () => {
    expect(addMonthsToDate('2020-01-15', 1)).toBe('2020-02-15');
    expect(addMonthsToDate('2020-01-31', 1)).toBe('2020-02-29');
    expect(addMonthsToDate('2021-01-31', 1)).toBe('2021-02-28');
    expect(addMonthsToDate('2020-03-31', 1)).toBe('2020-04-30');
    expect(addMonthsToDate('2020-11-30', 3)).toBe('2021-02-28');
  });

  it('carries a leap day to the next leap year, and to 28 February in other years', () => {
    expect(addMonthsToDate('2020-02-29', 48)).toBe('2024-02-29');
    expect(addMonthsToDate('2020-02-29', 12)).toBe('2021-02-28');
    expect(addMonthsToDate('2020-02-29', 96)).toBe('2028-02-29');
    expect(addMonthsToDate('2096-02-29', 48)).toBe('2100-02-28');
  });

  it('crosses year ends both ways and reads a yyyy-MM month as its first day', () => {
    expect(addMonthsToDate('2019-12-31', 2)).toBe('2020-02-29');
    expect(addMonthsToDate('2020-03-15', -3)).toBe('2019-12-15');
    expect(addMonthsToDate('2020-03', 36)).toBe('2023-03-01');
  });

  it('knows the last day of each month', () => {
    expect(monthEndDay('2024-02')).toBe('2024-02-29');
    expect(monthEndDay('2023-02-10')).toBe('2023-02-28');
    expect(monthEndDay('2023-12')).toBe('2023-12-31');
  });
});

describe('due dates', () => {
  const lpgGb5842 = rule({ category: 1, inspectionPeriodMonths: 48, designLifeYears: 8 });

  it('LPG steel cylinder (GB 5842): inspected every 4 years, scrapped after its 8-year design life', () => {
    expect(dueDates(lpgGb5842, { makeDate: '2018-05', lastInspectionDate: null })).toEqual({
      nextInspectionDate: '2022-05-01',
      scrapDate: '2026-05-01',
    });
    expect(dueDates(lpgGb5842, { makeDate: '2018-05', lastInspectionDate: '2022-04-20' })).toEqual({
      nextInspectionDate: '2026-04-20',
      scrapDate: '2026-05-01',
    });
  });

  it('industrial seamless steel cylinder: every 3 years, 30-year life', () => {
    const seamless = rule({ category: 2, inspectionPeriodMonths: 36, designLifeYears: 30 });
    expect(dueDates(seamless, { makeDate: '2010-09-01', lastInspectionDate: '2022-09-01' })).toEqual({
      nextInspectionDate: '2025-09-01',
      scrapDate: '2040-09-01',
    });
  });

  it('vehicle CNG cylinder: first inspection and then every 3 years', () => {
    const cng = rule({ category: 3, inspectionPeriodMonths: 36, designLifeYears: 15 });
    expect(dueDates(cng, { makeDate: '2021-07' })).toEqual({
      nextInspectionDate: '2024-07-01',
      scrapDate: '2036-07-01',
    });
  });

  it('uses the months to the first inspection only while the cylinder has never been inspected', () => {
    const firstAfterTwo = rule({ category: 2, firstInspectionMonths: 24, inspectionPeriodMonths: 60 });
    expect(dueDates(firstAfterTwo, { makeDate: '2022-01' }).nextInspectionDate).toBe('2024-01-01');
    expect(dueDates(firstAfterTwo, { makeDate: '2022-01', lastInspectionDate: '2024-01-05' }).nextInspectionDate).toBe(
      '2029-01-05',
    );
  });

  it('is month-end safe for a leap-day manufacture date', () => {
    const fourYears = rule({ category: 1, inspectionPeriodMonths: 48, designLifeYears: 15 });
    expect(dueDates(fourYears, { makeDate: '2020-02-29' })).toEqual({
      nextInspectionDate: '2024-02-29',
      scrapDate: '2035-02-28',
    });
  });
});

describe('picking the rule', () => {
  it('takes the more specific rule: medium and type beat medium alone, which beats the whole category', () => {
    const category = rule({ category: 1, id: 1 });
    const medium = rule({ category: 1, mediumId: LPG, id: 2 });
    const mediumAndType = rule({ category: 1, mediumId: LPG, typeId: WELDED_STEEL, id: 3 });
    expect(pickRule([mediumAndType, medium, category], lpgSteel)?.id).toBe(3);
    expect(pickRule([category, medium], lpgSteel)?.id).toBe(2);
    expect(pickRule([category], lpgSteel)?.id).toBe(1);
  });

  it('never takes a rule whose set criterion differs from the cylinder, whatever its specificity', () => {
    const dme = rule({ category: 1, mediumId: DME, typeId: WELDED_STEEL, id: 4 });
    const category = rule({ category: 1, id: 5 });
    const industrial = rule({ category: 2, id: 6 });
    expect(pickRule([dme, category, industrial], lpgSteel)?.id).toBe(5);
    expect(pickRule([dme, industrial], lpgSteel)).toBeUndefined();
  });

  it('does not match a medium or type criterion when the cylinder has none', () => {
    const oxygen = rule({ category: 2, mediumId: OXYGEN });
    expect(ruleMatches(oxygen, { ...lpgSteel, category: 2, mediumId: null })).toBe(false);
  });

  it('lets a standard criterion make a rule more specific, covering the editions of that standard', () => {
    const lpg = rule({ category: 1, mediumId: LPG, id: 7 });
    const gb5842 = rule({ category: 1, mediumId: LPG, standard: 'GB 5842', id: 8 });
    expect(pickRule([gb5842, lpg], lpgSteel)?.id).toBe(8);
    expect(pickRule([gb5842, lpg], { ...lpgSteel, standard: 'GB 11640-2011' })?.id).toBe(7);
    expect(pickRule([gb5842, lpg], { ...lpgSteel, standard: null })?.id).toBe(7);
    expect(standardMatches('GB 5842', 'gb5842-2006')).toBe(true);
    expect(standardMatches('GB 5842-2006', 'GB 5842-1996')).toBe(false);
    expect(standardMatches('GB 5842', 'GB 58420')).toBe(false);
  });

  it('applies a manufacture window including both of its days', () => {
    const before2015 = rule({ category: 1, madeTo: '2014-12-31', designLifeYears: 20, id: 9 });
    const from2015 = rule({ category: 1, madeFrom: '2015-01-01', designLifeYears: 8, id: 10 });
    const pick = (makeDate: string) => pickRule([before2015, from2015], { ...lpgSteel, makeDate })?.id;
    expect(pick('2014-12-31')).toBe(9);
    expect(pick('2014-12')).toBe(9);
    expect(pick('2015-01-01')).toBe(10);
    expect(pick('2020-06')).toBe(10);
    const window = rule({ category: 1, madeFrom: '2015-01-01', madeTo: '2016-12-31', id: 11 });
    expect(pickRule([from2015, window], { ...lpgSteel, makeDate: '2016-12' })?.id).toBe(11);
    expect(pickRule([from2015, window], { ...lpgSteel, makeDate: '2017-01' })?.id).toBe(10);
  });

  it('breaks a tie between equally specific rules by the newest version (the row written last)', () => {
    const byMedium = rule({ category: 1, mediumId: LPG, id: 20 });
    const byType = rule({ category: 1, typeId: WELDED_STEEL, id: 21 });
    expect(pickRule([byMedium, byType], lpgSteel)?.id).toBe(21);
    expect(pickRule([byType, byMedium], lpgSteel)?.id).toBe(21);
  });

  it('never applies a retired version', () => {
    const retired = rule({ category: 3, mediumId: CNG, typeId: WOUND, retired: true, id: 30 });
    const current = rule({ category: 3, id: 31 });
    const cng: RuleSubject = { category: 3, mediumId: CNG, typeId: WOUND, standard: null, makeDate: '2020-01' };
    expect(pickRule([retired, current], cng)?.id).toBe(31);
    expect(pickRule([retired], cng)).toBeUndefined();
  });

  it('keeps types of other categories apart', () => {
    const seamless = rule({ category: 2, typeId: SEAMLESS_STEEL, id: 40 });
    expect(pickRule([seamless], { ...lpgSteel, category: 2, typeId: WELDED_STEEL })).toBeUndefined();
  });
});
