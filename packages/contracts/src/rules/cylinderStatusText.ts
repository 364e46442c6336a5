import { CylinderStatus, cylinderStatusLabels, cylinderStatusTexts } from '../enums';

export interface CylinderDates {
  status: CylinderStatus;
  /** ISO date (yyyy-MM-dd) or null when unknown. */
  nextInspectionDate: string | null;
  scrapDate: string | null;
}

/**
 * The status text shown for a cylinder: a scrapped cylinder reads 已报废; an in-use one past its scrap date reads
 * 超期未报废, one past its next inspection date 超期未检; otherwise the stored status label.
 * `today` is an ISO date (yyyy-MM-dd) so that every caller decides the clock explicitly.
 */
export function cylinderStatusText(cylinder: CylinderDates, today: string): string {
  if (cylinder.status === CylinderStatus.Normal) {
    if (cylinder.scrapDate !== null && cylinder.scrapDate < today) return cylinderStatusTexts.overdueScrap;
    if (cylinder.nextInspectionDate !== null && cylinder.nextInspectionDate < today) {
      return cylinderStatusTexts.overdueInspection;
    }
  }
  return cylinderStatusLabels[cylinder.status];
}

export type CylinderRowKind = 'overdueInspection' | 'overdueScrap' | 'scrapped';

/** The row highlight a table gives a cylinder, read from its status text (spec 02 section 2.1). */
export function cylinderRowKind(statusText: string | null | undefined): CylinderRowKind | null {
  switch (statusText) {
    case cylinderStatusTexts.overdueInspection:
      return 'overdueInspection';
    case cylinderStatusTexts.overdueScrap:
      return 'overdueScrap';
    case cylinderStatusTexts.scrapped:
      return 'scrapped';
    default:
      return null;
  }
}
