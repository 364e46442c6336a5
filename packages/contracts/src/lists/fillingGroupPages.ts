import { fillingGroupApi } from '../api/filling/fillingGroups';
import type { TableColumn } from '../api/shared';
import { appendGasRatio } from '../rules/fillingFlags';
import { fillingHistoryAction, fillingHistoryTable, fillingRecordColumns } from './fillingRecordPages';
import { listTable, type FilterField, type ListArea, type ListPageDefinition, type ListTable } from './listDefinition';

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

/**
 * 活跃气瓶 (/GasCylinder/ActiveCylinder and the other areas'): the cylinders filled in a period of at most 31 days
 * (the last 7 at first), one row per barcode and station; its count opens that cylinder's fillings there.
 */
export function activeCylindersPage(area: ListArea): ListPageDefinition {
  return {
    id: 'activeCylinders',
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
export function continuousFillingsPage(area: ListArea): ListPageDefinition {
  return {
    id: 'continuousFillings',
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
    ],
  };
}
