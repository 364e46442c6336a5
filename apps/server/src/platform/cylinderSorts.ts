/**
 * The orders of the archive's rows, shared by the archive lists and the lists that show the archive's rows under
 * their own conditions (the inspection forecast's drill-down), so none reaches the cylinders module's repository
 * for them (docs/architecture.md §3).
 */

/**
 * The archive columns a list may be ordered by, each the cylinder column it orders (a whitelist: what the request
 * names only picks an entry, it never reaches the SQL).
 */
export const cylinderSortColumns = {
  makeDate: 'c.make_date',
  lastInspectionDate: 'c.last_inspection_date',
  nextInspectionDate: 'c.next_inspection_date',
} as const;
export const cylinderSortCodes = Object.keys(cylinderSortColumns);
