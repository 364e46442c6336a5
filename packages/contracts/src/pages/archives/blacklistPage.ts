import { definePage } from '../definePage';
import { blacklistApi } from '../../api/blacklist';
import type { TableColumn } from '../../api/shared';
import { areaCall, listTable, type FilterField, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/** The blacklist's entries (report codes of spec 02 section 3.12), in their default order. */
export const blacklistColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '制造单位', code: 'vendorName', isDisplay: true, width: 200 },
  { title: '出厂编号', code: 'serialNumber', isDisplay: true, width: 140 },
  { title: '制造年月', code: 'makeDate', isDisplay: true, width: 100, align: 'center' },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
  { title: '操作人', code: 'operationName', isDisplay: true, width: 110 },
  { title: '加入时间', code: 'operationTime', isDisplay: true, width: 170, align: 'center' },
  { title: '加入原因', code: 'reason', isDisplay: true, width: 240 },
] as const satisfies readonly TableColumn[];

/** The vehicle variant adds the plate, the days without filling and the fillings so far. */
export const vcBlacklistColumns = [
  ...blacklistColumns,
  { title: '车牌号', code: 'plateNum', isDisplay: true, width: 110 },
  { title: '未充装天数', code: 'unfiledDays', isDisplay: true, width: 110, align: 'center' },
  { title: '累计充装次数', code: 'totalFillingCount', isDisplay: true, width: 120, align: 'center' },
] as const satisfies readonly TableColumn[];

/** Shown after the configured columns when the list shows the entries taken off the blacklist. */
export const blacklistCancelColumns = [
  { title: '移出人', code: 'cancelName', isDisplay: true, width: 110 },
  { title: '移出时间', code: 'cancelTime', isDisplay: true, width: 170, align: 'center' },
  { title: '移出原因', code: 'cancelReason', isDisplay: true, width: 200 },
] as const satisfies readonly TableColumn[];

export const blacklistSummaryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 160 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 260 },
  { title: '黑名单气瓶数', code: 'blackCount', isDisplay: true, width: 140, align: 'center' },
] as const satisfies readonly TableColumn[];

/** The filter fields the blacklist and abnormal-cylinder pages share after their own first ones. */
export function stationCylinderFilters(
  area: ListArea,
  daysLabel: string,
  afterBarcode: readonly FilterField[] = [],
): FilterField[] {
  return [
    { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
    { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
    ...afterBarcode,
    ...(area.isVehicle
      ? [{ kind: 'text', field: 'PlateNum', label: '车牌号', maxLength: 16, width: 130 } as const]
      : []),
    { kind: 'dayRange', from: 'From', to: 'To', label: daysLabel, width: 260 },
  ];
}

/**
 * The blacklist pages (/GasCylinder/BlackCylinder, /IndustryCylinder/BlackCylinder, /VehicleCylinder/Blacklist): one
 * filter over 黑名单统计 (by station; a count opens that station's list) and 黑名单列表 (the entries, or those taken
 * off the list), adding, taking chosen or all entries off the list, and each entry's detail.
 */
export function blacklistList(area: ListArea): ListPageContent {
  const vehicle = area.isVehicle;
  const changes = ['blacklist', 'cylinder'] as const;
  return {
    filterLabel: '黑名单查询条件',
    fixed: { CylinderCategory: area.category },
    filters: stationCylinderFilters(area, '加入日期', [
      { kind: 'text', field: 'SerialNumber', label: '出厂编号', maxLength: 64, width: 150 },
    ]),
    tables: [
      listTable({
        key: 'summary',
        tab: '黑名单统计',
        label: '黑名单统计',
        call: areaCall(vehicle, blacklistApi.vcSummary, blacklistApi.summary),
        columns: blacklistSummaryColumns,
        rowKey: 'stationId',
        exportName: vehicle ? '车用黑名单气瓶统计' : '黑名单气瓶统计',
        shows: ['blacklist'],
        drill: { to: 'list', rowLabel: 'stationName', byRow: { StationId: 'stationId' }, byColumn: { blackCount: {} } },
      }),
      listTable({
        key: 'list',
        tab: '黑名单列表',
        label: '黑名单列表',
        call: areaCall(vehicle, blacklistApi.vcList, blacklistApi.list),
        pageName: area.pageName,
        columns: vehicle ? vcBlacklistColumns : blacklistColumns,
        rowKey: 'id',
        exportName: vehicle ? '车用黑名单气瓶' : '黑名单气瓶',
        shows: ['blacklist'],
        views: [
          { key: 'active', label: '在黑名单中', patch: {}, choosable: true },
          {
            key: 'cancelled',
            label: '已移出',
            patch: { IsCancelled: true },
            extraColumns: blacklistCancelColumns,
            choosable: false,
            exportName: vehicle ? '已移出黑名单的车用气瓶' : '已移出黑名单气瓶',
          },
        ],
        actions: [
          { key: 'blacklist.add', title: '添加黑名单', placement: 'toolbar', style: 'primary', changes },
          {
            key: 'blacklist.cancelChosen',
            title: '移出黑名单',
            placement: 'toolbar',
            acts: 'chosen',
            style: 'danger',
            views: ['active'],
            changes,
          },
          {
            key: 'blacklist.cancelAll',
            title: '全部移出',
            placement: 'toolbar',
            acts: 'all',
            style: 'danger',
            views: ['active'],
            changes,
          },
          { key: 'blacklist.detail', title: '详情', placement: 'row', changes: [] },
        ],
      }),
    ],
  };
}

export const blacklistPage = definePage({
  kind: 'blacklist',
  description: '黑名单气瓶的登记、查询与撤销，附证据材料',
  menus: [
    { code: '001002', path: '/GasCylinder/BlackCylinder', title: '黑名单气瓶' },
    { code: '002002', path: '/IndustryCylinder/BlackCylinder', title: '黑名单气瓶' },
    { code: '003010', path: '/VehicleCylinder/Blacklist', title: '黑名单气瓶' },
  ],
  grants: ['readArchives', 'blacklist'],
  list: blacklistList,
});
