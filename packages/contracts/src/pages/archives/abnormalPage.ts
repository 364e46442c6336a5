import { definePage } from '../definePage';
import { abnormalApi } from '../../api/abnormal';
import type { TableColumn } from '../../api/shared';
import { abnormalKindLabels } from '../../enums';
import { stationCylinderFilters } from './blacklistPage';
import { summaryLabel } from '../../lists/summaryRow';
import { areaCall, listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/** The abnormal cylinders: why, who flagged them and when, then the cylinder's own columns. */
export const abnormalColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '异常类型', code: 'kindName', isDisplay: true, width: 130, align: 'center' },
  { title: '异常原因', code: 'reason', isDisplay: true, width: 220 },
  { title: '标记人', code: 'flaggedBy', isDisplay: true, width: 110 },
  { title: '标记时间', code: 'flaggedAt', isDisplay: true, width: 170, align: 'center' },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '制造单位', code: 'vendorName', isDisplay: true, width: 200 },
  { title: '出厂编号', code: 'serialNumber', isDisplay: true, width: 140 },
  { title: '制造年月', code: 'makeDate', isDisplay: true, width: 100, align: 'center' },
  { title: '气瓶类型', code: 'typeName', isDisplay: false, width: 120 },
  { title: '充装介质', code: 'mediumName', isDisplay: true, width: 110 },
  { title: '规格型号', code: 'spec', isDisplay: false, width: 110 },
  { title: '下次检验日期', code: 'nextInspectionDate', isDisplay: true, width: 120, align: 'center' },
  { title: '气瓶状态', code: 'cylinderStatus', isDisplay: true, width: 110, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: false, width: 140 },
] as const satisfies readonly TableColumn[];

export const vcAbnormalColumns = [
  ...abnormalColumns,
  { title: '车牌号', code: 'plateNum', isDisplay: true, width: 110 },
  { title: '车辆类型', code: 'vcTypeName', isDisplay: true, width: 110 },
] as const satisfies readonly TableColumn[];

export const abnormalSummaryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 160 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
  { title: '监管停用', code: 'stoppedCount', isDisplay: true, width: 110, align: 'center' },
  { title: '报失', code: 'lostCount', isDisplay: true, width: 100, align: 'center' },
  { title: '超期或报废充装', code: 'overdueFillingCount', isDisplay: true, width: 140, align: 'center' },
  { title: '档案重复存疑', code: 'duplicateCount', isDisplay: true, width: 130, align: 'center' },
  { title: '异常气瓶合计', code: 'abnormalCount', isDisplay: true, width: 130, align: 'center' },
] as const satisfies readonly TableColumn[];

/**
 * The abnormal-cylinder pages (/GasCylinder, /IndustryCylinder, /VehicleCylinder AbnormalCylinder): one filter over
 * 统计 (by station and kind, with their 合计; a count opens the list of that station and kind) and 列表 (coloured by status), restoring
 * the chosen cylinders and viewing one.
 */
export function abnormalList(area: ListArea): ListPageContent {
  const vehicle = area.isVehicle;
  return {
    filterLabel: '异常气瓶查询条件',
    fixed: { CylinderCategory: area.category },
    filters: [
      { kind: 'select', field: 'Kind', label: '异常类型', options: abnormalKindLabels, width: 160 },
      ...stationCylinderFilters(area, '标记日期'),
    ],
    tables: [
      listTable({
        key: 'summary',
        tab: '统计',
        label: '异常气瓶统计',
        call: areaCall(vehicle, abnormalApi.vcSummary, abnormalApi.summary),
        columns: abnormalSummaryColumns,
        rowKey: 'stationId',
        exportName: vehicle ? '车用异常气瓶统计' : '异常气瓶统计',
        shows: ['abnormal'],
        summaryRow: {
          label: summaryLabel,
          column: 'stationName',
          sums: ['stoppedCount', 'lostCount', 'overdueFillingCount', 'duplicateCount', 'abnormalCount'],
        },
        drill: {
          to: 'list',
          rowLabel: 'stationName',
          byRow: { StationId: 'stationId' },
          byColumn: {
            stoppedCount: { Kind: 1 },
            lostCount: { Kind: 2 },
            overdueFillingCount: { Kind: 3 },
            duplicateCount: { Kind: 4 },
            abnormalCount: { Kind: undefined },
          },
        },
      }),
      listTable({
        key: 'list',
        tab: '列表',
        label: '异常气瓶列表',
        call: areaCall(vehicle, abnormalApi.vcList, abnormalApi.list),
        pageName: area.pageName,
        columns: vehicle ? vcAbnormalColumns : abnormalColumns,
        rowKey: 'id',
        exportName: vehicle ? '车用异常气瓶' : '异常气瓶',
        shows: ['abnormal', 'cylinder'],
        choosable: true,
        colourByCylinderStatus: true,
        actions: [
          {
            key: 'abnormal.restore',
            title: '恢复正常',
            placement: 'toolbar',
            acts: 'chosen',
            style: 'primary',
            changes: ['abnormal', 'cylinder'],
          },
          { key: 'cylinder.view', title: '查看', placement: 'row', changes: [] },
        ],
      }),
    ],
  };
}

export const abnormalPage = definePage({
  kind: 'abnormal',
  description: '异常气瓶（超期未检、报废仍充装等）的查询、统计与恢复',
  menus: [
    { code: '001007', path: '/GasCylinder/AbnormalCylinder', title: '异常气瓶' },
    { code: '002005', path: '/IndustryCylinder/AbnormalCylinder', title: '异常气瓶' },
    { code: '003011', path: '/VehicleCylinder/AbnormalCylinder', title: '异常气瓶', pageName: 'VcAbnormalCylinder' },
  ],
  grants: [
    /** Reading archives: every page that shows cylinder records. */
    'readArchives',
    'abnormal',
  ],
  list: abnormalList,
});
