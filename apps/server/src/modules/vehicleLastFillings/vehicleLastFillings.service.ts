import {
  formatDateTime,
  type VehicleDepartmentSummaryRow,
  type VehicleFillingTotals,
  type VehicleLastFillingQuery,
  type VehicleLastFillingRow,
  type VehicleStationSummaryRow,
} from '@gcs/contracts';
import type { ListSource } from '../../platform/listRoutes';
import type { VehicleCounts, VehicleLastFillingsRepository } from './vehicleLastFillings.repository';

type Repository = VehicleLastFillingsRepository;
type DepartmentRecord = Awaited<ReturnType<ReturnType<Repository['departmentRows']>['read']>>[number];
type StationRecord = Awaited<ReturnType<ReturnType<Repository['stationRows']>['read']>>[number];
type ListRecord = Awaited<ReturnType<ReturnType<Repository['listRows']>['read']>>[number];

const totalsOf = (row: VehicleCounts): VehicleFillingTotals => ({
  vehicleCount: Number(row.vehicles),
  cylinderCount: Number(row.cylinders),
});

/** vcSummaryByDepartment: 最后充装部门. */
export function departmentSummarySource(
  repository: Repository,
): ListSource<VehicleLastFillingQuery, DepartmentRecord, VehicleDepartmentSummaryRow, VehicleFillingTotals> {
  return {
    ...repository.departmentRows(),
    summary: async (user, query) => totalsOf(await repository.totals(user, query)),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      departmentName: row.department_name,
      ...totalsOf(row),
      stationCount: Number(row.stations),
      lastFillingTime: formatDateTime(row.last_time),
    }),
  };
}

/** vcSummaryByFillingStation: 最后充装单位. */
export function stationSummarySource(
  repository: Repository,
): ListSource<VehicleLastFillingQuery, StationRecord, VehicleStationSummaryRow, VehicleFillingTotals> {
  return {
    ...repository.stationRows(),
    summary: async (user, query) => totalsOf(await repository.totals(user, query)),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      stationId: row.station_id,
      areaName: row.area_name,
      stationName: row.station_name,
      ...totalsOf(row),
      departmentCount: Number(row.departments),
      lastFillingTime: formatDateTime(row.last_time),
    }),
    rowsProveStationScope: true,
  };
}

/** vcList (by department and plate) and VcListByStation (by station, the latest first). */
export function lastFillingListSource(
  repository: Repository,
  order: 'department' | 'station',
): ListSource<VehicleLastFillingQuery, ListRecord, VehicleLastFillingRow> {
  return {
    ...repository.listRows(order),
    toRow: (row, ordinalNum) => ({
      ordinalNum,
      cylinderId: Number(row.cylinder_id),
      cylinderBarcode: row.barcode,
      plateNumber: row.plate_num ?? row.plate_number,
      departmentName: row.department_name,
      vcTypeName: row.vc_type_name,
      stationId: row.station_id,
      stationName: row.station_name,
      beginTime: formatDateTime(row.begin_time),
      fillingWeight: row.filling_weight === null ? null : Number(row.filling_weight),
      operator: row.operator_name,
      insertTime: formatDateTime(row.insert_time),
    }),
    rowsProveStationScope: true,
  };
}
