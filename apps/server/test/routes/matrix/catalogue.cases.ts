import type { RouteCase } from './matrixKit';

/** DropDown, reference data, CylinderBlack and AbnormalCylinder calls (issue 4). */
export const catalogueCases: Record<string, RouteCase> = {};
