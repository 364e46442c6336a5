import { CylinderStatus } from '../enums';

/**
 * The filling interlock: before a cylinder is filled, the station (or its scale) asks whether the barcode may be
 * filled, and the platform answers with every reason that applies. Codes are stored with each recorded refusal, so
 * they never change meaning; a new reason takes the next free code.
 */
export const FillingRefusalReason = {
  NotRegistered: 1,
  NotThisStation: 2,
  Scrapped: 3,
  OverdueInspection: 4,
  PastDesignLife: 5,
  Blacklisted: 6,
  Stopped: 7,
  Lost: 8,
  NotInUse: 9,
  Unaudited: 10,
} as const;
export type FillingRefusalReason = (typeof FillingRefusalReason)[keyof typeof FillingRefusalReason];
export const fillingRefusalReasonValues = Object.values(FillingRefusalReason) as FillingRefusalReason[];

export const fillingRefusalReasonLabels: Record<FillingRefusalReason, string> = {
  1: '未建档',
  2: '非本单位产权或托管气瓶',
  3: '已报废',
  4: '超期未检',
  5: '超过设计使用年限',
  6: '黑名单气瓶',
  7: '已停用',
  8: '已挂失',
  9: '气瓶已注销、转出、删除或退回',
  10: '档案未审核',
};

/** What the interlock knows of the cylinder behind a barcode; null when no archive holds the barcode. */
export interface InterlockCylinder {
  /** The station that owns or hosts it. */
  stationId: number | null;
  status: CylinderStatus;
  /** ISO dates (yyyy-MM-dd) or null when unknown. */
  nextInspectionDate: string | null;
  scrapDate: string | null;
  isBlacklisted: boolean;
  /** Flagged abnormal by a regulator (AbnormalCylinder): stopped, or reported lost, and not restored. */
  isStoppedByRegulator: boolean;
  isLost: boolean;
  isAudited: boolean;
}

/**
 * Which reasons stop a filling where they apply. The regulator's traceability configuration decides the reasons it
 * names; a station's own settings can only add to it (a station may be stricter than its regulator, never looser).
 * Ownership, stopped, lost and out-of-use cylinders always stop a filling.
 */
export interface InterlockRules {
  blockNoArchive: boolean;
  blockScrapped: boolean;
  blockOverdueInspection: boolean;
  blockOverdueScrap: boolean;
  blockBlacklisted: boolean;
  blockUnaudited: boolean;
}

export interface InterlockReason {
  code: FillingRefusalReason;
  label: string;
  /** False for a reason that applies but that the configuration lets through (it is still shown). */
  blocking: boolean;
}

export interface InterlockDecision {
  allowed: boolean;
  reasons: InterlockReason[];
}

const outOfUse: readonly CylinderStatus[] = [
  CylinderStatus.Cancelled,
  CylinderStatus.TransferredOut,
  CylinderStatus.Deleted,
  CylinderStatus.Returned,
];

/** Every reason that applies to filling `cylinder` at `stationId` on `today` (yyyy-MM-dd), and the verdict. */
export function decideFilling(
  cylinder: InterlockCylinder | null,
  stationId: number,
  today: string,
  rules: InterlockRules,
): InterlockDecision {
  const applying: [FillingRefusalReason, boolean][] = [];
  if (cylinder === null) {
    applying.push([FillingRefusalReason.NotRegistered, rules.blockNoArchive]);
  } else {
    if (cylinder.stationId !== stationId) applying.push([FillingRefusalReason.NotThisStation, true]);
    if (cylinder.status === CylinderStatus.Scrapped)
      applying.push([FillingRefusalReason.Scrapped, rules.blockScrapped]);
    if (cylinder.status === CylinderStatus.Stopped || cylinder.isStoppedByRegulator)
      applying.push([FillingRefusalReason.Stopped, true]);
    if (outOfUse.includes(cylinder.status)) applying.push([FillingRefusalReason.NotInUse, true]);
    if (cylinder.nextInspectionDate !== null && cylinder.nextInspectionDate < today) {
      applying.push([FillingRefusalReason.OverdueInspection, rules.blockOverdueInspection]);
    }
    if (cylinder.scrapDate !== null && cylinder.scrapDate < today) {
      applying.push([FillingRefusalReason.PastDesignLife, rules.blockOverdueScrap]);
    }
    if (cylinder.isBlacklisted) applying.push([FillingRefusalReason.Blacklisted, rules.blockBlacklisted]);
    if (cylinder.isLost) applying.push([FillingRefusalReason.Lost, true]);
    if (!cylinder.isAudited) applying.push([FillingRefusalReason.Unaudited, rules.blockUnaudited]);
  }
  const reasons = applying.map(([code, blocking]) => ({ code, label: fillingRefusalReasonLabels[code], blocking }));
  return { allowed: reasons.every((reason) => !reason.blocking), reasons };
}
