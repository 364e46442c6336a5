import { definePage } from '../definePage';
import { compressedGasGroupApi } from '../../api/filling/fillingGroups';
import { fillingRecordApi } from '../../api/filling/fillingRecords';
import { BelongToType, CylinderCategory } from '../../enums';
import type { TableColumn } from '../../api/shared';
import { fillingFlagLabels } from '../../rules/fillingFlags';
import {
  listTable,
  type FilterField,
  type ListAction,
  type ListArea,
  type ListPageContent,
} from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

/** The columns of a filling record (spec 02 section 3.3, every field), with its station and flags; plate for vehicles. */
export function fillingRecordColumns(isVehicle: boolean) {
  return [
    { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
    { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
    { title: '秤号', code: 'balance', isDisplay: true, width: 90 },
    { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
    { title: '规格型号', code: 'cylinderSpec', isDisplay: true, width: 110 },
    { title: '充装介质', code: 'mediumName', isDisplay: true, width: 110 },
    { title: '充装人员', code: 'operatorName', isDisplay: true, width: 100 },
    { title: '充装重量(kg)', code: 'fillingWeight', isDisplay: true, width: 110, align: 'right' },
    { title: '预设重量(kg)', code: 'presetWeight', isDisplay: false, width: 110, align: 'right' },
    { title: '自重(kg)', code: 'selfWeight', isDisplay: false, width: 100, align: 'right' },
    { title: '充装前重量(kg)', code: 'beginWeight', isDisplay: false, width: 120, align: 'right' },
    { title: '充装后重量(kg)', code: 'endWeight', isDisplay: false, width: 120, align: 'right' },
    { title: '残液重量(kg)', code: 'residualLiquidWeight', isDisplay: false, width: 110, align: 'right' },
    { title: '充装压力(MPa)', code: 'fillingPressure', isDisplay: isVehicle, width: 120, align: 'right' },
    { title: '温度(℃)', code: 'temperature', isDisplay: false, width: 90, align: 'right' },
    { title: '车牌号码', code: 'plateNumber', isDisplay: isVehicle, width: 110 },
    { title: '开始时间', code: 'beginTime', isDisplay: true, width: 170, align: 'center' },
    { title: '结束时间', code: 'endTime', isDisplay: true, width: 170, align: 'center' },
    { title: '充装时长(秒)', code: 'fillingSeconds', isDisplay: false, width: 110, align: 'right' },
    { title: '气瓶状态', code: 'cylinderState', isDisplay: true, width: 90, align: 'center' },
    { title: '操作时间', code: 'operationTime', isDisplay: false, width: 170, align: 'center' },
    { title: '上传时间', code: 'insertTime', isDisplay: false, width: 170, align: 'center' },
    { title: '异常类型', code: 'flagNames', isDisplay: true, width: 220, shows: { kind: 'tags' } },
    { title: '配送时间', code: 'deliveryTime', isDisplay: false, width: 170, align: 'center' },
    { title: '配送人员', code: 'deliveryOperator', isDisplay: false, width: 100 },
    { title: '收货用户', code: 'deliveryUser', isDisplay: false, width: 140 },
    { title: '配送地址', code: 'deliveryAddress', isDisplay: false, width: 240 },
  ] as const satisfies readonly TableColumn[];
}

/**
 * 录入配送 on a station's own filling record not yet delivered: who took the cylinder to whom, where and when
 * (AddDeliveryRecord; the holders of 配送记录).
 */
export const deliverFillingAction: ListAction = {
  key: 'fillingRecord.deliver',
  title: '录入配送',
  placement: 'row',
  capability: 'deliveries',
  forUnits: [BelongToType.FillingStation],
  onlyFor: { deliveryTime: null },
  changes: ['fillingRecord'],
};

/** 充装历史 on a row naming a barcode: that cylinder's fillings over time, in a dialog. */
export const fillingHistoryAction: ListAction = {
  key: 'filling.history',
  title: '充装历史',
  placement: 'row',
  changes: [],
};

const scopeFilters: readonly FilterField[] = [
  { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
  { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
  { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
];

/**
 * The fillings of one barcode over time, newest first (the history page, and the dialog 充装历史 opens from a
 * record): the barcode is required, so the table waits for it.
 */
export function fillingHistoryTable(pageName?: string) {
  return listTable({
    key: 'history',
    tab: '充装历史',
    label: '充装历史列表',
    call: fillingRecordApi.history,
    ...(pageName ? { pageName } : {}),
    columns: fillingRecordColumns(false),
    rowKey: 'id',
    needs: [{ field: 'Barcode', label: '气瓶条码' }],
    hint: '一个气瓶在本辖区各充装单位的全部充装记录，按充装时间倒序',
    exportName: '充装历史',
    shows: ['fillingRecord'],
  });
}

/** 按介质统计: the compressed-gas fillings per station and medium, with the 合计. */
export const compressedGasGroupColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
  { title: '充装介质', code: 'mediumName', isDisplay: true, width: 140 },
  { title: '充装次数', code: 'fillingCount', isDisplay: true, width: 110, align: 'right', sortable: 'custom' },
  { title: '气瓶数', code: 'cylinderCount', isDisplay: true, width: 110, align: 'right', sortable: 'custom' },
  { title: '充装量(kg)', code: 'totalWeight', isDisplay: true, width: 130, align: 'right', sortable: 'custom' },
] as const satisfies readonly TableColumn[];

/**
 * 按介质统计 (CompressedGasFillingGroup), on the industrial 充装记录 only: its own filter (no barcode nor flag, the
 * last 7 days at first); the records tab filters by no medium, so a group opens nothing.
 */
const compressedGasGroupTable = listTable({
  key: 'compressedGasGroups',
  tab: '按介质统计',
  label: '压缩气体充装统计',
  call: compressedGasGroupApi.list,
  filters: [
    { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
    { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
    { kind: 'dayRange', from: 'From', to: 'To', label: '充装日期', width: 260, initialDays: 7 },
  ],
  columns: compressedGasGroupColumns,
  rowKey: 'key',
  hint: '期间内各充装单位每种压缩气体介质的充装次数、气瓶数（不同条码）与充装量，一次最多查询31天',
  exportName: '压缩气体充装统计',
  shows: ['fillingRecord'],
  summaryRow: { label: summaryLabel, column: 'stationName', sums: ['fillingCount', 'cylinderCount', 'totalWeight'] },
});

/**
 * 充装记录 (/GasCylinder, /IndustryCylinder, /VehicleCylinder FillingRecord): the area's filling records of a period
 * of at most 31 days (today's at first), by regulator, station, barcode, flag and, for vehicles, plate number; one
 * definition, the category fixed by the area (vehicle records answered by the list call, with the plate).
 */
export function fillingRecordsList(area: ListArea): ListPageContent {
  const table = {
    key: 'fillings',
    tab: '充装记录',
    label: '充装记录列表',
    pageName: area.pageName,
    columns: fillingRecordColumns(area.isVehicle),
    rowKey: 'id',
    hint: '充装秤上传的充装记录，一次最多查询31天；异常类型为上传时平台判定的结果',
    exportName: '充装记录',
    shows: ['fillingRecord'],
    actions: [fillingHistoryAction, deliverFillingAction],
  } as const;
  return {
    filterLabel: '充装记录查询条件',
    fixed: area.isVehicle ? {} : { CylinderCategory: area.category },
    filters: [
      ...scopeFilters,
      ...(area.isVehicle
        ? [{ kind: 'text', field: 'PlateNumber', label: '车牌号码', maxLength: 16, width: 150 } as const]
        : []),
      { kind: 'select', field: 'Flag', label: '异常类型', options: fillingFlagLabels, width: 190 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '充装日期', width: 260, initialDays: 1 },
    ],
    tables: [
      area.isVehicle
        ? listTable({ ...table, call: fillingRecordApi.vehicleList })
        : listTable({ ...table, call: fillingRecordApi.list }),
      ...(!area.isVehicle && area.category === CylinderCategory.Industrial ? [compressedGasGroupTable] : []),
    ],
  };
}

/** 充装历史 (/VehicleCylinder/FillHistory and the other areas'): a barcode in, all its fillings in the caller's scope. */
export function fillingHistoryList(area: ListArea): ListPageContent {
  return {
    filterLabel: '充装历史查询条件',
    fixed: {},
    filters: [
      { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 200 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '充装日期', width: 260 },
    ],
    tables: [fillingHistoryTable(area.pageName)],
  };
}

export const lastFillingColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
  { title: '最后充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '最后充装时间', code: 'lastFillingTime', isDisplay: true, width: 170, align: 'center' },
  { title: '规格型号', code: 'cylinderSpec', isDisplay: true, width: 110 },
  { title: '充装重量(kg)', code: 'fillingWeight', isDisplay: true, width: 110, align: 'right' },
  { title: '充装人员', code: 'operator', isDisplay: true, width: 100 },
  { title: '车牌号码', code: 'plateNumber', isDisplay: false, width: 110 },
  { title: '气瓶状态', code: 'cylinderState', isDisplay: true, width: 90, align: 'center' },
] as const satisfies readonly TableColumn[];

/**
 * 最后充装查询 (/GasCylinder/LastFillQuery, /IndustryCylinder/LastFillQuery, /VehicleCylinder/LastFilling): the
 * latest filling of each barcode of the area whose latest filling was at a station of the caller's scope.
 */
export function lastFillingsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '最后充装查询条件',
    fixed: { CylinderCategory: area.category },
    filters: [...scopeFilters, { kind: 'dayRange', from: 'From', to: 'To', label: '最后充装日期', width: 260 }],
    tables: [
      listTable({
        key: 'lastFillings',
        tab: '最后充装',
        label: '最后充装列表',
        call: fillingRecordApi.lastFillings,
        pageName: area.pageName,
        columns: lastFillingColumns,
        rowKey: 'barcode',
        hint: '每个气瓶最近一次充装的单位与时间（以该次充装所在单位判断是否属于本辖区）',
        exportName: '最后充装记录',
        shows: ['fillingRecord'],
        actions: [fillingHistoryAction],
      }),
    ],
  };
}

export const lastFillingsPage = definePage({
  kind: 'lastFillings',
  description: '每个气瓶最近一次充装的单位、时间与重量，按单位、条码与日期查询并导出',
  menus: [
    { code: '001004', path: '/GasCylinder/LastFillQuery', title: '最后充装查询' },
    { code: '002007', path: '/IndustryCylinder/LastFillQuery', title: '最后充装查询' },
    { code: '003030', path: '/VehicleCylinder/LastFilling', title: '最后充装记录' },
  ],
  grants: ['fillingRecords'],
  list: lastFillingsList,
});

export const fillingRecordsPage = definePage({
  kind: 'fillingRecords',
  description: '充装秤上传的充装记录：按单位、条码、异常类型与日期（最多31天）查询并导出，可查看气瓶的充装历史',
  menus: [
    { code: '001019', path: '/GasCylinder/FillingRecord', title: '充装记录' },
    { code: '002011', path: '/IndustryCylinder/FillingRecord', title: '充装记录' },
    { code: '003034', path: '/VehicleCylinder/FillingRecord', title: '充装记录' },
  ],
  grants: ['fillingRecords'],
  list: fillingRecordsList,
});

export const fillingHistoryPage = definePage({
  kind: 'fillingHistory',
  description: '输入气瓶条码，查看该气瓶在本辖区的全部充装记录（按时间倒序），可导出',
  menus: [
    { code: '001020', path: '/GasCylinder/FillHistory', title: '充装历史' },
    { code: '002012', path: '/IndustryCylinder/FillHistory', title: '充装历史' },
    { code: '003022', path: '/VehicleCylinder/FillHistory', title: '充装历史' },
  ],
  grants: ['fillingRecords'],
  list: fillingHistoryList,
});
