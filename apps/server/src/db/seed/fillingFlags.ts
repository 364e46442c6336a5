import {
  CylinderStatus,
  defaultFillingRule,
  FillingFlag,
  judgeFilling,
  type FlaggedCylinder,
  type PreviousFilling,
} from '@gcs/contracts';
import type { CylinderPlan } from './cylinderPlans';
import { chinaDayOf, formatDay } from './dates';
import type { FillingRow } from './fillings';

/** A cloned-label pair found among the demo fillings. */
export interface DemoClonedPair {
  barcode: string;
  first: FillingRow;
  second: FillingRow;
}

export interface FlaggedDemo {
  /** Flags by filling guid. */
  flags: Map<string, number>;
  pairs: DemoClonedPair[];
  /** Each barcode's latest filling. */
  last: Map<string, FillingRow>;
}

/**
 * Flags the demo fillings exactly as the upload flags arriving ones (judgeFilling), in time order, against the archive
 * as it stood on the filling's day (the row's recorded state: expired or scrapped then), the spec's preset weight, the
 * pre-fill checks made, and the barcode's previous filling.
 */
export function flagDemoFillings(
  rows: readonly FillingRow[],
  plans: ReadonlyMap<string, CylinderPlan>,
  preChecked: ReadonlySet<string>,
): FlaggedDemo {
  const flags = new Map<string, number>();
  const pairs: DemoClonedPair[] = [];
  const last = new Map<string, FillingRow>();
  for (const row of rows) {
    const plan = plans.get(row.barcode);
    const dayIndex = chinaDayOf(row.begin);
    const day = formatDay(dayIndex);
    const cylinder: FlaggedCylinder | null =
      row.cylinderId === null || !plan
        ? null
        : {
            status: row.state === 2 ? CylinderStatus.Scrapped : CylinderStatus.Normal,
            nextInspectionDate: row.state === 1 ? formatDay(dayIndex - 1) : null,
            scrapDate: null,
            specName: plan.spec.name,
            presetWeight: plan.spec.preset,
          };
    const before = last.get(row.barcode);
    const previous: PreviousFilling | null = before
      ? { stationId: before.stationId, beginTime: new Date(before.begin) }
      : null;
    const judged = judgeFilling(
      {
        stationId: row.stationId,
        day,
        beginTime: new Date(row.begin),
        fillingWeight: row.fillingWeight,
        residualWeight: row.residual,
        cylinderSpec: row.spec,
      },
      cylinder,
      { hasPreCheck: preChecked.has(row.guid), previous, rule: defaultFillingRule },
    );
    flags.set(row.guid, judged.flags);
    if (judged.flags & FillingFlag.ClonedLabel && before)
      pairs.push({ barcode: row.barcode, first: before, second: row });
    last.set(row.barcode, row);
  }
  return { flags, pairs, last };
}
