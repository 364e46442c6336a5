import type { RouteCase } from './matrixKit';

/** Shared table calls (column configuration, file upload) (issue 4). */
export const sharedCases: Record<string, RouteCase> = {};
