import {
  BelongToType,
  disposalRate,
  type CylinderRow,
  type ForecastCounts,
  type ForecastCylinderQuery,
  type ForecastDistrictRow,
  type ForecastInstitutionRow,
  type ForecastQuery,
  type ForecastStationRow,
  type OverdueQuery,
  type OverdueRow,
} from '@gcs/contracts';
import type { ListSource, Page as ListPage } from '../../platform/listRoutes';
import { pageCarryingTotal } from '../../platform/paging';
import type { ScopeUser } from '../../platform/dataScope';
import { cylinderSortCodes } from '../../platform/cylinderSorts';
import { toCylinderRow, type ListRow } from '../cylinders/cylinders.mappers';
import type { CylindersService } from '../cylinders/cylinders.service';
import {
  forecastConditions,
  windowCondition,
  type InspectionForecastRepository,
} from './inspectionForecast.repository';

type Repository = InspectionForecastRepository;
type StationStored = Awaited<ReturnType<Repository['byStation']>>[number];
type DistrictStored = Awaited<ReturnType<Repository['byDistrict']>>[number];
type InstitutionStored = Awaited<ReturnType<Repository['byInstitution']>>[number];
type OverdueStored = Awaited<ReturnType<Repository['overduePage']>>[number];

interface WindowSums {
  overdue: string | number;
  due30: string | number;
  due60: string | number;
  due90: string | number;
}

function countsOf(row: WindowSums): ForecastCounts {
  const due30Count = Number(row.due30);
  const due60Count = Number(row.due60);
  const due90Count = Number(row.due90);
  return {
    overdueCount: Number(row.overdue),
    due30Count,
    due60Count,
    due90Count,
    dueTotalCount: due30Count + due60Count + due90Count,
  };
}

/** A grouped page whose rows carry their total (`count(*) over ()`). */
function pageOf<Q, S extends { total_count: string | number | null }>(
  read: (user: ScopeUser, query: Q, page: { offset: number; limit: number }) => Promise<S[]>,
) {
  return {
    read,
    count: async (user: ScopeUser, query: Q) => {
      const [first] = await read(user, query, { offset: 0, limit: 1 });
      return first ? Number(first.total_count) : 0;
    },
    readPage: (user: ScopeUser, query: Q, page: { offset: number; limit: number }) =>
      pageCarryingTotal(
        page.offset,
        () => read(user, query, page),
        async () => {
          const [first] = await read(user, query, { offset: 0, limit: 1 });
          return first ? Number(first.total_count) : 0;
        },
      ),
  };
}

/** The forecast's tabs, its drill-down cylinders and 超期气瓶, for registerList (today from the platform's clock). */
export class InspectionForecastService {
  constructor(
    private readonly repository: Repository,
    private readonly cylinders: CylindersService,
    private readonly today: () => string,
  ) {}

  districtSource(): ListSource<ForecastQuery, DistrictStored, ForecastDistrictRow, ForecastCounts> {
    const { repository } = this;
    return {
      ...pageOf((user, query: ForecastQuery, page) => repository.byDistrict(user, query, this.today(), page)),
      summary: async (user, query) => countsOf(await repository.totals(user, query, this.today(), 'station')),
      toRow: (row, ordinalNum) => ({
        ordinalNum,
        divisionCode: row.group_code,
        areaName: row.area_name,
        ...countsOf(row),
      }),
    };
  }

  stationSource(): ListSource<ForecastQuery, StationStored, ForecastStationRow, ForecastCounts> {
    const { repository } = this;
    return {
      ...pageOf((user, query: ForecastQuery, page) => repository.byStation(user, query, this.today(), page)),
      summary: async (user, query) => countsOf(await repository.totals(user, query, this.today(), 'station')),
      toRow: (row, ordinalNum) => ({
        ordinalNum,
        fillStationId: row.group_id,
        stationName: row.group_name,
        areaName: row.area_name,
        ...countsOf(row),
      }),
    };
  }

  institutionSource(): ListSource<ForecastQuery, InstitutionStored, ForecastInstitutionRow, ForecastCounts> {
    const { repository } = this;
    return {
      ...pageOf((user, query: ForecastQuery, page) => repository.byInstitution(user, query, this.today(), page)),
      summary: async (user, query) => countsOf(await repository.totals(user, query, this.today(), 'institution')),
      toRow: (row, ordinalNum) => ({
        ordinalNum,
        inspectStationId: row.group_id,
        inspectStationName: row.group_name,
        areaName: row.area_name,
        fillStationCount: Number(row.stations),
        ...countsOf(row),
      }),
    };
  }

  /**
   * The cylinders behind a count, soonest due first: the archive's rows and statement, with the forecast's own
   * scope among the conditions (so the archive's station scope is not applied twice: an institution's bound stations
   * lie outside it).
   */
  cylinderSource(): ListSource<ForecastCylinderQuery, ListRow, CylinderRow> {
    const { cylinders } = this;
    const everyStation: ScopeUser = {
      isSystemManager: true,
      belongToType: BelongToType.Regulator,
      regulatorId: null,
      stationId: null,
    };
    const conditions = (user: ScopeUser, query: ForecastCylinderQuery) => [
      ...forecastConditions(user, query),
      windowCondition(query.DueWindow, this.today()),
    ];
    const soonest = { code: 'nextInspectionDate', order: 'asc' } as const;
    const read = (user: ScopeUser, query: ForecastCylinderQuery, page: ListPage) =>
      cylinders.listPage(everyStation, conditions(user, query), page.offset, page.limit, page.sort ?? soonest);
    const count = (user: ScopeUser, query: ForecastCylinderQuery) =>
      cylinders.countRows(everyStation, conditions(user, query));
    return {
      sorts: cylinderSortCodes,
      read,
      count,
      readPage: (user, query, page) =>
        pageCarryingTotal(
          page.offset,
          () => read(user, query, page),
          () => count(user, query),
        ),
      toRow: (row, ordinalNum) => toCylinderRow(row, ordinalNum, this.today()),
    };
  }

  overdueSource(): ListSource<
    OverdueQuery,
    OverdueStored,
    OverdueRow,
    Awaited<ReturnType<Repository['overdueTotals']>>
  > {
    const { repository } = this;
    return {
      ...pageOf((user, query: OverdueQuery, page) => repository.overduePage(user, query, this.today(), page)),
      summary: (user, query) => repository.overdueTotals(user, query, this.today()),
      toRow: (row, ordinalNum) => {
        const overdueCount = Number(row.overdue);
        const disposedCount = Number(row.disposed);
        return {
          ordinalNum,
          stationId: row.station_id,
          areaName: row.area_name,
          stationName: row.station_name,
          overdueCount,
          overdueFillingCount: Number(row.fillings),
          disposedCount,
          disposalRate: disposalRate(disposedCount, overdueCount),
        };
      },
      rowsProveStationScope: true,
    };
  }
}
