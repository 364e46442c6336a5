import {
  formatDateTime,
  monitorStateLabels,
  type MonitorScaleRow,
  type OfflineScaleQuery,
  type OfflineScaleRow,
  type OfflineStationRow,
} from '@gcs/contracts';
import type { ListSource } from '../../platform/listRoutes';
import type { OfflineScalesRepository } from './offlineScales.repository';

type StationRecord = Awaited<ReturnType<ReturnType<OfflineScalesRepository['stationRows']>['read']>>[number];
type ScaleRecord = Awaited<ReturnType<ReturnType<OfflineScalesRepository['offlineRows']>['read']>>[number];
type MonitorRecord = Awaited<ReturnType<ReturnType<OfflineScalesRepository['scaleRows']>['read']>>[number];
type Totals = Awaited<ReturnType<OfflineScalesRepository['totals']>>;

const hourMs = 3_600_000;

/** The offline report of one request: its cut-off is the chosen number of hours before now. */
function cutoffOf(now: Date, query: OfflineScaleQuery): string {
  return new Date(now.getTime() - query.OfflineHours * hourMs).toISOString();
}

/** 充装秤离线 by station (scope, regulator and station in SQL; the cut-off from the platform's clock). */
export function offlineStationSource(
  repository: OfflineScalesRepository,
  now: () => Date,
): ListSource<OfflineScaleQuery, StationRecord, OfflineStationRow, Totals> {
  return {
    ...repository.stationRows((query) => cutoffOf(now(), query)),
    summary: (user, query) => repository.totals(user, query, cutoffOf(now(), query)),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      stationId: row.station_id,
      divisionName: row.division_name,
      stationName: row.station_name,
      deviceCount: Number(row.device_count),
      offlineCount: Number(row.offline_count),
      uploadTime: formatDateTime(row.last_report_at),
    }),
    rowsProveStationScope: true,
  };
}

function scaleRowOf(row: ScaleRecord, ordinalNum: number, now: Date): OfflineScaleRow {
  return {
    ordinalNum,
    id: row.id,
    deviceguid: row.device_guid,
    deviceNumber: row.device_code,
    deviceName: row.device_name,
    stationId: row.station_id,
    stationName: row.station_name,
    divisionName: row.division_name,
    uploadTime: formatDateTime(row.last_report_at),
    offlineHours:
      row.last_report_at === null
        ? null
        : Math.floor((now.getTime() - new Date(row.last_report_at).getTime()) / hourMs),
  };
}

/** The offline scales one by one, the longest silent first. */
export function offlineScaleSource(
  repository: OfflineScalesRepository,
  now: () => Date,
): ListSource<OfflineScaleQuery, ScaleRecord, OfflineScaleRow> {
  return {
    ...repository.offlineRows((query) => cutoffOf(now(), query)),
    toRow: (row, ordinalNum) => scaleRowOf(row, ordinalNum, now()),
    rowsProveStationScope: true,
  };
}

/** MonitorList: every enabled scale with its state, 离线 when silent longer than the chosen time or never heard from. */
export function monitorScaleSource(
  repository: OfflineScalesRepository,
  now: () => Date,
): ListSource<OfflineScaleQuery, MonitorRecord, MonitorScaleRow> {
  return {
    ...repository.scaleRows((query) => cutoffOf(now(), query)),
    toRow: (row, ordinalNum) => ({
      ...scaleRowOf(row, ordinalNum, now()),
      state: row.offline ? monitorStateLabels.offline : monitorStateLabels.online,
    }),
    rowsProveStationScope: true,
  };
}
