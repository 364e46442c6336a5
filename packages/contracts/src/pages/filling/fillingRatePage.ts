import { definePage } from '../definePage';
import { fillingRateApi, fillingRateWindowLabels } from '../../api/filling/fillingRate';
import type { TableColumn } from '../../api/shared';
import { listTable, type FilterField, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

/** The counts and rates, the same for a station and for a district (the sum of its stations). */
const rateColumns = [
  { title: '登记气瓶数', code: 'registeredCount', isDisplay: true, width: 110, align: 'right' },
  { title: '已充装数', code: 'filledCount', isDisplay: true, width: 100, align: 'right' },
  { title: '本单位充装数', code: 'filledHereCount', isDisplay: true, width: 120, align: 'right' },
  { title: '未充装数', code: 'unfilledCount', isDisplay: true, width: 100, align: 'right' },
  { title: '充装率(%)', code: 'fillingRate', isDisplay: true, width: 100, align: 'right' },
  { title: '本单位充装率(%)', code: 'fillingHereRate', isDisplay: true, width: 130, align: 'right' },
] as const satisfies readonly TableColumn[];

export const fillingRateColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
  ...rateColumns,
] as const satisfies readonly TableColumn[];

/** 按区域统计: the per-station figures per district (their sums). */
export const fillingRateDistrictColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '区域', code: 'divisionName', isDisplay: true, width: 180 },
  { title: '充装单位数', code: 'stationCount', isDisplay: true, width: 110, align: 'right' },
  ...rateColumns,
] as const satisfies readonly TableColumn[];

export const fillingRateCylinderColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
  { title: '车牌号码', code: 'plateNum', isDisplay: true, width: 110 },
  { title: '车辆类型', code: 'vcTypeName', isDisplay: true, width: 110 },
  { title: '登记充装单位', code: 'stationName', isDisplay: true, width: 220 },
  { title: '最后充装单位', code: 'lastFillingStationName', isDisplay: true, width: 220 },
  { title: '最后充装时间', code: 'lastFillingTime', isDisplay: true, width: 170, align: 'center' },
  { title: '周期内已充装', code: 'filled', isDisplay: true, width: 110, align: 'center' },
] as const satisfies readonly TableColumn[];

const filters: readonly FilterField[] = [
  { kind: 'region', field: 'DivisionCode', label: '区域', width: 200 },
  { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
  { kind: 'station', field: 'StationId', label: '登记充装单位', width: 220 },
  { kind: 'select', field: 'Days', label: '统计周期', options: fillingRateWindowLabels, width: 140 },
];

const rateSums = [
  'registeredCount',
  'filledCount',
  'filledHereCount',
  'unfilledCount',
  'fillingRate',
  'fillingHereRate',
] as const;

const hint =
  '充装率 = 周期内已充装数 ÷ 登记气瓶数：登记在该充装单位的在用车用气瓶中，最后一次充装在近N天内的气瓶（在任意单位充装；本单位充装率只计在本单位充装的）';

/**
 * 充装率 (/VehicleCylinder/FillingRate): per filling station, the vehicle cylinders in use registered to it, those
 * filled within the window (anywhere, and there), those not, and the rates, with the 合计; a count opens the
 * cylinders behind it in a dialog, the 按区域统计 tab sums the stations per district (a count opens the stations of its
 * district), and the 气瓶明细 tab lists every registered cylinder.
 */
export function fillingRateList(area: ListArea): ListPageContent {
  const cylinders = listTable({
    key: 'cylinders',
    tab: '气瓶明细',
    label: '充装率气瓶明细',
    call: fillingRateApi.cylinders,
    pageName: area.pageName,
    columns: fillingRateCylinderColumns,
    rowKey: 'cylinderId',
    exportName: '充装率气瓶明细',
    shows: ['fillingRecord'],
  });
  return {
    filterLabel: '充装率查询条件',
    fixed: {},
    filters,
    tables: [
      listTable({
        key: 'stations',
        tab: '按充装单位',
        label: '充装率统计',
        call: fillingRateApi.byStation,
        columns: fillingRateColumns,
        rowKey: 'stationId',
        hint,
        exportName: '充装率统计',
        shows: ['fillingRecord'],
        summaryRow: { label: summaryLabel, column: 'stationName', sums: rateSums },
        // In a dialog, which keeps the count's own filter (Filled) that the page's filter form has no widget for.
        drill: {
          dialog: cylinders,
          rowLabel: 'stationName',
          byRow: { StationId: 'stationId' },
          replaces: ['RegulatorId'],
          byColumn: { registeredCount: {}, filledCount: { Filled: 1 }, unfilledCount: { Filled: 0 } },
        },
      }),
      listTable({
        key: 'districts',
        tab: '按区域统计',
        label: '充装率按区域统计',
        call: fillingRateApi.byDistrict,
        columns: fillingRateDistrictColumns,
        rowKey: 'divisionName',
        hint: '所选区域（不选为本辖区）的各下级区域，数字为其充装单位之和；点击数字查看该区域的各充装单位',
        exportName: '充装率按区域统计',
        shows: ['fillingRecord'],
        summaryRow: { label: summaryLabel, column: 'divisionName', sums: ['stationCount', ...rateSums] },
        drill: {
          to: 'stations',
          rowLabel: 'divisionName',
          byRow: { DivisionCode: 'divisionCode' },
          byColumn: { stationCount: {}, registeredCount: {} },
        },
      }),
      cylinders,
    ],
  };
}

export const fillingRatePage = definePage({
  kind: 'fillingRate',
  description:
    '各充装单位登记的在用车用气瓶在近N天内的充装数与充装率（任意单位、本单位），附合计，可查看气瓶明细并导出',
  menus: [{ code: '003023', path: '/VehicleCylinder/FillingRate', title: '充装率' }],
  grants: [
    /** The vehicle cylinders registered to each station and the share filled in a window, within the holder's scope. */
    'fillingRate',
  ],
  list: fillingRateList,
});
