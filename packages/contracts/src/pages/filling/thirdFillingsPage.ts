import { definePage } from '../definePage';
import { thirdFillingApi } from '../../api/filling/thirdFillings';
import type { TableColumn } from '../../api/shared';
import { cylinderCategoryLabels } from '../../enums';
import { fillingRecordColumns } from './fillingRecordPages';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

export const thirdFillingSummaryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
  { title: '有档案充装次数', code: 'fillingCount', isDisplay: true, width: 130, align: 'right' },
  { title: '第三方充装次数', code: 'thirdCount', isDisplay: true, width: 130, align: 'right' },
  { title: '第三方气瓶数', code: 'cylinderCount', isDisplay: true, width: 120, align: 'right' },
  { title: '占比(%)', code: 'thirdRate', isDisplay: true, width: 100, align: 'right' },
] as const satisfies readonly TableColumn[];

/** A filling's columns with the station holding the cylinder's archive after the filling station. */
function thirdFillingColumns() {
  const [ordinal, station, ...rest] = fillingRecordColumns(false);
  return [
    ordinal,
    station,
    { title: '档案所属单位', code: 'ownerStationName', isDisplay: true, width: 200 },
    ...rest,
  ] as const satisfies readonly TableColumn[];
}

/**
 * 第三方充装 (/DataAnalysis/ThirdPartyFilling): fillings of archived cylinders at a station other than the one
 * holding the archive, over at most 31 days (the last 7 at first), counted by filling station with the 合计 and listed;
 * a station's count opens its third-party fillings.
 */
export function thirdFillingsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '第三方充装查询条件',
    fixed: {},
    filters: [
      { kind: 'select', field: 'CylinderCategory', label: '气瓶类别', options: cylinderCategoryLabels, width: 150 },
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
      { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '充装日期', width: 260, initialDays: 7 },
    ],
    tables: [
      listTable({
        key: 'stations',
        tab: '按充装单位统计',
        label: '第三方充装统计',
        call: thirdFillingApi.summary,
        pageName: area.pageName,
        columns: thirdFillingSummaryColumns,
        rowKey: 'stationId',
        hint: '第三方充装：有档案的气瓶在其档案所属单位（产权或寄存单位）以外的充装单位充装，一次最多查询31天',
        exportName: '第三方充装统计',
        shows: ['fillingRecord'],
        summaryRow: {
          label: summaryLabel,
          column: 'stationName',
          sums: ['fillingCount', 'thirdCount', 'cylinderCount'],
        },
        drill: {
          to: 'fillings',
          rowLabel: 'stationName',
          byRow: { StationId: 'stationId' },
          byColumn: { thirdCount: {} },
        },
      }),
      listTable({
        key: 'fillings',
        tab: '第三方充装明细',
        label: '第三方充装列表',
        call: thirdFillingApi.list,
        columns: thirdFillingColumns(),
        rowKey: 'id',
        exportName: '第三方充装',
        shows: ['fillingRecord'],
      }),
    ],
  };
}

export const thirdPartyFillingsPage = definePage({
  kind: 'thirdPartyFillings',
  description: '有档案气瓶在档案所属单位以外的充装单位充装：按充装单位统计次数与占比，附合计，点击查看明细，可导出',
  menus: [{ code: '005009', path: '/DataAnalysis/ThirdPartyFilling', title: '第三方充装' }],
  grants: [
    /** Fillings of cylinders at a station other than the one holding their archive, within the holder's scope. */
    'thirdPartyFillings',
  ],
  list: thirdFillingsList,
});
