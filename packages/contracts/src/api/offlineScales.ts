import { z } from 'zod';
import { listResponse, listResponseWithSummary, pageQuery } from '../paging';
import { apiBase, defineCall } from './call';
import { exportParams } from './export';
import { nullableNumber, nullableString, optionalCode } from './fields';
import { optionalId } from './listFilters';

/** How long a scale may stay silent before it counts as offline (hours), as the filter offers them. */
export const offlineHoursLabels: Readonly<Record<number, string>> = {
  24: '超过24小时',
  72: '超过3天',
  168: '超过7天',
  720: '超过30天',
};
export const defaultOfflineHours = 24;

/**
 * The offline scales (spec 02 sections 3.12 offline scale devices, 7.7 Monitor): enabled scales of the caller's
 * stations that have not uploaded for longer than the chosen time, or never; by station and one by one.
 */
export const offlineScaleQuery = z.object({
  RegulatorId: optionalId('监管单位'),
  StationId: optionalId('充装单位'),
  OfflineHours: optionalCode('离线时长', Object.keys(offlineHoursLabels).map(Number)).transform(
    (value) => value ?? defaultOfflineHours,
  ),
  ...pageQuery,
  ...exportParams,
});
export type OfflineScaleQuery = z.output<typeof offlineScaleQuery>;

export const offlineStationRow = z.object({
  ordinalNum: z.number().int(),
  stationId: z.number().int(),
  divisionName: nullableString,
  stationName: z.string(),
  /** Enabled scales of the station. */
  deviceCount: z.number().int(),
  /** Of those, silent longer than the chosen time or never heard from. */
  offlineCount: z.number().int(),
  /** The station's latest upload by any scale (yyyy-MM-dd HH:mm:ss, China time), empty when none ever uploaded. */
  uploadTime: z.string(),
});
export type OfflineStationRow = z.output<typeof offlineStationRow>;

export const offlineTotals = { deviceCount: z.number().int(), offlineCount: z.number().int() };

/** One offline scale: the spec's column codes deviceguid, deviceNumber, divisionName, stationName, uploadTime. */
export const offlineScaleRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  deviceguid: z.string(),
  deviceNumber: z.string(),
  deviceName: z.string(),
  stationId: z.number().int(),
  stationName: z.string(),
  divisionName: nullableString,
  /** The last upload (China time), empty when the scale never uploaded. */
  uploadTime: z.string(),
  /** Whole hours since the last upload; null when it never uploaded. */
  offlineHours: nullableNumber,
});
export type OfflineScaleRow = z.output<typeof offlineScaleRow>;

/** Whether a scale uploaded within the chosen time (在线) or not, or never (离线). */
export const monitorStateLabels = { online: '在线', offline: '离线' } as const;

/** A scale of MonitorList: every enabled scale with its station, last upload and state under the chosen time. */
export const monitorScaleRow = offlineScaleRow.extend({
  /** 在线 or 离线. */
  state: z.string(),
});
export type MonitorScaleRow = z.output<typeof monitorScaleRow>;

const base = `${apiBase}/Monitor`;

export const offlineScaleApi = {
  offlineByStation: defineCall({
    method: 'GET',
    path: `${base}/OfflineStatisticsByStation`,
    summary:
      '充装秤离线统计（按充装单位）：启用的秤数与其中超过所选时长未上传的秤数，附合计（isExport=true 时导出 .xlsx）',
    query: offlineScaleQuery,
    response: listResponseWithSummary(offlineStationRow, offlineTotals),
  }),
  offlineDetail: defineCall({
    method: 'GET',
    path: `${base}/OfflineDetailList`,
    summary: '离线充装秤明细：超过所选时长未上传或从未上传的启用的秤，最久未上传的在前（isExport=true 时导出 .xlsx）',
    query: offlineScaleQuery,
    response: listResponse(offlineScaleRow),
  }),
  monitorList: defineCall({
    method: 'GET',
    path: `${base}/MonitorList`,
    summary:
      '充装秤监控列表：启用的每台秤及其充装单位、最后上传时间与在线状态（所选时长内上传过为在线），按区域与充装单位排列（isExport=true 时导出 .xlsx）',
    query: offlineScaleQuery,
    response: listResponse(monitorScaleRow),
  }),
};
