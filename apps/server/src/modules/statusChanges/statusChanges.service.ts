import {
  formatDateTime,
  statusChangeKindLabels,
  type RegionStatusChangeRow,
  type StationStatusChangeRow,
  type StatusChangeCounters,
  type StatusChangeKind,
  type StatusChangeQuery,
  type StatusChangeRecordQuery,
  type StatusChangeRecordRow,
} from '@gcs/contracts';
import type { HistoryChange } from '../../db/schema';
import type { ListSource } from '../../platform/listRoutes';
import type {
  RegionStatusCounts,
  StationStatusCounts,
  StatusChangeRecord,
  StatusChangesRepository,
  StatusCounts,
} from './statusChanges.repository';

export function countersOf(row: StatusCounts): StatusChangeCounters {
  return {
    deletedCount: Number(row.deleted),
    scrappedCount: Number(row.scrapped),
    cancelledCount: Number(row.cancelled),
    transferredCount: Number(row.transferred),
    stoppedCount: Number(row.stopped),
    returnedCount: Number(row.returned),
    blacklistedCount: Number(row.blacklisted),
    totalCount: Number(row.total),
  };
}

/** 状态变更统计 by station (scope, category, regulator, station, region and period in SQL). */
export function stationStatusSource(
  repository: StatusChangesRepository,
): ListSource<StatusChangeQuery, StationStatusCounts, StationStatusChangeRow, StatusChangeCounters> {
  return {
    read: (user, query, page) => repository.byStation(user, query, page),
    count: (user, query) => repository.countStations(user, query),
    summary: async (user, query) => countersOf(await repository.totals(user, query)),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      stationId: row.station_id,
      areaName: row.area_name,
      stationName: row.station_name,
      ...countersOf(row),
    }),
    rowsProveStationScope: true,
  };
}

/** 状态变更统计 by region (the district of the station each change names). */
export function regionStatusSource(
  repository: StatusChangesRepository,
): ListSource<StatusChangeQuery, RegionStatusCounts, RegionStatusChangeRow, StatusChangeCounters> {
  return {
    read: (user, query, page) => repository.byRegion(user, query, page),
    count: (user, query) => repository.countRegions(user, query),
    summary: async (user, query) => countersOf(await repository.totals(user, query)),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      divisionCode: row.division_code,
      areaName: row.area_name ?? row.division_code,
      ...countersOf(row),
    }),
  };
}

/** A history row's changes in words: label from → to, joined by ；. */
function changesText(changes: HistoryChange[] | string): string {
  const list: HistoryChange[] = typeof changes === 'string' ? (JSON.parse(changes) as HistoryChange[]) : changes;
  return list.map((change) => `${change.label}：${change.from ?? '无'} → ${change.to ?? '无'}`).join('；');
}

/** The history rows behind the counts, newest first. */
export function statusRecordSource(
  repository: StatusChangesRepository,
): ListSource<StatusChangeRecordQuery, StatusChangeRecord, StatusChangeRecordRow> {
  return {
    read: (user, query, page) => repository.records(user, query, page),
    count: (user, query) => repository.countRecords(user, query),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      id: Number(row.id),
      cylinderId: Number(row.cylinder_id),
      cylinderBarcode: row.barcode,
      stationId: row.station_id,
      stationName: row.station_name,
      kind: row.kind,
      kindName: statusChangeKindLabels[row.kind as StatusChangeKind] ?? '',
      changedAt: formatDateTime(row.changed_at),
      operatorName: row.operator_name,
      entityName: row.entity_name,
      changes: changesText(row.changes),
    }),
    rowsProveStationScope: true,
  };
}
