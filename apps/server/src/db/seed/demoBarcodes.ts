import { addMonths } from './dates';
import type { PlanOverrides } from './cylinderPlans';

export { demoAreaCode, demoCityName } from './demoCity';
export { demoAccounts, demoPassword, demoWeakPassword } from './demoAccounts';

/**
 * Fixed barcodes whose state is guaranteed relative to the anchor date of the seed. Each has at least three
 * inspection records, three filling records, two archive pictures and one supplemental photo.
 * - normal: status 0, next inspection two years or more after the anchor, not blacklisted;
 * - overdueInspection: status 0, next inspection before the anchor, scrap date years after it;
 * - overdueScrap: status 0, scrap date before the anchor;
 * - scrapped: status 2 (condemned at its last inspection);
 * - vehicle: a vehicle cylinder (category 3) mounted on a plate.
 */
export const demoBarcodes = {
  normal: 'JX0402000018',
  overdueInspection: 'JX0411000027',
  overdueScrap: 'JX0421000036',
  scrapped: 'JX0481000045',
  vehicle: 'JX0483000054',
} as const;

export type DemoBarcodeKey = keyof typeof demoBarcodes;

/** How the demo cylinders are built, relative to the anchor day. */
export function demoCylinderOverrides(anchor: number): (PlanOverrides & { districtCode: string })[] {
  const madeAgo = (months: number) => addMonths(anchor, -months);
  return [
    {
      barcode: demoBarcodes.normal,
      category: 1,
      scenario: 'normal',
      specName: 'YSP35.5',
      makeDay: madeAgo(147),
      districtCode: '330402',
      blacklisted: false,
    },
    {
      barcode: demoBarcodes.overdueInspection,
      category: 2,
      scenario: 'overdueInspection',
      specName: '40L',
      makeDay: madeAgo(150),
      districtCode: '330411',
      blacklisted: false,
    },
    {
      barcode: demoBarcodes.overdueScrap,
      category: 1,
      scenario: 'overdueScrap',
      specName: 'YSP35.5',
      makeDay: madeAgo(194),
      districtCode: '330421',
      blacklisted: false,
    },
    {
      barcode: demoBarcodes.scrapped,
      category: 1,
      scenario: 'scrappedFailed',
      specName: 'YSP35.5',
      makeDay: madeAgo(152),
      districtCode: '330481',
      blacklisted: false,
    },
    {
      barcode: demoBarcodes.vehicle,
      category: 3,
      scenario: 'normal',
      specName: 'CNG-80L',
      makeDay: madeAgo(116),
      districtCode: '330483',
      blacklisted: false,
    },
  ];
}

/** Days (before the anchor) on which every demo cylinder is filled, on top of any random fills. */
export const demoFillingDaysBefore = [300, 200, 110, 25] as const;
