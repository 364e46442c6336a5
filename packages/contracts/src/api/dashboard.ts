import { z } from 'zod';
import { dataResponse } from '../paging';
import { apiBase, defineCall } from './call';
import { optionalCode } from './fields';
import { optionalDivisionCode } from './units/unitFields';

/**
 * The dashboards' data calls (spec 01 sections 2, 3 and 7): the summary counts and a sample of barcodes of one
 * cylinder type (all when empty) in one region (the caller's whole scope when empty), the regions of the map with
 * their bubbles' figures, and the refresh. Every figure lies within the caller's data scope and is read from the
 * rollups; "this year" is 1 January (China time) to now.
 */

/** The dashboard's cylinder-type tabs: All (empty), Liquefied (1), Industrial (2), Vehicle (3). */
export const dashboardCylinderTypes = [
  { label: '全部', value: undefined },
  { label: '液化气瓶', value: 1 },
  { label: '工业气瓶', value: 2 },
  { label: '车用气瓶', value: 3 },
] as const;

export const dashboardQuery = z.object({
  CylinderType: optionalCode('气瓶类型', [1, 2, 3]),
  RegionCode: optionalDivisionCode,
});
export type DashboardQuery = z.output<typeof dashboardQuery>;

const counter = z.number().int();

/** The summary response (spec 01 section 3; the spelling `registerd` is the spec's). */
export const dashboardSummary = z.object({
  /** Cumulative registered cylinders (every archive not deleted). */
  registerdCylinderCount: counter,
  /** Qualified cylinders in use: in use, neither inspection nor scrap date passed. */
  normalCylinderCount: counter,
  scrappedCylinderCount: counter,
  /** Valid filling units (of the tab's station type). */
  fillingStationCount: counter,
  /** Fillings this year. */
  fillingCount: counter,
  /** Valid inspection institutions. */
  inspectionStationCount: counter,
  /** Cylinders inspected this year. */
  inspectionCount: counter,
});
export type DashboardSummary = z.output<typeof dashboardSummary>;

/** The cards' sub-lines: one example of each figure, null when there is none. */
export const dashboardSample = z.object({
  registeredBarcode: z.string().nullable(),
  normalBarcode: z.string().nullable(),
  scrappedBarcode: z.string().nullable(),
  inspectionBarcode: z.string().nullable(),
  inspectionStationName: z.string().nullable(),
  fillingStationName: z.string().nullable(),
});
export type DashboardSample = z.output<typeof dashboardSample>;

export const dashboardRegionQuery = z.object({
  CylinderCategory: optionalCode('气瓶类别', [1, 2, 3]).transform((value) => value ?? 1),
});

/** A region of the map (a child division of the caller's home division) with the figures of its bubble. */
export const dashboardRegion = z.object({
  name: z.string(),
  code: z.string(),
  registerdCylinderCount: counter,
  fillingCount: counter,
  inspectionCount: counter,
});
export type DashboardRegion = z.output<typeof dashboardRegion>;

export const dashboardRefresh = z.object({ refreshedAt: z.string() });

export const dashboardMessages = {
  refreshTooOften: '数据刷新过于频繁，请一分钟后再试',
} as const;

const base = `${apiBase}/Dashboard`;

export const dashboardApi = {
  summary: {
    ...defineCall({
      method: 'GET',
      path: `${base}/Summary`,
      summary: '看板汇总：按气瓶类型与区域的气瓶、充装单位、充装、检验机构、检验数（204：该区域没有管辖内的单位）',
      query: dashboardQuery,
      response: dataResponse(dashboardSummary),
    }),
    /** 204 No Content (the typed client resolves to null): the region holds no unit within the caller's scope. */
    noContent: true as const,
  },
  sample: defineCall({
    method: 'GET',
    path: `${base}/Sample`,
    summary: '看板卡片示例：按气瓶类型与区域各取一个条码或单位名称',
    query: dashboardQuery,
    response: dataResponse(dashboardSample),
  }),
  regions: defineCall({
    method: 'GET',
    path: `${base}/Regions`,
    summary: '看板地图区域：本人辖区的下级区划及其气泡数据（按气瓶类别）',
    query: dashboardRegionQuery,
    response: dataResponse(z.array(dashboardRegion)),
  }),
  refresh: defineCall({
    method: 'POST',
    path: `${base}/Refresh`,
    summary: '看板刷新：按原始记录重新核算本人辖区的汇总',
    response: dataResponse(dashboardRefresh),
  }),
};
