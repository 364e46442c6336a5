import { definePage } from '../definePage';
import { offlineScaleApi, offlineHoursLabels } from '../../api/offlineScales';
import type { TableColumn } from '../../api/shared';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

export const offlineStationColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'divisionName', isDisplay: true, width: 140 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
  { title: '启用的秤', code: 'deviceCount', isDisplay: true, width: 110, align: 'right' },
  { title: '离线的秤', code: 'offlineCount', isDisplay: true, width: 110, align: 'right' },
  { title: '最后上传时间', code: 'uploadTime', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

export const offlineScaleColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '设备GUID', code: 'deviceguid', isDisplay: true, width: 300 },
  { title: '设备编号', code: 'deviceNumber', isDisplay: true, width: 150 },
  { title: '名称', code: 'deviceName', isDisplay: true, width: 120 },
  { title: '所属区域', code: 'divisionName', isDisplay: true, width: 120 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 220 },
  { title: '最后上传时间', code: 'uploadTime', isDisplay: true, width: 170, align: 'center' },
  { title: '离线时长(小时)', code: 'offlineHours', isDisplay: true, width: 130, align: 'right' },
] as const satisfies readonly TableColumn[];

export const monitorScaleColumns = [
  ...offlineScaleColumns.slice(0, 7),
  { title: '状态', code: 'state', isDisplay: true, width: 90, align: 'center' },
  offlineScaleColumns[7],
] as const satisfies readonly TableColumn[];

/**
 * 充装秤离线 (/Regulatory/OfflineScale): the enabled scales silent longer than the chosen time (24 hours unless
 * chosen), counted by station with the 合计, and one by one, the longest silent first; a station's count opens its
 * offline scales. The three tabs share the page's column configuration (OfflineScale).
 */
export function offlineScalesList(area: ListArea): ListPageContent {
  return {
    filterLabel: '充装秤离线查询条件',
    fixed: {},
    filters: [
      { kind: 'select', field: 'OfflineHours', label: '离线时长', options: offlineHoursLabels, width: 170 },
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
    ],
    tables: [
      listTable({
        key: 'stations',
        tab: '按充装单位',
        label: '充装秤离线统计',
        call: offlineScaleApi.offlineByStation,
        pageName: area.pageName,
        columns: offlineStationColumns,
        rowKey: 'stationId',
        hint: '离线：启用的秤超过所选时长（默认24小时）未上传充装记录，或从未上传',
        exportName: '充装秤离线统计',
        shows: ['scaleDevice'],
        summaryRow: { label: summaryLabel, column: 'stationName', sums: ['deviceCount', 'offlineCount'] },
        drill: {
          to: 'scales',
          rowLabel: 'stationName',
          byRow: { StationId: 'stationId' },
          byColumn: { offlineCount: {} },
        },
      }),
      listTable({
        key: 'scales',
        tab: '离线明细',
        label: '离线充装秤',
        call: offlineScaleApi.offlineDetail,
        pageName: area.pageName,
        columns: offlineScaleColumns,
        rowKey: 'id',
        exportName: '离线充装秤',
        shows: ['scaleDevice'],
      }),
      listTable({
        key: 'monitor',
        tab: '监控列表',
        label: '充装秤监控列表',
        call: offlineScaleApi.monitorList,
        pageName: area.pageName,
        columns: monitorScaleColumns,
        rowKey: 'id',
        hint: '启用的每台秤：所选时长（默认24小时）内上传过充装记录为在线，否则为离线',
        exportName: '充装秤监控列表',
        shows: ['scaleDevice'],
      }),
    ],
  };
}

export const offlineScalesPage = definePage({
  kind: 'offlineScales',
  description: '启用的充装秤超过所选时长未上传充装记录的统计与明细，按充装单位汇总，附合计，可导出',
  menus: [{ code: '006030', path: '/Regulatory/OfflineScale', title: '充装秤离线' }],
  grants: [
    /** The scales silent too long, by station and one by one, within the holder's scope. */
    'offlineScales',
  ],
  list: offlineScalesList,
});
