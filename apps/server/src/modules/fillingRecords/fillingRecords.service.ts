import {
  fillingCylinderStateLabels,
  flagNamesOf,
  type CompressedGasGroupQuery,
  type CompressedGasGroupRow,
  type CompressedGasGroupTotals,
  formatDateTime,
  type FillingCylinderState,
  type FillingGroupDetailQuery,
  type FillingGroupQuery,
  type FillingGroupRow,
  type FillingGroupSummaryRow,
  type FillingGroupSummaryTotals,
  type FillingHistoryQuery,
  type FillingRecordQuery,
  type FillingRecordRow,
  type LastFillingQuery,
  type LastFillingRow,
  type ThirdFillingQuery,
  type ThirdFillingRow,
  type ThirdFillingSummaryRow,
  type ThirdFillingTotals,
  type VehicleFillingRecordQuery,
} from '@gcs/contracts';
import type { ListSource, Page } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { keysetRows } from '../../platform/xlsxExport';
import {
  compressedGasGroupSorts,
  stationSummarySorts,
  type CompressedGasGroupStored,
  type FillingGroupKind,
  type FillingGroupsRepository,
  type GroupWindowTotals,
  type FillingGroupStationStored,
  type FillingGroupStored,
} from './fillingGroups.repository';
import type { ThirdFillingsRepository, ThirdStationStored } from './thirdFillings.repository';
import type {
  FillingRecordKey,
  FillingRecordStored,
  FillingRecordsRepository,
  LastFillingStored,
} from './fillingRecords.repository';

type ThirdFillingStored = Awaited<ReturnType<ReturnType<ThirdFillingsRepository['fillingRows']>['read']>>[number];

const orNull = (value: string | null) => (value === null ? null : formatDateTime(value));
const stateName = (state: number | null) =>
  state === null ? '' : (fillingCylinderStateLabels[state as FillingCylinderState] ?? '');
const orNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** The cylinder's own weight: the weight before filling less the gas left in it; null when either is not recorded. */
function selfWeightOf(beginWeight: number | string | null, residual: number | string | null) {
  if (beginWeight === null || residual === null) return null;
  return Math.round((Number(beginWeight) - Number(residual)) * 100) / 100;
}

/** A stored record as the lists show it: every field of section 3.3, times in China time, flags in words. */
export function toFillingRecordRow(row: FillingRecordStored, ordinalNum: number): FillingRecordRow {
  return {
    id: row.id,
    ordinalNum,
    fillingGuid: row.filling_guid,
    stationId: row.station_id,
    stationName: row.station_name,
    balance: row.balance,
    cylinderId: row.cylinder_id,
    cylinderBarcode: row.cylinder_barcode,
    cylinderSpec: row.cylinder_spec ?? row.spec_name,
    mediumName: row.medium_name,
    operatorName: row.operator_name,
    fillingWeight: orNumber(row.filling_weight),
    selfWeight: selfWeightOf(row.begin_weight, row.residual_liquid_weight),
    presetWeight: orNumber(row.preset_weight),
    beginWeight: orNumber(row.begin_weight),
    endWeight: orNumber(row.end_weight),
    residualLiquidWeight: orNumber(row.residual_liquid_weight),
    fillingPressure: orNumber(row.filling_pressure),
    temperature: orNumber(row.temperature),
    plateNumber: row.plate_number,
    beginTime: formatDateTime(row.begin_time),
    endTime: orNull(row.end_time),
    cylinderState: stateName(row.cylinder_state),
    operationTime: orNull(row.operation_time),
    insertTime: formatDateTime(row.insert_time),
    fillingSeconds: row.filling_seconds,
    flags: row.flags,
    flagNames: flagNamesOf(row.flags),
    deliveryTime: orNull(row.delivery_time),
    deliveryOperator: row.delivery_operator,
    deliveryUser: row.delivery_user,
    deliveryAddress: row.delivery_address,
  };
}

export function toLastFillingRow(row: LastFillingStored, ordinalNum: number): LastFillingRow {
  return {
    ordinalNum,
    barcode: row.barcode,
    cylinderId: row.cylinder_id,
    stationId: row.station_id,
    stationName: row.station_name,
    lastFillingTime: formatDateTime(row.begin_time),
    cylinderSpec: row.cylinder_spec ?? row.spec_name,
    fillingWeight: orNumber(row.filling_weight),
    operator: row.operator_name,
    plateNumber: row.plate_number,
    cylinderState: stateName(row.cylinder_state),
  };
}

export function toFillingGroupRow(row: FillingGroupStored, ordinalNum: number): FillingGroupRow {
  return {
    ordinalNum,
    key: `${row.barcode}@${row.station_id}`,
    barcode: row.barcode,
    cylinderId: orNumber(row.cylinder_id),
    stationId: row.station_id,
    stationName: row.station_name,
    fillings: Number(row.fillings),
    totalWeight: Math.round(Number(row.total_weight) * 100) / 100,
    firstTime: formatDateTime(row.first_time),
    lastTime: formatDateTime(row.last_time),
  };
}

/** fillinglist and list: one category's records of a bounded period (scope, category, flag, plate in SQL). */
export function fillingRecordSource(
  repository: FillingRecordsRepository,
): ListSource<FillingRecordQuery | VehicleFillingRecordQuery, FillingRecordStored, FillingRecordRow> {
  return {
    ...repository.recordRows(),
    // The export continues after the last record it read (a month of a region holds millions of records).
    exportRows: (user, query) =>
      keysetRows(
        (after: FillingRecordKey | null, size) => repository.recordsAfter(user, query, after, size),
        (row) => ({ beginTime: row.key_time, id: row.id }),
      ),
    toRow: toFillingRecordRow,
    rowsProveStationScope: true,
  };
}

/** FillingHistory: one barcode's fillings in the caller's scope. */
export function fillingHistorySource(
  repository: FillingRecordsRepository,
): ListSource<FillingHistoryQuery, FillingRecordStored, FillingRecordRow> {
  return {
    ...repository.historyRows(),
    toRow: toFillingRecordRow,
  };
}

/** QueryLastFilling: the latest filling of each barcode, where it was in the caller's scope. */
export function lastFillingSource(
  repository: FillingRecordsRepository,
): ListSource<LastFillingQuery, LastFillingStored, LastFillingRow> {
  return {
    ...repository.lastFillingRows(),
    toRow: toLastFillingRow,
  };
}

/** ActiveCylinderDetail, QueryContinueFilling, QueryAppendGasList: the groups of a kind. */
export function fillingGroupSource(
  repository: FillingGroupsRepository,
  kind: FillingGroupKind,
): ListSource<FillingGroupQuery, FillingGroupStored, FillingGroupRow> {
  return {
    ...repository.groupRows(kind),
    toRow: toFillingGroupRow,
  };
}

/** The Detail calls: one group's fillings. */
export function fillingGroupDetailSource(
  repository: FillingGroupsRepository,
  kind: FillingGroupKind,
): ListSource<FillingGroupDetailQuery, FillingRecordStored, FillingRecordRow> {
  return {
    ...repository.detailRows(kind),
    toRow: toFillingRecordRow,
  };
}

const kilograms = (value: number | string) => Math.round(Number(value) * 100) / 100;

function groupTotalsOf(row: {
  cylinders: string | number;
  fillings: string | number;
  total_weight: number | string;
}): FillingGroupSummaryTotals {
  return {
    cylinderCount: Number(row.cylinders),
    fillingCount: Number(row.fillings),
    totalWeight: kilograms(row.total_weight),
  };
}

/** A page of group counts whose rows carry the groups' count and 合计 (`groupWindowTotals`): one statement a page. */
function groupPageWithSummary<Query, Stored extends GroupWindowTotals>(
  read: (user: SessionUser, query: Query, page: Page) => Promise<Stored[]>,
) {
  return async (user: SessionUser, query: Query, page: Page) => {
    const rows = await read(user, query, page);
    // A page past the end carries no totals: they are read from the first page then.
    const carrier =
      rows[0] ?? (page.offset === 0 ? undefined : (await read(user, query, { ...page, offset: 0, limit: 1 }))[0]);
    return {
      rows,
      totalCount: carrier ? Number(carrier.groups) : 0,
      summary: groupTotalsOf({
        cylinders: carrier?.all_cylinders ?? 0,
        fillings: carrier?.all_fillings ?? 0,
        total_weight: carrier?.all_total_weight ?? 0,
      }),
    };
  };
}

/** ActiveCylinderSummarry, QueryAppendGasSummary: a kind's groups counted per station, with the 合计. */
export function fillingGroupStationSource(
  repository: FillingGroupsRepository,
  kind: FillingGroupKind,
): ListSource<FillingGroupQuery, FillingGroupStationStored, FillingGroupSummaryRow, FillingGroupSummaryTotals> {
  const stations = repository.stationRows(kind);
  return {
    ...stations,
    summary: async (user, query) => groupTotalsOf(await repository.stationTotals(user, query, kind)),
    readPageWithSummary: groupPageWithSummary(stations.read),
    sorts: Object.keys(stationSummarySorts),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      stationId: row.station_id,
      areaName: row.area_name,
      stationName: row.station_name,
      ...groupTotalsOf(row),
    }),
    rowsProveStationScope: true,
  };
}

/** CompressedGasFillingGroup (按介质统计): the compressed-gas fillings per station and medium, with the 合计. */
export function compressedGasGroupSource(
  repository: FillingGroupsRepository,
): ListSource<CompressedGasGroupQuery, CompressedGasGroupStored, CompressedGasGroupRow, CompressedGasGroupTotals> {
  const groups = repository.mediumGroupRows();
  return {
    ...groups,
    summary: async (user, query) => groupTotalsOf(await repository.mediumTotals(user, query)),
    readPageWithSummary: groupPageWithSummary(groups.read),
    sorts: Object.keys(compressedGasGroupSorts),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      key: `${row.station_id}@${row.medium_id ?? 0}`,
      stationId: row.station_id,
      areaName: row.area_name,
      stationName: row.station_name,
      mediumId: row.medium_id,
      mediumName: row.medium_name ?? '未知介质',
      ...groupTotalsOf(row),
    }),
    rowsProveStationScope: true,
  };
}

function thirdTotalsOf(row: { fillings: string; third: string; cylinders: string }): ThirdFillingTotals {
  return { fillingCount: Number(row.fillings), thirdCount: Number(row.third), cylinderCount: Number(row.cylinders) };
}

/** ThirdFillingWarningSummary: each filling station's archived and third-party fillings, with the 合计. */
export function thirdFillingSummarySource(
  repository: ThirdFillingsRepository,
): ListSource<ThirdFillingQuery, ThirdStationStored, ThirdFillingSummaryRow, ThirdFillingTotals> {
  const stations = repository.stationRows();
  return {
    ...stations,
    summary: async (user, query) => thirdTotalsOf(await repository.totals(user, query)),
    readPageWithSummary: async (user, query, page) => {
      const rows = await stations.read(user, query, page);
      // A page past the end carries no totals: they are read from the first page then.
      const carrier =
        rows[0] ??
        (page.offset === 0 ? undefined : (await stations.read(user, query, { ...page, offset: 0, limit: 1 }))[0]);
      return {
        rows,
        totalCount: carrier ? Number(carrier.stations) : 0,
        summary: thirdTotalsOf({
          fillings: carrier?.all_fillings ?? '0',
          third: carrier?.all_third ?? '0',
          cylinders: carrier?.all_cylinders ?? '0',
        }),
      };
    },
    toRow: (row, ordinalNum) => {
      const totals = thirdTotalsOf(row);
      return {
        ordinalNum,
        stationId: row.station_id,
        areaName: row.area_name,
        stationName: row.station_name,
        ...totals,
        thirdRate: totals.fillingCount === 0 ? 0 : Math.round((totals.thirdCount / totals.fillingCount) * 10_000) / 100,
      };
    },
    rowsProveStationScope: true,
  };
}

/** ThirdFillingWarning: the third-party fillings with the station holding each cylinder's archive. */
export function thirdFillingSource(
  repository: ThirdFillingsRepository,
): ListSource<ThirdFillingQuery, ThirdFillingStored, ThirdFillingRow> {
  return {
    ...repository.fillingRows(),
    toRow: (row, ordinalNum) => ({ ...toFillingRecordRow(row, ordinalNum), ownerStationName: row.owner_station_name }),
    rowsProveStationScope: true,
  };
}
