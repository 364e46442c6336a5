import { definePage } from '../definePage';
import { vehicleLastFillingApi } from '../../api/filling/vehicleLastFillings';
import type { TableColumn } from '../../api/shared';
import { listTable, type FilterField, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

const countColumns = [
  { title: '车辆数', code: 'vehicleCount', isDisplay: true, width: 100, align: 'right' },
  { title: '气瓶数', code: 'cylinderCount', isDisplay: true, width: 100, align: 'right' },
] as const satisfies readonly TableColumn[];

export const vehicleDepartmentSummaryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '使用部门', code: 'departmentName', isDisplay: true, width: 240 },
  ...countColumns,
  { title: '最后充装单位数', code: 'stationCount', isDisplay: true, width: 130, align: 'right' },
  { title: '最近充装时间', code: 'lastFillingTime', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

export const vehicleStationSummaryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
  { title: '最后充装单位', code: 'stationName', isDisplay: true, width: 240 },
  ...countColumns,
  { title: '使用部门数', code: 'departmentCount', isDisplay: true, width: 110, align: 'right' },
  { title: '最近充装时间', code: 'lastFillingTime', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

export const vehicleLastFillingColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '车牌号码', code: 'plateNumber', isDisplay: true, width: 120 },
  { title: '使用部门', code: 'departmentName', isDisplay: true, width: 200 },
  { title: '车辆类型', code: 'vcTypeName', isDisplay: false, width: 110 },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
  { title: '最后充装单位', code: 'stationName', isDisplay: true, width: 220 },
  { title: '最后充装时间', code: 'beginTime', isDisplay: true, width: 170, align: 'center' },
  { title: '充装重量(kg)', code: 'fillingWeight', isDisplay: true, width: 110, align: 'right' },
  { title: '充装人员', code: 'operator', isDisplay: false, width: 100 },
  { title: '上传时间', code: 'insertTime', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

const filters: readonly FilterField[] = [
  { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
  { kind: 'station', field: 'StationId', label: '最后充装单位', width: 220 },
  { kind: 'text', field: 'DepartmentName', label: '使用部门', maxLength: 128, width: 180 },
  { kind: 'text', field: 'PlateNumber', label: '车牌号码', maxLength: 16, width: 150 },
  { kind: 'dayRange', from: 'From', to: 'To', label: '最后充装日期', width: 260 },
];

const hint = '每个车用气瓶只按其最近一次充装计：该次充装的单位在本辖区内、日期在所选范围内时计入';

/**
 * 最后充装部门 (/VehicleCylinder/LastFillDepartment): each using department's vehicle cylinders by their last filling
 * (vehicles, cylinders, the stations that filled them last, the latest filling), with the 合计; a department's
 * cylinders open its vehicles' last fillings (vcList). The list's columns are the page's configurable ones (the spec's
 * vehicle gas filling configuration); the summary's are fixed.
 */
export function lastFillDepartmentsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '最后充装部门查询条件',
    fixed: {},
    filters,
    tables: [
      listTable({
        key: 'departments',
        tab: '按使用部门',
        label: '最后充装部门统计',
        call: vehicleLastFillingApi.byDepartment,
        columns: vehicleDepartmentSummaryColumns,
        rowKey: 'ordinalNum',
        hint,
        exportName: '最后充装部门统计',
        shows: ['fillingRecord'],
        summaryRow: { label: summaryLabel, column: 'departmentName', sums: ['vehicleCount', 'cylinderCount'] },
        drill: {
          to: 'vehicles',
          rowLabel: 'departmentName',
          byRow: { DepartmentName: 'departmentName' },
          byColumn: { cylinderCount: {} },
        },
      }),
      listTable({
        key: 'vehicles',
        tab: '车辆最后充装',
        label: '车用气瓶最后充装（按使用部门）',
        call: vehicleLastFillingApi.list,
        pageName: area.pageName,
        columns: vehicleLastFillingColumns,
        rowKey: 'cylinderId',
        exportName: '车用气瓶最后充装',
        shows: ['fillingRecord'],
      }),
    ],
  };
}

/**
 * 最后充装单位 (/VehicleCylinder/LastFillStation): each station's vehicle cylinders last filled there (vehicles,
 * cylinders, their using departments, the latest filling), with the 合计; a station's cylinders open its list
 * (VcListByStation).
 */
export function lastFillStationsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '最后充装单位查询条件',
    fixed: {},
    filters,
    tables: [
      listTable({
        key: 'stations',
        tab: '按充装单位',
        label: '最后充装单位统计',
        call: vehicleLastFillingApi.byStation,
        columns: vehicleStationSummaryColumns,
        rowKey: 'stationId',
        hint,
        exportName: '最后充装单位统计',
        shows: ['fillingRecord'],
        summaryRow: { label: summaryLabel, column: 'stationName', sums: ['vehicleCount', 'cylinderCount'] },
        drill: {
          to: 'vehicles',
          rowLabel: 'stationName',
          byRow: { StationId: 'stationId' },
          replaces: ['RegulatorId'],
          byColumn: { cylinderCount: {} },
        },
      }),
      listTable({
        key: 'vehicles',
        tab: '车辆最后充装',
        label: '车用气瓶最后充装（按充装单位）',
        call: vehicleLastFillingApi.listByStation,
        pageName: area.pageName,
        columns: vehicleLastFillingColumns,
        rowKey: 'cylinderId',
        exportName: '车用气瓶最后充装（按充装单位）',
        shows: ['fillingRecord'],
      }),
    ],
  };
}

export const lastFillDepartmentsPage = definePage({
  kind: 'lastFillDepartments',
  description: '按使用部门统计车用气瓶的最后一次充装：车辆数、气瓶数与最近充装时间，附合计，可查看各车辆并导出',
  menus: [{ code: '003028', path: '/VehicleCylinder/LastFillDepartment', title: '最后充装部门' }],
  grants: [
    /** The vehicle cylinders' last fillings by using department and by station, within the holder's scope. */
    'vehicleLastFillings',
  ],
  list: lastFillDepartmentsList,
});

export const lastFillStationsPage = definePage({
  kind: 'lastFillStations',
  description: '按最后充装单位统计车用气瓶：车辆数、气瓶数、使用部门数与最近充装时间，附合计，可查看各车辆并导出',
  menus: [{ code: '003029', path: '/VehicleCylinder/LastFillStation', title: '最后充装单位' }],
  grants: ['vehicleLastFillings'],
  list: lastFillStationsList,
});
