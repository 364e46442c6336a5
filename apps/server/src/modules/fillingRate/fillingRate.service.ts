import {
  formatDateTime,
  type FillingRateCounts,
  type FillingRateCylinderRow,
  type FillingRateDistrictCounts,
  type FillingRateDistrictRow,
  type FillingRateQuery,
  type FillingRateRow,
} from '@gcs/contracts';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import type { FillingRateCountsStored, FillingRateRepository } from './fillingRate.repository';

type Repository = FillingRateRepository;
type StationRecord = Awaited<ReturnType<ReturnType<Repository['stationRows']>['read']>>[number];
type CylinderRecord = Awaited<ReturnType<ReturnType<Repository['cylinderRows']>['read']>>[number];

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

/** A chosen region outside the caller's answers 404 (its stations would be out of scope anyway: nothing leaks). */
async function checkRegion(repository: Repository, user: SessionUser, query: FillingRateQuery) {
  if (query.DivisionCode !== undefined) await repository.region(user, query.DivisionCode);
}

/** FillingRateByStation: each registering station's counts and rates, with the 合计 (its rates over the sums). */
export function fillingRateSource(
  repository: Repository,
): ListSource<FillingRateQuery, StationRecord, FillingRateRow, FillingRateCounts> {
  const rows = repository.stationRows();
  return {
    read: async (user, query, page) => {
      await checkRegion(repository, user, query);
      return rows.read(user, query, page);
    },
    count: rows.count,
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
  const rows = repository.cylinderRows();
  return {
    read: async (user, query, page) => {
      await checkRegion(repository, user, query);
      return rows.read(user, query, page);
    },
    count: rows.count,
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

type DistrictRecord = Omit<FillingRateDistrictRow, 'ordinalNum'>;

/** The label of the row of stations in the caller's scope outside the chosen region (bound to the regulator). */
export const outsideRegionLabel = '辖区外绑定单位';

/**
 * Every row of 按区域统计: each child of the region (zero rows kept), the region's own row and the stations outside
 * it only when they hold stations. Rates from the row's sums, as the 合计's.
 */
async function districtRows(repository: Repository, user: SessionUser, query: FillingRateQuery) {
  const region = await repository.region(user, query.DivisionCode);
  const [regions, counted] = await Promise.all([
    repository.regions(region),
    repository.byDistrict(user, query, region),
  ]);
  const zero = { root: null, stations: '0', registered: '0', filled: '0', filled_here: '0' };
  const rowOf = (record: (typeof counted)[number], code: string | null, name: string): DistrictRecord => ({
    divisionCode: code,
    divisionName: name,
    stationCount: Number(record.stations),
    ...countsOf(record),
  });
  const rows = regions
    .map((division) => ({ division, record: counted.find((row) => row.root === division.code) }))
    .filter(({ division, record }) => !division.own || record !== undefined)
    // The own row opens no district: its code would stand for the whole region.
    .map(({ division, record }) => rowOf(record ?? zero, division.own ? null : division.code, division.name));
  const outside = counted.find((row) => row.root === null);
  return outside ? [...rows, rowOf(outside, null, outsideRegionLabel)] : rows;
}

function districtTotals(rows: readonly DistrictRecord[]): FillingRateDistrictCounts {
  const sum = (field: 'stationCount' | 'registeredCount' | 'filledCount' | 'filledHereCount') =>
    rows.reduce((total, row) => total + row[field], 0);
  return {
    stationCount: sum('stationCount'),
    ...countsOf({
      registered: String(sum('registeredCount')),
      filled: String(sum('filledCount')),
      filled_here: String(sum('filledHereCount')),
    }),
  };
}

/** FillingRateByDistrict: the rows are the children of one division (a few tens), read once and paged here. */
export function fillingRateDistrictSource(
  repository: Repository,
): ListSource<FillingRateQuery, DistrictRecord, FillingRateDistrictRow, FillingRateDistrictCounts> {
  return {
    read: async (user, query, { offset, limit }) =>
      (await districtRows(repository, user, query)).slice(offset, offset + limit),
    readPageWithSummary: async (user, query, { offset, limit }) => {
      const rows = await districtRows(repository, user, query);
      return { rows: rows.slice(offset, offset + limit), totalCount: rows.length, summary: districtTotals(rows) };
    },
    count: async (user, query) => (await districtRows(repository, user, query)).length,
    summary: async (user, query) => districtTotals(await districtRows(repository, user, query)),
    toRow: (row, ordinalNum) => ({ ordinalNum, ...row }),
  };
}
