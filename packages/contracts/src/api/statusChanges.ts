import { z } from 'zod';
import { CylinderCategory, CylinderStatus } from '../enums';
import { listResponse, listResponseWithSummary, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { exportParams } from './export';
import { nullableString, optionalCode, optionalDay } from './fields';
import { checkDayRange, optionalId } from './listFilters';
import { optionalDivisionCode } from './units/unitFields';

/**
 * The status changes a regulator counts (spec 02 section 3.12 built-in defaults: deleted, scrapped, cancelled,
 * transferred, stopped, returned, blacklisted), read from the cylinder history: a change of the archive's status to
 * one of these, or a blacklisting.
 */
export const StatusChangeKind = {
  Deleted: 1,
  Scrapped: 2,
  Cancelled: 3,
  Transferred: 4,
  Stopped: 5,
  Returned: 6,
  Blacklisted: 7,
} as const;
export type StatusChangeKind = (typeof StatusChangeKind)[keyof typeof StatusChangeKind];
export const statusChangeKindValues = Object.values(StatusChangeKind) as StatusChangeKind[];

export const statusChangeKindLabels: Record<StatusChangeKind, string> = {
  1: '删除',
  2: '报废',
  3: '注销',
  4: '转出',
  5: '停用',
  6: '退回',
  7: '加入黑名单',
};

/** The archive status each kind but the blacklisting changes to. */
export const statusOfChangeKind = {
  [StatusChangeKind.Deleted]: CylinderStatus.Deleted,
  [StatusChangeKind.Scrapped]: CylinderStatus.Scrapped,
  [StatusChangeKind.Cancelled]: CylinderStatus.Cancelled,
  [StatusChangeKind.Transferred]: CylinderStatus.TransferredOut,
  [StatusChangeKind.Stopped]: CylinderStatus.Stopped,
  [StatusChangeKind.Returned]: CylinderStatus.Returned,
} as const satisfies Partial<Record<StatusChangeKind, CylinderStatus>>;

const statusChangeFilters = {
  CylinderCategory: optionalCode('气瓶类别', Object.values(CylinderCategory)),
  RegulatorId: optionalId('监管单位'),
  StationId: optionalId('充装单位'),
  DivisionCode: optionalDivisionCode,
  From: optionalDay('变更日期起'),
  To: optionalDay('变更日期止'),
  ...pageQuery,
  ...exportParams,
};

export const statusChangeQuery = z.object(statusChangeFilters).superRefine(checkDayRange('变更日期'));
export type StatusChangeQuery = z.output<typeof statusChangeQuery>;

/** The history rows behind a count: the same filters and one kind. */
export const statusChangeRecordQuery = z
  .object({ ...statusChangeFilters, Kind: optionalCode('变更类型', statusChangeKindValues) })
  .superRefine(checkDayRange('变更日期'));
export type StatusChangeRecordQuery = z.output<typeof statusChangeRecordQuery>;

/** The counts of a row and of the 合计. */
export const statusChangeCounters = {
  deletedCount: z.number().int(),
  scrappedCount: z.number().int(),
  cancelledCount: z.number().int(),
  transferredCount: z.number().int(),
  stoppedCount: z.number().int(),
  returnedCount: z.number().int(),
  blacklistedCount: z.number().int(),
  totalCount: z.number().int(),
};
export type StatusChangeCounters = z.output<z.ZodObject<typeof statusChangeCounters>>;

/** The counter of each kind. */
export const statusChangeCounterOf = {
  1: 'deletedCount',
  2: 'scrappedCount',
  3: 'cancelledCount',
  4: 'transferredCount',
  5: 'stoppedCount',
  6: 'returnedCount',
  7: 'blacklistedCount',
} as const satisfies Record<StatusChangeKind, keyof typeof statusChangeCounters>;

export const stationStatusChangeRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  areaName: nullableString,
  stationName: z.string(),
  ...statusChangeCounters,
});
export type StationStatusChangeRow = z.output<typeof stationStatusChangeRow>;

export const regionStatusChangeRow = z.object({
  ordinalNum: z.number().int(),
  divisionCode: z.string(),
  areaName: z.string(),
  ...statusChangeCounters,
});
export type RegionStatusChangeRow = z.output<typeof regionStatusChangeRow>;

export const statusChangeRecordRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  cylinderId: z.number().int(),
  cylinderBarcode: z.string(),
  stationId: z.number().int(),
  stationName: z.string(),
  kind: z.number().int(),
  kindName: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  changedAt: z.string(),
  operatorName: z.string(),
  entityName: nullableString,
  /** What changed, in words (label: from → to, joined by ；). */
  changes: z.string(),
});
export type StatusChangeRecordRow = z.output<typeof statusChangeRecordRow>;

const base = `${apiBase}/Cylinder`;

export const statusChangeApi = {
  byStation: defineCall({
    method: 'GET',
    path: `${base}/StatusChangeSummary`,
    summary: '状态变更统计（按充装单位）：期间内删除、报废、注销、转出、停用、退回、加入黑名单的次数，附合计',
    query: statusChangeQuery,
    response: listResponseWithSummary(stationStatusChangeRow, statusChangeCounters),
  }),
  byRegion: defineCall({
    method: 'GET',
    path: `${base}/StatusChangeSummaryByRegion`,
    summary: '状态变更统计（按区域）：期间内各区县充装单位的气瓶状态变更次数，附合计',
    query: statusChangeQuery,
    response: listResponseWithSummary(regionStatusChangeRow, statusChangeCounters),
  }),
  records: defineCall({
    method: 'GET',
    path: `${base}/StatusChangeList`,
    summary: '状态变更记录：计入状态变更统计的气瓶履历，最新的在前',
    query: statusChangeRecordQuery,
    response: listResponse(statusChangeRecordRow),
  }),
};
