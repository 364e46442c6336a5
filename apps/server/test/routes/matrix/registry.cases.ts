import type { RouteCase } from './matrixKit';

/** Cylinder registration, editing, deletion, images, batch import, inspection rules and repeat rules (issue 4). */
export const registryCases: Record<string, RouteCase> = {};
