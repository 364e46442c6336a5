import { definePage } from '../definePage';
import { fillingGroupApi } from '../../api/filling/fillingGroups';
import type { TableColumn } from '../../api/shared';
import { appendGasRatio } from '../../rules/fillingFlags';
import { fillingHistoryAction, fillingHistoryTable, fillingRecordColumns } from './fillingRecordPages';
import {
  listTable,
  type FilterField,
  type ListArea,
  type ListPageContent,
  type ListTable,
} from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

/** A group of fillings: one barcode at one station in the period, how many, how much and when. */
export const fillingGroupColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '充装次数', code: 'fillings', isDisplay: true, width: 100, align: 'center' },
  { title: '充装总量(kg)', code: 'totalWeight', isDisplay: true, width: 120, align: 'right' },
  { title: '首次充装时间', code: 'firstTime', isDisplay: true, width: 170, align: 'center' },
  { title: '最后充装时间', code: 'lastTime', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

const groupFilters: readonly FilterField[] = [
  { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
  { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
  { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
  { kind: 'dayRange', from: 'From', to: 'To', label: '充装日期', width: 260, initialDays: 7 },
];

/** The count of a group opens its fillings (the barcode at the station in the same period) in a dialog. */
const drillTo = (dialog: ListTable) =>
  ({
    rowLabel: 'barcode',
    byRow: { Barcode: 'barcode', StationId: 'stationId' },
    byColumn: { fillings: {} },
    dialog,
  }) as const;

/**
 * A table of groups (one barcode at one station in the period), named by its tab (its list 列表, its export as the
 * tab); its count opens the group's fillings in the given table.
 */
function groupTable(
  area: ListArea,
  table: { key: string; tab: string; call: typeof fillingGroupApi.active; hint: string; opens: ListTable },
  extra: Pick<ListTable, 'actions'> = {},
) {
  return listTable({
    key: table.key,
    tab: table.tab,
    label: `${table.tab}列表`,
    call: table.call,
    pageName: area.pageName,
    columns: fillingGroupColumns,
    rowKey: 'key',
    hint: table.hint,
    exportName: table.tab,
    shows: ['fillingRecord'],
    drill: drillTo(table.opens),
    ...extra,
  });
}

/** The groups counted per station: how many cylinders, fillings and kg, with the 合计. */
function stationSummaryColumns(what: { cylinders: string; fillings: string; weight: string }) {
  return [
    { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
    { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
    { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
    { title: what.cylinders, code: 'cylinderCount', isDisplay: true, width: 110, align: 'right', sortable: 'custom' },
    { title: what.fillings, code: 'fillingCount', isDisplay: true, width: 110, align: 'right', sortable: 'custom' },
    { title: what.weight, code: 'totalWeight', isDisplay: true, width: 130, align: 'right', sortable: 'custom' },
  ] as const satisfies readonly TableColumn[];
}

/**
 * A station summary of a page's groups (按充装单位统计): each station's count of cylinders opens the groups tab
 * narrowed to that station.
 */
function stationSummaryTable(table: {
  key: string;
  tab: string;
  label: string;
  call: typeof fillingGroupApi.activeSummary;
  hint: string;
  groups: string;
  columns: ReturnType<typeof stationSummaryColumns>;
}) {
  return listTable({
    key: table.key,
    tab: table.tab,
    label: table.label,
    call: table.call,
    columns: table.columns,
    rowKey: 'stationId',
    hint: table.hint,
    exportName: table.label,
    shows: ['fillingRecord'],
    summaryRow: { label: summaryLabel, column: 'stationName', sums: ['cylinderCount', 'fillingCount', 'totalWeight'] },
    drill: {
      to: table.groups,
      rowLabel: 'stationName',
      byRow: { StationId: 'stationId' },
      byColumn: { cylinderCount: {} },
    },
  });
}

/**
 * 活跃气瓶 (/GasCylinder/ActiveCylinder and the other areas'): the cylinders filled in a period of at most 31 days
 * (the last 7 at first), one row per barcode and station; its count opens that cylinder's fillings there.
 */
export function activeCylindersList(area: ListArea): ListPageContent {
  return {
    filterLabel: '活跃气瓶查询条件',
    fixed: { CylinderCategory: area.category },
    filters: groupFilters,
    tables: [
      groupTable(
        area,
        {
          key: 'active',
          tab: '活跃气瓶',
          call: fillingGroupApi.active,
          hint: '期间内充装过的气瓶：每个条码在每个充装单位一行，一次最多查询31天',
          opens: fillingHistoryTable(),
        },
        { actions: [fillingHistoryAction] },
      ),
      stationSummaryTable({
        key: 'activeStations',
        tab: '按充装单位统计',
        label: '活跃气瓶统计',
        call: fillingGroupApi.activeSummary,
        hint: '期间内各充装单位充装过的气瓶数（不同条码）、充装次数与充装总量；点击气瓶数查看该单位的活跃气瓶',
        groups: 'active',
        columns: stationSummaryColumns({ cylinders: '活跃气瓶数', fillings: '充装次数', weight: '充装总量(kg)' }),
      }),
    ],
  };
}

const detailTable = (key: string, label: string, call: typeof fillingGroupApi.continuousDetail) =>
  listTable({
    key,
    tab: label,
    label,
    call,
    columns: fillingRecordColumns(false),
    rowKey: 'id',
    exportName: label,
    shows: ['fillingRecord'],
  });

/**
 * 连续充装 (/GasCylinder/ContinuousFilling and the other areas'): two tabs over a period of at most 31 days, the
 * fillings flagged 连续充装 and the top-ups among them (补气记录: under half the spec's preset weight), grouped per
 * barcode and station; a group's count opens its fillings.
 */
export function continuousFillingsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '连续充装查询条件',
    fixed: { CylinderCategory: area.category },
    filters: groupFilters,
    tables: [
      groupTable(area, {
        key: 'continuous',
        tab: '连续充装',
        call: fillingGroupApi.continuous,
        hint: '同一气瓶在本市设定的时间窗内再次充装（上传时标记为连续充装），按条码与充装单位汇总',
        opens: detailTable('continuousDetail', '连续充装明细', fillingGroupApi.continuousDetail),
      }),
      groupTable(area, {
        key: 'appendGas',
        tab: '补气记录',
        call: fillingGroupApi.appendGas,
        hint: `连续充装且充装重量不足规格预设重量${appendGasRatio * 100}%的记录（补气），无档案的气瓶无法判定`,
        opens: detailTable('appendGasDetail', '补气明细', fillingGroupApi.appendGasDetail),
      }),
      stationSummaryTable({
        key: 'appendGasStations',
        tab: '补气统计',
        label: '补气统计',
        call: fillingGroupApi.appendGasSummary,
        hint: '期间内各充装单位补气的气瓶数、补气次数与补气总量；点击气瓶数查看该单位的补气记录',
        groups: 'appendGas',
        columns: stationSummaryColumns({ cylinders: '补气气瓶数', fillings: '补气次数', weight: '补气总量(kg)' }),
      }),
    ],
  };
}

export const activeCylindersPage = definePage({
  kind: 'activeCylinders',
  description: '期间内充装过的气瓶：每个条码在每个充装单位的充装次数与首末时间，可查看明细并导出',
  menus: [
    { code: '001021', path: '/GasCylinder/ActiveCylinder', title: '活跃气瓶' },
    { code: '002013', path: '/IndustryCylinder/ActiveCylinder', title: '活跃气瓶' },
    { code: '003035', path: '/VehicleCylinder/ActiveCylinder', title: '活跃气瓶' },
  ],
  grants: [
    /**
     * Reading filling records, within the holder's scope: the record lists, histories, last fillings, active cylinders
     * and continuous fillings (a record's 充装历史 opens from each of them).
     */
    'fillingRecords',
  ],
  list: activeCylindersList,
});

export const continuousFillingsPage = definePage({
  kind: 'continuousFillings',
  description: '连续充装与补气记录：按条码与充装单位汇总次数与首末时间，可查看明细并导出',
  menus: [
    { code: '001022', path: '/GasCylinder/ContinuousFilling', title: '连续充装' },
    { code: '002014', path: '/IndustryCylinder/ContinuousFilling', title: '连续充装' },
    { code: '003036', path: '/VehicleCylinder/ContinuousFilling', title: '连续充装' },
  ],
  grants: ['fillingRecords'],
  list: continuousFillingsList,
});
