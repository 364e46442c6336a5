import { definePage } from '../definePage';
import { fillingSummaryApi } from '../../api/filling/fillingSummary';
import type { TableColumn } from '../../api/shared';
import { FillingFlag } from '../../rules/fillingFlags';
import { abnormalFillingsList } from './abnormalFillingPages';
import { listTable, type ListArea, type ListPageContent, type ListTable } from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

const counterColumns = [
  { title: '充装总数', code: 'fillingCount', isDisplay: true, width: 110, align: 'right' },
  { title: '正常充装', code: 'normalCount', isDisplay: true, width: 110, align: 'right' },
  { title: '超期充装', code: 'expiredCount', isDisplay: true, width: 110, align: 'right' },
  { title: '报废充装', code: 'scappedCount', isDisplay: true, width: 110, align: 'right' },
  { title: '无档案充装', code: 'noArchiveCount', isDisplay: true, width: 110, align: 'right' },
  { title: '充装量(吨)', code: 'fillingWeightSum', isDisplay: true, width: 120, align: 'right' },
] as const satisfies readonly TableColumn[];
const counterCodes = counterColumns.map((column) => column.code);

export const stationFillingSummaryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
  ...counterColumns,
] as const satisfies readonly TableColumn[];

export const dailyFillingSummaryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装日期', code: 'day', isDisplay: true, width: 130, align: 'center' },
  ...counterColumns,
] as const satisfies readonly TableColumn[];

/**
 * 充装统计 (/GasCylinder/FillingStatistics, /IndustryCylinder/FillingStatistics, /VehicleCylinder/FillingSummary):
 * the fillings of the area's category by station and by day, from the daily rollup, with the 合计 of the whole
 * filter. A station's abnormal counts open its flagged fillings of the same days; its total opens its days.
 */
export function fillingSummaryList(area: ListArea): ListPageContent {
  const flagged = abnormalFillingsList(area).tables.find((table) => table.key === 'fillings') as ListTable;
  const byFlag = (flag: FillingFlag) => ({ Flag: flag });
  return {
    filterLabel: '充装统计查询条件',
    fixed: { CylinderCategory: area.category },
    filters: [
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '充装日期', width: 260 },
    ],
    tables: [
      listTable({
        key: 'stations',
        tab: '按充装单位',
        label: '充装统计（按充装单位）',
        call: fillingSummaryApi.byStation,
        pageName: area.pageName,
        columns: stationFillingSummaryColumns,
        rowKey: 'stationId',
        hint: '按充装记录上传时的判定统计；充装量为充装重量之和（吨）',
        exportName: '充装统计（按充装单位）',
        shows: ['fillingSummary'],
        summaryRow: { label: summaryLabel, column: 'stationName', sums: counterCodes },
        drill: {
          dialog: flagged,
          rowLabel: 'stationName',
          byRow: { StationId: 'stationId' },
          replaces: ['RegulatorId'],
          byColumn: {
            expiredCount: byFlag(FillingFlag.Expired),
            scappedCount: byFlag(FillingFlag.Scrapped),
            noArchiveCount: byFlag(FillingFlag.NoArchive),
          },
        },
      }),
      listTable({
        key: 'days',
        tab: '按日',
        label: '充装统计（按日）',
        call: fillingSummaryApi.byDay,
        columns: dailyFillingSummaryColumns,
        rowKey: 'day',
        exportName: '充装统计（按日）',
        shows: ['fillingSummary'],
        summaryRow: { label: summaryLabel, column: 'day', sums: counterCodes },
      }),
    ],
  };
}

export const fillingSummaryPage = definePage({
  kind: 'fillingSummary',
  description: '按充装单位与按日统计正常、超期、报废、无档案充装次数与充装量，附合计，点击异常次数查看充装记录，可导出',
  menus: [
    { code: '001003', path: '/GasCylinder/FillingStatistics', title: '充装统计' },
    { code: '002006', path: '/IndustryCylinder/FillingStatistics', title: '充装统计' },
    { code: '003024', path: '/VehicleCylinder/FillingSummary', title: '充装汇总' },
  ],
  grants: [
    /**
     * The filling summaries by station and by day, within the holder's scope (a station its own); 充装总量 by region,
     * whose counts open the by-station summary.
     */
    'fillingSummary',
  ],
  list: fillingSummaryList,
});
