import { addMonths, addYears } from './dates';
import type { Random } from './prng';

/** Which story a cylinder's dates tell relative to the anchor date. */
export type Scenario = 'normal' | 'overdueInspection' | 'overdueScrap' | 'scrappedFailed' | 'scrappedAged' | 'other';

/** The dates of a cylinder's life: manufacture, periodic inspections, next inspection, design scrap date. */
export interface Lifecycle {
  makeDay: number;
  /** Days of the periodic inspections, oldest first. */
  inspections: number[];
  /** Whether the last inspection condemned the cylinder (判废). */
  lastFailed: boolean;
  lastInspectionDay: number;
  nextInspectionDay: number | null;
  scrapDay: number;
  /** When a scrapped cylinder was taken out of service. */
  scrappedOn: number | null;
}

/** The inspections due from make day on, each done up to 40 days early, while they fall on or before `until`. */
function periodicInspections(random: Random, makeDay: number, periodYears: number, until: number, skipLast: boolean) {
  const days: number[] = [];
  for (let k = 1; ; k++) {
    const due = addYears(makeDay, k * periodYears);
    if (due > until) break;
    days.push(due - random.int(0, 40));
  }
  if (skipLast) days.pop();
  return days;
}

/** Months of age, within the bounds a scenario allows. */
function ageMonths(random: Random, scenario: Scenario, lifeYears: number, periodYears: number): number {
  const life = lifeYears * 12;
  switch (scenario) {
    case 'normal':
      return random.chance(0.15) ? random.int(2, 11) : random.int(12, life - 4);
    case 'overdueInspection':
      return random.int(periodYears * 12 + 3, life - 6);
    case 'overdueScrap':
      return random.int(life + 1, Math.min(238, life + 60));
    case 'scrappedFailed':
      return random.int(Math.max(36, periodYears * 12 + 2), life - 1);
    case 'scrappedAged':
      return random.int(life + 2, Math.min(238, life + 48));
    case 'other':
      return random.int(6, 200);
  }
}

export function makeLifecycle(
  random: Random,
  scenario: Scenario,
  anchor: number,
  lifeYears: number,
  periodYears: number,
): Lifecycle {
  const makeDay = addMonths(anchor, -ageMonths(random, scenario, lifeYears, periodYears)) - random.int(0, 27);
  return lifecycleFrom(random, scenario, anchor, makeDay, lifeYears, periodYears);
}

/** The inspection history and dates of a cylinder made on makeDay, so that it tells the scenario's story. */
export function lifecycleFrom(
  random: Random,
  scenario: Scenario,
  anchor: number,
  makeDay: number,
  lifeYears: number,
  periodYears: number,
): Lifecycle {
  const scrapDay = addYears(makeDay, lifeYears);
  const next = (last: number) => addYears(last, periodYears);
  if (scenario === 'scrappedFailed') {
    const inspections = periodicInspections(random, makeDay, periodYears, anchor - 10, false);
    const last = inspections.at(-1) ?? anchor - 10;
    if (inspections.length === 0) inspections.push(last);
    return {
      makeDay,
      inspections,
      lastFailed: true,
      lastInspectionDay: last,
      nextInspectionDay: null,
      scrapDay,
      scrappedOn: last,
    };
  }
  if (scenario === 'scrappedAged' || scenario === 'overdueScrap') {
    const inspections = periodicInspections(random, makeDay, periodYears, Math.min(scrapDay, anchor), false);
    const last = inspections.at(-1) ?? makeDay;
    const scrappedOn = scenario === 'scrappedAged' ? Math.min(scrapDay + random.int(0, 300), anchor - 3) : null;
    return {
      makeDay,
      inspections,
      lastFailed: false,
      lastInspectionDay: last,
      nextInspectionDay: next(last),
      scrapDay,
      scrappedOn,
    };
  }
  const inspections = periodicInspections(random, makeDay, periodYears, anchor, scenario === 'overdueInspection');
  let last = inspections.at(-1) ?? makeDay;
  if (scenario !== 'overdueInspection' && next(last) <= anchor && inspections.length > 0) {
    // An early inspection must not make a cylinder that is up to date look overdue.
    last = addYears(makeDay, inspections.length * periodYears);
    inspections[inspections.length - 1] = last;
  }
  return {
    makeDay,
    inspections,
    lastFailed: false,
    lastInspectionDay: last,
    nextInspectionDay: next(last),
    scrapDay,
    scrappedOn: null,
  };
}
