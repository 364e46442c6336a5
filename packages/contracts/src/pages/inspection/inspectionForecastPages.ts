import { definePage } from '../definePage';
import { cylinderInspectionApi } from '../../api/inspection/inspectionRecords';
import { DueWindow, inspectionForecastApi, noInstitutionText } from '../../api/inspectionForecast';
import type { TableColumn } from '../../api/shared';
import { cylinderCategoryLabels } from '../../enums';
import { archiveList } from '../archives/archivePage';
import {
  listTable,
  type FilterField,
  type ListArea,
  type ListPageContent,
  type ListTable,
} from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

/**
 * 检验到期预测 (/Regulatory/InspectionForecast), 超期气瓶 (/Register/Overdue) and 检验统计
 * (/Regulatory/InspectionStatistics): cylinders in use by their next inspection date, and the inspections made.
 */

const countColumns = [
  { title: '已超期', code: 'overdueCount', isDisplay: true, width: 110, align: 'right' },
  { title: '30天内到期', code: 'due30Count', isDisplay: true, width: 120, align: 'right' },
  { title: '31-60天到期', code: 'due60Count', isDisplay: true, width: 120, align: 'right' },
  { title: '61-90天到期', code: 'due90Count', isDisplay: true, width: 120, align: 'right' },
  { title: '90天内到期合计', code: 'dueTotalCount', isDisplay: true, width: 140, align: 'right' },
] as const satisfies readonly TableColumn[];

export const forecastDistrictColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 200 },
  ...countColumns,
] as const satisfies readonly TableColumn[];

export const forecastStationColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 160 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 260 },
  ...countColumns,
] as const satisfies readonly TableColumn[];

export const forecastInstitutionColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  {
    title: '检验机构',
    code: 'inspectStationName',
    isDisplay: true,
    width: 260,
    shows: { kind: 'text', whenEmpty: noInstitutionText },
  },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
  { title: '充装单位数', code: 'fillStationCount', isDisplay: true, width: 110, align: 'right' },
  ...countColumns,
] as const satisfies readonly TableColumn[];

/** Each count opens the cylinders of its window. */
const byWindow = {
  overdueCount: { DueWindow: DueWindow.Overdue },
  due30Count: { DueWindow: DueWindow.Within30 },
  due60Count: { DueWindow: DueWindow.Within60 },
  due90Count: { DueWindow: DueWindow.Within90 },
  dueTotalCount: { DueWindow: DueWindow.Next90 },
} as const;

const forecastSums = ['overdueCount', 'due30Count', 'due60Count', 'due90Count', 'dueTotalCount'] as const;

/**
 * The archive query's table (its columns, column configuration and 查看) answered by the forecast's own cylinder
 * call, whose scope lets an institution see the cylinders of its bound stations.
 */
export function forecastCylinderTable(area: ListArea): ListTable {
  const [archive] = archiveList('archiveQuery')({ ...area, pageName: 'DocQuery' }).tables;
  if (!archive) throw new Error('档案查询没有表格');
  const view = archive.actions?.find((action) => action.key === 'cylinder.view');
  return {
    ...archive,
    key: 'forecastCylinders',
    tab: '到期气瓶',
    label: '在用气瓶',
    call: inspectionForecastApi.cylinders as unknown as ListTable['call'],
    exportName: '到期气瓶',
    choosable: false,
    // 查看 reads the archive's own calls: offered to those who hold an archive page.
    actions: view ? [{ ...view, capability: 'readArchives' }] : [],
  };
}

const forecastFilters: readonly FilterField[] = [
  { kind: 'select', field: 'CylinderCategory', label: '气瓶类别', options: cylinderCategoryLabels, width: 150 },
  { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
  { kind: 'station', field: 'FillStationId', label: '充装单位', width: 220 },
  { kind: 'inspectStation', field: 'InspectStationId', label: '检验机构', width: 220 },
];

const forecastHint = '在用气瓶按下次检验日期统计：已超期，及今天起30天内、31-60天、61-90天到期；点击数量查看气瓶';

/** 检验到期预测: by district, by filling station and by inspection institution. */
export function inspectionForecastList(area: ListArea): ListPageContent {
  const dialog = forecastCylinderTable(area);
  return {
    filterLabel: '检验到期预测查询条件',
    fixed: {},
    filters: forecastFilters,
    tables: [
      listTable({
        key: 'districts',
        tab: '按区域',
        label: '检验到期预测（按区域）',
        call: inspectionForecastApi.byDistrict,
        columns: forecastDistrictColumns,
        rowKey: 'ordinalNum',
        hint: forecastHint,
        exportName: '检验到期预测（按区域）',
        shows: ['inspectionRecord'],
        summaryRow: { label: summaryLabel, column: 'areaName', sums: forecastSums },
        drill: { dialog, rowLabel: 'areaName', byRow: { DivisionCode: 'divisionCode' }, byColumn: byWindow },
      }),
      listTable({
        key: 'stations',
        tab: '按充装单位',
        label: '检验到期预测（按充装单位）',
        call: inspectionForecastApi.byStation,
        pageName: area.pageName,
        columns: forecastStationColumns,
        rowKey: 'fillStationId',
        hint: forecastHint,
        exportName: '检验到期预测（按充装单位）',
        shows: ['inspectionRecord'],
        summaryRow: { label: summaryLabel, column: 'stationName', sums: forecastSums },
        drill: { dialog, rowLabel: 'stationName', byRow: { FillStationId: 'fillStationId' }, byColumn: byWindow },
      }),
      listTable({
        key: 'institutions',
        tab: '按检验机构',
        label: '检验到期预测（按检验机构）',
        call: inspectionForecastApi.byInstitution,
        columns: forecastInstitutionColumns,
        rowKey: 'ordinalNum',
        hint: '充装单位绑定多个检验机构时，其气瓶计入每个机构；未绑定检验机构的充装单位的气瓶单列一行',
        exportName: '检验到期预测（按检验机构）',
        shows: ['inspectionRecord'],
        summaryRow: { label: summaryLabel, column: 'inspectStationName', sums: forecastSums },
        drill: {
          dialog,
          rowLabel: 'inspectStationName',
          byRow: { InspectStationId: 'inspectStationId' },
          byColumn: byWindow,
        },
      }),
    ],
  };
}

export const overdueColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 160 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 260 },
  { title: '超期气瓶数', code: 'overdueCount', isDisplay: true, width: 120, align: 'right' },
  { title: '超期充装次数', code: 'overdueFillingCount', isDisplay: true, width: 130, align: 'right' },
  { title: '已处置数', code: 'disposedCount', isDisplay: true, width: 110, align: 'right' },
  { title: '处置率(%)', code: 'disposalRate', isDisplay: true, width: 110, align: 'right' },
] as const satisfies readonly TableColumn[];

/** 超期气瓶: per station, the overdue cylinders, their fillings and disposal in the period; 超期气瓶数 opens them. */
export function overdueCylindersList(area: ListArea): ListPageContent {
  return {
    filterLabel: '超期气瓶查询条件',
    fixed: {},
    filters: [
      { kind: 'select', field: 'CylinderCategory', label: '气瓶类别', options: cylinderCategoryLabels, width: 150 },
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '统计日期', width: 260, initialDays: 30 },
    ],
    tables: [
      listTable({
        key: 'overdue',
        tab: '超期气瓶',
        label: '超期气瓶统计',
        call: inspectionForecastApi.overdue,
        pageName: area.pageName,
        columns: overdueColumns,
        rowKey: 'stationId',
        hint: '超期气瓶数为当前在用且已过下次检验日期的气瓶；已处置数为统计期内经检验（合格或判废）的超期气瓶；处置率=已处置数÷(已处置数+超期气瓶数)',
        exportName: '超期气瓶统计',
        shows: ['inspectionRecord', 'fillingSummary'],
        summaryRow: {
          label: summaryLabel,
          column: 'stationName',
          sums: ['overdueCount', 'overdueFillingCount', 'disposedCount'],
        },
        drill: {
          dialog: forecastCylinderTable(area),
          rowLabel: 'stationName',
          byRow: { FillStationId: 'stationId' },
          byColumn: { overdueCount: { DueWindow: DueWindow.Overdue } },
        },
      }),
    ],
  };
}

export const inspectionSummaryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
  { title: '检验机构', code: 'stationName', isDisplay: true, width: 260 },
  { title: '检验数量', code: 'inspectNumber', isDisplay: true, width: 110, align: 'right' },
  { title: '合格', code: 'qualifiedCount', isDisplay: true, width: 100, align: 'right' },
  { title: '不合格', code: 'unqualifiedCount', isDisplay: true, width: 100, align: 'right' },
  { title: '判废', code: 'scrapCount', isDisplay: true, width: 100, align: 'right' },
  { title: '报告已上传', code: 'reportUploadedCount', isDisplay: true, width: 120, align: 'right' },
  { title: '报告上传率(%)', code: 'reportRate', isDisplay: true, width: 130, align: 'right' },
] as const satisfies readonly TableColumn[];

const inspectionSums = [
  'inspectNumber',
  'qualifiedCount',
  'unqualifiedCount',
  'scrapCount',
  'reportUploadedCount',
  'reportRate',
] as const;

/** 检验统计: the inspections of a period per institution (every category), and of vehicle cylinders, with 合计. */
export function inspectionStatisticsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '检验统计查询条件',
    fixed: {},
    filters: [
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'inspectStation', field: 'StationId', label: '检验机构', width: 220 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '检验日期', width: 260 },
    ],
    tables: [
      listTable({
        key: 'byDepartment',
        tab: '按检验机构',
        label: '检验统计（按检验机构）',
        call: cylinderInspectionApi.byDepartment,
        pageName: area.pageName,
        columns: inspectionSummaryColumns,
        rowKey: 'stationId',
        exportName: '检验统计',
        shows: ['inspectionRecord'],
        summaryRow: { label: summaryLabel, column: 'stationName', sums: inspectionSums },
      }),
      listTable({
        key: 'byVcInspectionStation',
        tab: '车用气瓶',
        label: '车用气瓶检验统计',
        call: cylinderInspectionApi.byVcInspectionStation,
        columns: inspectionSummaryColumns,
        rowKey: 'stationId',
        exportName: '车用气瓶检验统计',
        shows: ['inspectionRecord'],
        summaryRow: { label: summaryLabel, column: 'stationName', sums: inspectionSums },
      }),
    ],
  };
}

export const inspectionForecastPage = definePage({
  kind: 'inspectionForecast',
  description:
    '在用气瓶已超期及30、60、90天内到期的数量，按区域、充装单位与检验机构统计，附合计，点击数量查看气瓶，可导出',
  menus: [{ code: '006032', path: '/Regulatory/InspectionForecast', title: '检验到期预测' }],
  grants: [
    /** The inspection due-date forecast, within the holder's scope (an institution: its bound stations' cylinders). */
    'inspectionForecast',
  ],
  list: inspectionForecastList,
});

export const inspectionStatisticsPage = definePage({
  kind: 'inspectionStatistics',
  description: '按检验机构统计一段时间内的检验数量、合格、不合格、判废与报告上传情况（全部与车用气瓶），可导出',
  menus: [{ code: '006013', path: '/Regulatory/InspectionStatistics', title: '检验统计' }],
  grants: [
    /** The inspections of a period per institution (检验统计), within the holder's scope. */
    'inspectionStatistics',
  ],
  list: inspectionStatisticsList,
});

export const overdueCylindersPage = definePage({
  kind: 'overdueCylinders',
  description: '按充装单位统计超期未检气瓶、期内超期充装次数、期内处置数与处置率，附合计，点击查看超期气瓶，可导出',
  menus: [{ code: '007003', path: '/Register/Overdue', title: '超期气瓶' }],
  grants: [
    /** The overdue cylinders by station, their fillings and disposal, within the holder's scope. */
    'overdueCylinders',
  ],
  list: overdueCylindersList,
});
