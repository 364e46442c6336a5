import { defaultPageSize, publicQueryConditionKeys } from '@gcs/contracts';
import type { PublicClient } from '../../api/public';

/** What the search boxes and the advanced-query dialog hold: plain strings, months as yyyy-MM, '' when empty. */
export type SearchConditions = Record<(typeof publicQueryConditionKeys)[number], string>;

export type PublicListQuery = Parameters<PublicClient['list']>[0];

export const emptyConditions: SearchConditions = {
  SerialNumber: '',
  Barcode: '',
  SelfCode: '',
  PlateNum: '',
  MakeDateStart: '',
  MakeDateEnd: '',
  NextInspectionDateStart: '',
  NextInspectionDateEnd: '',
  VendorBarcode: '',
};

/** The public query needs at least one condition (spec 02 section 5). */
export function hasAnyCondition(conditions: SearchConditions): boolean {
  return publicQueryConditionKeys.some((key) => conditions[key].trim() !== '');
}

/** The list call's query: trimmed conditions (empty ones are dropped by the client) plus the page. */
export function toListQuery(
  conditions: SearchConditions,
  pageIndex = 1,
  countPerPage: number = defaultPageSize,
): PublicListQuery {
  const query: PublicListQuery = { PageIndex: pageIndex, CountPerPage: countPerPage };
  for (const key of publicQueryConditionKeys) {
    const value = conditions[key].trim();
    if (value !== '') query[key] = value;
  }
  return query;
}
