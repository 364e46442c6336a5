import { definePage } from '../definePage';
import {
  statusChangeApi,
  statusChangeCounterOf,
  statusChangeKindLabels,
  statusChangeKindValues,
} from '../../api/statusChanges';
import type { TableColumn } from '../../api/shared';
import { cylinderCategoryLabels } from '../../enums';
import { listTable, type FilterField, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

const countColumns = [
  { title: '删除', code: 'deletedCount', isDisplay: true, width: 90, align: 'right' },
  { title: '报废', code: 'scrappedCount', isDisplay: true, width: 90, align: 'right' },
  { title: '注销', code: 'cancelledCount', isDisplay: true, width: 90, align: 'right' },
  { title: '转出', code: 'transferredCount', isDisplay: true, width: 90, align: 'right' },
  { title: '停用', code: 'stoppedCount', isDisplay: true, width: 90, align: 'right' },
  { title: '退回', code: 'returnedCount', isDisplay: true, width: 90, align: 'right' },
  { title: '加入黑名单', code: 'blacklistedCount', isDisplay: true, width: 110, align: 'right' },
  { title: '合计次数', code: 'totalCount', isDisplay: true, width: 100, align: 'right' },
] as const satisfies readonly TableColumn[];
const countCodes = countColumns.map((column) => column.code);

export const stationStatusChangeColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
  ...countColumns,
] as const satisfies readonly TableColumn[];

export const regionStatusChangeColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 160 },
  ...countColumns,
] as const satisfies readonly TableColumn[];

export const statusChangeRecordColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '变更类型', code: 'kindName', isDisplay: true, width: 110, align: 'center' },
  { title: '变更时间', code: 'changedAt', isDisplay: true, width: 170, align: 'center' },
  { title: '操作人', code: 'operatorName', isDisplay: true, width: 100 },
  { title: '操作单位', code: 'entityName', isDisplay: true, width: 180 },
  { title: '变更内容', code: 'changes', isDisplay: true, width: 300 },
] as const satisfies readonly TableColumn[];

/** Each count opens the history rows of its kind (and the row's station or region) in a dialog. */
const byKind = Object.fromEntries(statusChangeKindValues.map((kind) => [statusChangeCounterOf[kind], { Kind: kind }]));

const filters: readonly FilterField[] = [
  { kind: 'select', field: 'CylinderCategory', label: '气瓶类别', options: cylinderCategoryLabels, width: 150 },
  { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
  { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
  { kind: 'dayRange', from: 'From', to: 'To', label: '变更日期', width: 260, initialDays: 30 },
];

const recordKindFilter: FilterField = {
  kind: 'select',
  field: 'Kind',
  label: '变更类型',
  options: statusChangeKindLabels,
  width: 150,
};
const regionFilter: FilterField = { kind: 'region', field: 'DivisionCode', label: '所属区域', width: 160 };

/**
 * 状态变更统计 (/Regulatory/StatusChange): the cylinder status changes of spec 02 section 3.12 (deleted, scrapped,
 * cancelled, transferred, stopped, returned, blacklisted) counted from the cylinder history over a period, by
 * station and by region, with the 合计; a count opens the history rows behind it in a dialog, and the 变更记录 tab
 * lists them with its own filter.
 */
export function statusChangesList(area: ListArea): ListPageContent {
  const records = listTable({
    key: 'records',
    tab: '变更记录',
    label: '状态变更记录',
    call: statusChangeApi.records,
    columns: statusChangeRecordColumns,
    rowKey: 'id',
    exportName: '状态变更记录',
    shows: [],
  });
  return {
    filterLabel: '状态变更统计查询条件',
    fixed: {},
    filters,
    tables: [
      listTable({
        key: 'stations',
        tab: '按充装单位',
        label: '状态变更统计（按充装单位）',
        call: statusChangeApi.byStation,
        pageName: area.pageName,
        columns: stationStatusChangeColumns,
        rowKey: 'stationId',
        hint: '按气瓶履历统计：气瓶状态变更为删除、报废、注销、转出、停用、退回的次数，以及加入黑名单的次数',
        exportName: '状态变更统计（按充装单位）',
        shows: [],
        summaryRow: { label: summaryLabel, column: 'stationName', sums: countCodes },
        drill: { dialog: records, rowLabel: 'stationName', byRow: { StationId: 'stationId' }, byColumn: byKind },
      }),
      listTable({
        key: 'regions',
        tab: '按区域',
        label: '状态变更统计（按区域）',
        call: statusChangeApi.byRegion,
        columns: regionStatusChangeColumns,
        rowKey: 'divisionCode',
        exportName: '状态变更统计（按区域）',
        shows: [],
        summaryRow: { label: summaryLabel, column: 'areaName', sums: countCodes },
        drill: { dialog: records, rowLabel: 'areaName', byRow: { DivisionCode: 'divisionCode' }, byColumn: byKind },
      }),
      { ...records, filters: [recordKindFilter, ...filters, regionFilter] },
    ],
  };
}

export const statusChangesPage = definePage({
  kind: 'statusChanges',
  description:
    '按充装单位与区域统计期间内气瓶删除、报废、注销、转出、停用、退回与加入黑名单的次数，点击次数查看履历，可导出',
  menus: [{ code: '006031', path: '/Regulatory/StatusChange', title: '状态变更统计' }],
  grants: [
    /** The cylinder status changes counted by station and region, and the history rows behind them, within scope. */
    'statusChanges',
  ],
  list: statusChangesList,
});
