import {
  formatDateTime,
  type FillingRateCounts,
  type FillingRateCylinderRow,
  type FillingRateQuery,
  type FillingRateRow,
} from '@gcs/contracts';
import type { ListSource } from '../../platform/listRoutes';
import type { FillingRateCountsStored, FillingRateRepository } from './fillingRate.repository';

type Repository = FillingRateRepository;
type StationRecord = Awaited<ReturnType<Repository['byStation']>>[number];
type CylinderRecord = Awaited<ReturnType<Repository['cylinders']>>[number];

/** A share in per cent with one decimal; 0 of nothing is 0. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

export function countsOf(row: FillingRateCountsStored): FillingRateCounts {
  const registered = Number(row.registered);
  const filled = Number(row.filled);
  const filledHere = Number(row.filled_here);
  return {
    registeredCount: registered,
    filledCount: filled,
    filledHereCount: filledHere,
    unfilledCount: registered - filled,
    fillingRate: percentOf(filled, registered),
    fillingHereRate: percentOf(filledHere, registered),
  };
}

/** FillingRateByStation: each registering station's counts and rates, with the 合计 (its rates over the sums). */
export function fillingRateSource(
  repository: Repository,
): ListSource<FillingRateQuery, StationRecord, FillingRateRow, FillingRateCounts> {
  return {
    read: (user, query, page) => repository.byStation(user, query, page),
    count: (user, query) => repository.countStations(user, query),
    summary: async (user, query) => countsOf(await repository.totals(user, query)),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      stationId: row.station_id,
      areaName: row.area_name,
      stationName: row.station_name,
      ...countsOf(row),
    }),
    rowsProveStationScope: true,
  };
}

/** FillingRateCylinders: the registered cylinders behind a count, with their last filling. */
export function fillingRateCylinderSource(
  repository: Repository,
): ListSource<FillingRateQuery, CylinderRecord, FillingRateCylinderRow> {
  return {
    read: (user, query, page) => repository.cylinders(user, query, page),
    count: (user, query) => repository.countCylinders(user, query),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      cylinderId: Number(row.cylinder_id),
      barcode: row.barcode,
      plateNum: row.plate_num,
      vcTypeName: row.vc_type_name,
      stationName: row.station_name,
      lastFillingStationName: row.last_station_name,
      lastFillingTime: row.begin_time === null ? '' : formatDateTime(row.begin_time),
      filled: row.filled ? '是' : '否',
    }),
    rowsProveStationScope: true,
  };
}
