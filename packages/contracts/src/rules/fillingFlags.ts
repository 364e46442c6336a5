import { CylinderStatus, FillingCylinderState } from '../enums';

/**
 * What the platform flags on a filling record as it arrives from a scale. The bits are stored with each record
 * (`filling_record.flags`) and counted in the daily rollups, so a bit never changes meaning; a new flag takes the
 * next free bit.
 */
export const FillingFlag = {
  OverWeight: 1,
  LessFilled: 2,
  SpecMismatch: 4,
  NoPreCheck: 8,
  Expired: 16,
  Scrapped: 32,
  NoArchive: 64,
  Continuous: 128,
  ClonedLabel: 256,
} as const;
export type FillingFlag = (typeof FillingFlag)[keyof typeof FillingFlag];
export const fillingFlagValues = Object.values(FillingFlag) as FillingFlag[];

export const fillingFlagLabels: Record<FillingFlag, string> = {
  1: '超重充装',
  2: '欠量充装',
  4: '规格不符充装',
  8: '未做充装前检查',
  16: '超期充装',
  32: '报废气瓶充装',
  64: '无档案充装',
  128: '连续充装',
  256: '疑似克隆标签',
};

/** The flags a bit set holds, in bit order. */
export const flagsOf = (bits: number): FillingFlag[] => fillingFlagValues.filter((flag) => (bits & flag) !== 0);

/** The flags of a record in words, in bit order, joined by 、. */
export const flagNamesOf = (flags: number) =>
  flagsOf(flags)
    .map((flag) => fillingFlagLabels[flag])
    .join('、');

/**
 * Weight tolerances around the spec's preset weight, judged on the gas in the cylinder after filling (what was filled
 * plus the residual it came with): more than 3 % above it is over-weight, more than 5 % below it is less filled (a
 * scale's accuracy and the residual's estimate make smaller differences noise).
 */
export const overWeightTolerance = 0.03;
export const lessFilledTolerance = 0.05;
/** A pre-fill check counts for a filling when it was made at the same station within this many hours before it. */
export const preCheckHours = 12;
/**
 * A top-up (补气): a filling flagged Continuous that put in less than this share of the spec's preset weight, i.e. a
 * cylinder brought back soon after a filling and topped up rather than filled (docs/decisions.md).
 */
export const appendGasRatio = 0.5;
/** The windows a city uses until it sets its own (filling_rule). */
export const defaultFillingRule = { clonedLabelMinutes: 30, continuousFillingMinutes: 120 } as const;

/** What the archive holds of the filled cylinder; null when no archive holds the barcode. */
export interface FlaggedCylinder {
  status: CylinderStatus;
  /** ISO dates (yyyy-MM-dd) or null when unknown. */
  nextInspectionDate: string | null;
  scrapDate: string | null;
  specName: string | null;
  presetWeight: number | null;
}

export interface FlaggedFilling {
  stationId: number;
  /** The China day of the filling (yyyy-MM-dd). */
  day: string;
  beginTime: Date;
  fillingWeight: number | null;
  /** The residual the cylinder came with (kg), when the scale reports it. */
  residualWeight: number | null;
  cylinderSpec: string | null;
}

/** The latest other filling known of the same barcode, if any. */
export interface PreviousFilling {
  stationId: number;
  beginTime: Date;
}

export interface FlagContext {
  hasPreCheck: boolean;
  previous: PreviousFilling | null;
  rule: { clonedLabelMinutes: number; continuousFillingMinutes: number };
}

export interface FillingJudgement {
  flags: number;
  /** The cylinder state the record keeps (spec 02 section 4: normal, expired, scrapped, no archive). */
  cylinderState: FillingCylinderState;
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/** The flags of one arriving filling record and the cylinder state it records. */
export function judgeFilling(
  filling: FlaggedFilling,
  cylinder: FlaggedCylinder | null,
  context: FlagContext,
): FillingJudgement {
  let flags = 0;
  let cylinderState: FillingCylinderState = FillingCylinderState.Normal;
  if (!cylinder || cylinder.status === CylinderStatus.Deleted) {
    flags |= FillingFlag.NoArchive;
    cylinderState = FillingCylinderState.NoArchive;
  } else if (cylinder.status === CylinderStatus.Scrapped || (cylinder.scrapDate && cylinder.scrapDate < filling.day)) {
    flags |= FillingFlag.Scrapped;
    cylinderState = FillingCylinderState.Scrapped;
  } else if (cylinder.nextInspectionDate && cylinder.nextInspectionDate < filling.day) {
    flags |= FillingFlag.Expired;
    cylinderState = FillingCylinderState.Expired;
  }
  const preset = cylinder?.presetWeight ?? null;
  if (preset !== null && preset > 0 && filling.fillingWeight !== null) {
    const content = filling.fillingWeight + (filling.residualWeight ?? 0);
    if (content > preset * (1 + overWeightTolerance)) flags |= FillingFlag.OverWeight;
    if (content < preset * (1 - lessFilledTolerance)) flags |= FillingFlag.LessFilled;
  }
  if (cylinder?.specName && filling.cylinderSpec && !sameText(cylinder.specName, filling.cylinderSpec)) {
    flags |= FillingFlag.SpecMismatch;
  }
  if (!context.hasPreCheck) flags |= FillingFlag.NoPreCheck;
  const previous = context.previous;
  if (previous) {
    const minutesApart = Math.abs(filling.beginTime.getTime() - previous.beginTime.getTime()) / 60_000;
    if (previous.stationId === filling.stationId) {
      if (minutesApart < context.rule.continuousFillingMinutes) flags |= FillingFlag.Continuous;
    } else if (minutesApart < context.rule.clonedLabelMinutes) {
      flags |= FillingFlag.ClonedLabel;
    }
  }
  return { flags, cylinderState };
}
