import { definePage } from '../definePage';
import { fillingTotalApi } from '../../api/filling/fillingTotal';
import type { TableColumn } from '../../api/shared';
import { fillingSummaryList } from './fillingSummaryPage';
import { listTable, type ListArea, type ListPageContent, type ListTable } from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

const countColumns = [
  { title: '充装前检查次数', code: 'beforeCheckCount', isDisplay: true, width: 130, align: 'right' },
  { title: '充装次数', code: 'fillingCount', isDisplay: true, width: 110, align: 'right' },
  { title: '充装后检查次数', code: 'afterCheckCount', isDisplay: true, width: 130, align: 'right' },
  { title: '正常充装', code: 'normalCount', isDisplay: true, width: 110, align: 'right' },
  { title: '超期充装', code: 'expiredCount', isDisplay: true, width: 110, align: 'right' },
  { title: '报废充装', code: 'scappedCount', isDisplay: true, width: 110, align: 'right' },
  { title: '无档案充装', code: 'noArchiveCount', isDisplay: true, width: 110, align: 'right' },
  { title: '充装量(吨)', code: 'fillingWeightSum', isDisplay: true, width: 120, align: 'right' },
  { title: '气瓶数量', code: 'cylinderCount', isDisplay: true, width: 110, align: 'right' },
  { title: '检验次数', code: 'inspectNumber', isDisplay: true, width: 110, align: 'right' },
] as const satisfies readonly TableColumn[];

export const fillingTotalColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 160 },
  ...countColumns,
] as const satisfies readonly TableColumn[];

/** The counts whose figure opens the region's stations in 充装汇总's table (the stations count the same fillings). */
const drilledCodes = ['fillingCount', 'normalCount', 'expiredCount', 'scappedCount', 'noArchiveCount'] as const;

/**
 * 充装总量 (/VehicleCylinder/FillingTotal, spec 02 section 3.7 summary rows): each region's checks, fillings by
 * cylinder state, tonnes, archived cylinders and inspections over a period, with the 合计. A region's filling counts
 * open 充装汇总's by-station table narrowed to the region's stations, in a dialog.
 */
export function fillingTotalList(area: ListArea): ListPageContent {
  const stations = fillingSummaryList(area).tables.find((table) => table.key === 'stations') as ListTable;
  return {
    filterLabel: '充装总量查询条件',
    fixed: { CylinderCategory: area.category },
    filters: [
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '统计日期', width: 260, initialDays: 30 },
    ],
    tables: [
      listTable({
        key: 'regions',
        tab: '按区域',
        label: '充装总量（按区域）',
        call: fillingTotalApi.byRegion,
        pageName: area.pageName,
        columns: fillingTotalColumns,
        rowKey: 'divisionCode',
        hint: '区域为充装单位所在区县；气瓶数量为当前在档（未删除）的气瓶，检验次数为期间内这些气瓶的定期检验',
        exportName: '充装总量',
        shows: ['fillingSummary'],
        summaryRow: { label: summaryLabel, column: 'areaName', sums: countColumns.map((column) => column.code) },
        drill: {
          dialog: stations,
          rowLabel: 'areaName',
          byRow: { DivisionCode: 'divisionCode' },
          byColumn: Object.fromEntries(drilledCodes.map((code) => [code, {}])),
        },
      }),
    ],
  };
}

export const fillingTotalPage = definePage({
  kind: 'fillingTotal',
  description:
    '按区域统计期间内充装前检查、充装、充装后检查次数，正常、超期、报废、无档案充装与充装量，在档气瓶数与检验次数，附合计，可导出',
  menus: [{ code: '003025', path: '/VehicleCylinder/FillingTotal', title: '充装总量' }],
  grants: ['fillingSummary'],
  list: fillingTotalList,
});
