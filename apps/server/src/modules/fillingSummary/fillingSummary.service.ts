import type {
  DailyFillingSummaryRow,
  FillingSummaryCounters,
  FillingSummaryQuery,
  FillingTotalCounters,
  FillingTotalRow,
  FlagSummaryRow,
  FlagSummaryTotals,
  StationFillingSummaryRow,
  SummarisedFlag,
} from '@gcs/contracts';
import type { ListSource } from '../../platform/listRoutes';
import { dailyColumnOf } from '../../db/fillingDaily';
import type { FillingSummaryRepository, SummedCounters } from './fillingSummary.repository';
import type { FillingTotalRepository, RegionCounters } from './fillingTotal.repository';

type StationRecord = Awaited<ReturnType<ReturnType<FillingSummaryRepository['stationRows']>['read']>>[number];
type DayRecord = Awaited<ReturnType<ReturnType<FillingSummaryRepository['dayRows']>['read']>>[number];
type FlagRecord = Awaited<ReturnType<ReturnType<FillingSummaryRepository['flagStationRows']>['read']>>[number];

function flagTotalsOf(row: { fillings: string; flagged: string }): FlagSummaryTotals {
  const flagged = Number(row.flagged);
  return {
    fillingCount: Number(row.fillings),
    abnormalCount: flagged,
    specDifferCount: flagged,
    noArchiveCount: flagged,
  };
}

/** One flag's summary by station (OverdueFillingsummary and its kin), over the rollup. */
export function flagSummarySource(
  repository: FillingSummaryRepository,
  flag: SummarisedFlag,
): ListSource<FillingSummaryQuery, FlagRecord, FlagSummaryRow, FlagSummaryTotals> {
  const column = dailyColumnOf(flag);
  return {
    ...repository.flagStationRows(column),
    summary: async (user, query) => flagTotalsOf(await repository.flagTotals(user, query, column)),
    toRow: (row, ordinalNum) => {
      const totals = flagTotalsOf(row);
      return {
        ordinalNum,
        stationId: row.station_id,
        areaName: row.area_name,
        stationName: row.station_name,
        ...totals,
        abnormalRate:
          totals.fillingCount === 0 ? 0 : Math.round((totals.abnormalCount / totals.fillingCount) * 10_000) / 100,
      };
    },
    rowsProveStationScope: true,
  };
}

export function countersOf(row: SummedCounters): FillingSummaryCounters {
  return {
    fillingCount: Number(row.fillings),
    normalCount: Number(row.normal),
    expiredCount: Number(row.expired),
    scappedCount: Number(row.scrapped),
    noArchiveCount: Number(row.no_archive),
    fillingWeightSum: Number(row.tonnes),
  };
}

/** 充装统计 by station (scope, category, regulator, station and days in SQL, over the rollup). */
export function stationSummarySource(
  repository: FillingSummaryRepository,
): ListSource<FillingSummaryQuery, StationRecord, StationFillingSummaryRow, FillingSummaryCounters> {
  return {
    ...repository.stationRows(),
    summary: async (user, query) => countersOf(await repository.totals(user, query)),
    readPageWithSummary: async (user, query, page) => {
      const { rows, totalCount, totals } = await repository.byStationWithTotals(user, query, page);
      return { rows, totalCount, summary: countersOf(totals) };
    },
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

/** 充装统计 by day. */
export function daySummarySource(
  repository: FillingSummaryRepository,
): ListSource<FillingSummaryQuery, DayRecord, DailyFillingSummaryRow, FillingSummaryCounters> {
  return {
    ...repository.dayRows(),
    summary: async (user, query) => countersOf(await repository.totals(user, query)),
    toRow: (row, ordinalNum) => ({ ordinalNum, day: row.day, ...countersOf(row) }),
    rowsProveStationScope: true,
  };
}

function totalCountersOf(row: Omit<RegionCounters, 'division_code' | 'area_name'>): FillingTotalCounters {
  return {
    beforeCheckCount: Number(row.before_checks),
    fillingCount: Number(row.fillings),
    afterCheckCount: Number(row.after_checks),
    normalCount: Number(row.normal),
    expiredCount: Number(row.expired),
    scappedCount: Number(row.scrapped),
    noArchiveCount: Number(row.no_archive),
    fillingWeightSum: Number(row.tonnes),
    cylinderCount: Number(row.cylinders),
    inspectNumber: Number(row.inspections),
  };
}

/** 充装总量 by region (CylinderFilling/summary): scope, category, regulator, station, region and period in SQL. */
export function regionTotalSource(
  repository: FillingTotalRepository,
): ListSource<FillingSummaryQuery, RegionCounters, FillingTotalRow, FillingTotalCounters> {
  return {
    read: (user, query, page) => repository.byRegion(user, query, page),
    count: (user, query) => repository.countRegions(user, query),
    summary: async (user, query) => totalCountersOf(await repository.totals(user, query)),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      divisionCode: row.division_code,
      areaName: row.area_name ?? row.division_code,
      ...totalCountersOf(row),
    }),
  };
}
