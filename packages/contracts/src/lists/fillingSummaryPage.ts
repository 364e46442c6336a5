import { fillingSummaryApi } from '../api/filling/fillingSummary';
import type { TableColumn } from '../api/shared';
import { FillingFlag } from '../rules/fillingFlags';
import { abnormalFillingsPage } from './abnormalFillingPages';
import { listTable, type ListArea, type ListPageDefinition, type ListTable } from './listDefinition';
import { summaryLabel } from './summaryRow';

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
export function fillingSummaryPage(area: ListArea): ListPageDefinition {
  const flagged = abnormalFillingsPage(area).tables.find((table) => table.key === 'fillings') as ListTable;
  const byFlag = (flag: FillingFlag) => ({ Flag: flag });
  return {
    id: 'fillingSummary',
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
