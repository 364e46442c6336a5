import type { RouteCase } from './matrixKit';

/** Cylinder calls and inspection rules (issue 4). */
export const cylinderCases: Record<string, RouteCase> = {};
