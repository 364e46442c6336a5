import { definePage } from '../definePage';
import type { TableColumn } from '../../api/shared';
import {
  enterpriseColumnKeys,
  usageColumnKeys,
  usageSummaryApi,
  type UsageColumnKey,
  type UsageCounter,
} from '../../api/usageSummary';
import { cylinderCategoryLabels, stationTypeLabels } from '../../enums';
import { listTable, type FilterField, type ListPageContent } from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

/**
 * The drill-down reports of the dashboard's cards (spec 01 section 2): 使用情况汇总 and 企业统计, by region. A card
 * link opens them with `summaryColKey` (which columns), `DivisionCode`, `Category` or `StationType`, `dateRange` and,
 * for 企业统计, `tabName`: the list engine applies each (ListPageContent.opening).
 */

/** The tab and column parameters of the dashboard's links. */
const opening = { tabParam: 'tabName', columnParam: 'summaryColKey' } as const;

const regionColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '区域', code: 'divisionName', isDisplay: true, width: 160 },
] as const satisfies readonly TableColumn[];

/** The title of each keyed column: group 1 the archive now, 2 the fillings, 3 the inspections of the chosen days. */
export const usageColumnTitles: Record<UsageColumnKey, string> = {
  '1-1': '注册气瓶',
  '1-2': '合格在用气瓶',
  '1-3': '已报废气瓶',
  '1-4': '超期未检气瓶',
  '1-5': '已停用气瓶',
  '1-6': '超期未报废气瓶',
  '2-1': '充装次数',
  '2-2': '正常充装',
  '2-3': '超期充装',
  '2-4': '报废气瓶充装',
  '2-5': '无档案充装',
  '2-6': '充装量(吨)',
  '3-1': '检验次数',
  '3-2': '检验合格',
  '3-3': '检验不合格',
};

const usageKeys = Object.keys(usageColumnKeys) as UsageColumnKey[];

export const usageSummaryColumns: readonly TableColumn<'ordinalNum' | 'divisionName' | UsageCounter>[] = [
  ...regionColumns,
  ...usageKeys.map((key): TableColumn<UsageCounter> => ({
    title: usageColumnTitles[key],
    code: usageColumnKeys[key],
    isDisplay: true,
    width: 120,
    align: 'right',
  })),
];

/** Each key with its column, and each group (1, 2, 3) with all of its columns. */
const usageKeyedColumns: Record<string, readonly UsageCounter[]> = {
  ...Object.fromEntries(usageKeys.map((key) => [key, [usageColumnKeys[key]]])),
  ...Object.fromEntries(
    ['1', '2', '3'].map((group) => [
      group,
      usageKeys.filter((key) => key.startsWith(`${group}-`)).map((key) => usageColumnKeys[key]),
    ]),
  ),
};

const regionFilter: FilterField = { kind: 'region', field: 'DivisionCode', label: '区域', width: 200 };
const dayFilter: FilterField = {
  kind: 'dayRange',
  from: 'From',
  to: 'To',
  label: '统计日期',
  urlParam: 'dateRange',
  width: 260,
};

/** /DataAnalysis/UsageSummary: cylinders, fillings and inspections of each region below the chosen one. */
export function usageSummaryList(): ListPageContent {
  const title = '使用情况汇总';
  return {
    filterLabel: '使用情况汇总查询条件',
    fixed: {},
    filters: [
      regionFilter,
      { kind: 'select', field: 'Category', label: '气瓶类别', options: cylinderCategoryLabels, width: 140 },
      dayFilter,
    ],
    opening,
    tables: [
      listTable({
        key: 'usage',
        tab: title,
        label: title,
        call: usageSummaryApi.usageSummary,
        columns: usageSummaryColumns,
        rowKey: 'divisionCode',
        hint: '气瓶数为当前档案；充装与检验为所选日期内（不选为全部）',
        exportName: title,
        shows: ['fillingSummary', 'inspectionRecord'],
        summaryRow: { label: summaryLabel, column: 'divisionName', sums: Object.values(usageColumnKeys) },
        columnKeys: usageKeyedColumns,
      }),
    ],
  };
}

export const enterpriseFillStationColumns = [
  ...regionColumns,
  { title: '充装单位数', code: 'stationCount', isDisplay: true, width: 120, align: 'right' },
  { title: '气瓶数', code: 'cylinderCount', isDisplay: true, width: 120, align: 'right' },
  { title: '充装次数', code: 'fillingCount', isDisplay: true, width: 120, align: 'right' },
] as const satisfies readonly TableColumn[];

export const enterpriseInspectionColumns = [
  ...regionColumns,
  { title: '检验机构数', code: 'institutionCount', isDisplay: true, width: 120, align: 'right' },
  { title: '检验次数', code: 'inspectionCount', isDisplay: true, width: 120, align: 'right' },
] as const satisfies readonly TableColumn[];

/** The units a count of 企业统计 opens: the unit lists' fields a regulator may see. */
export const enterpriseUnitColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '单位编号', code: 'stationCode', isDisplay: true, width: 140 },
  { title: '单位名称', code: 'stationName', isDisplay: true, width: 240 },
  { title: '类型', code: 'stationTypeName', isDisplay: true, width: 130 },
  { title: '所属区域', code: 'divisionName', isDisplay: true, width: 110 },
  { title: '统一社会信用代码', code: 'creditCode', isDisplay: true, width: 190 },
  { title: '地址', code: 'address', isDisplay: true, width: 240 },
  { title: '负责人', code: 'principal', isDisplay: true, width: 90 },
  { title: '联系电话', code: 'phone', isDisplay: true, width: 130 },
  { title: '许可证编号', code: 'licenseNo', isDisplay: true, width: 170 },
  {
    title: '许可证有效期止',
    code: 'licenseUntil',
    isDisplay: true,
    width: 130,
    align: 'center',
    shows: { kind: 'day' },
  },
  { title: '许可证状态', code: 'licenseState', isDisplay: true, width: 100, align: 'center' },
  { title: '状态', code: 'isValid', isDisplay: true, width: 80, align: 'center', shows: { kind: 'enabledTag' } },
] as const satisfies readonly TableColumn[];

const enterpriseFillStationUnits = listTable({
  key: 'fillStationUnits',
  tab: '充装单位名单',
  label: '充装单位名单',
  call: usageSummaryApi.enterpriseFillStationUnits,
  columns: enterpriseUnitColumns,
  rowKey: 'stationId',
  exportName: '充装单位名单',
  shows: ['fillStation'],
});

const enterpriseInspectionUnits = listTable({
  key: 'inspectionUnits',
  tab: '检验机构名单',
  label: '检验机构名单',
  call: usageSummaryApi.enterpriseInspectionUnits,
  columns: enterpriseUnitColumns.filter((column) => column.code !== 'stationTypeName'),
  rowKey: 'stationId',
  exportName: '检验机构名单',
  shows: ['inspectStation'],
});

/**
 * /DataAnalysis/Enterprise: the filling units (tab fillStation, with their cylinders and fillings) and the inspection
 * institutions (tab Inspection, with their inspections) of each region below the chosen one.
 */
export function enterpriseList(): ListPageContent {
  return {
    filterLabel: '企业统计查询条件',
    fixed: {},
    filters: [],
    opening,
    tables: [
      listTable({
        key: 'fillStation',
        tab: '充装单位',
        label: '充装单位统计',
        call: usageSummaryApi.enterpriseFillStations,
        filters: [
          regionFilter,
          { kind: 'select', field: 'StationType', label: '充装站类型', options: stationTypeLabels, width: 160 },
          dayFilter,
        ],
        columns: enterpriseFillStationColumns,
        rowKey: 'divisionCode',
        hint: '充装次数为所选日期内（不选为全部）',
        exportName: '充装单位统计',
        shows: ['fillStation', 'fillingSummary'],
        summaryRow: {
          label: summaryLabel,
          column: 'divisionName',
          sums: ['stationCount', 'cylinderCount', 'fillingCount'],
        },
        columnKeys: { [enterpriseColumnKeys.fillStation]: ['stationCount', 'cylinderCount', 'fillingCount'] },
        // In a dialog of this page: its holders need not hold the UnitManage pages.
        drill: {
          dialog: enterpriseFillStationUnits,
          rowLabel: 'divisionName',
          byRow: { DivisionCode: 'divisionCode', OwnLevel: 'ownLevel' },
          byColumn: { stationCount: {} },
        },
      }),
      listTable({
        key: 'Inspection',
        tab: '检验机构',
        label: '检验机构统计',
        call: usageSummaryApi.enterpriseInspections,
        filters: [regionFilter, dayFilter],
        columns: enterpriseInspectionColumns,
        rowKey: 'divisionCode',
        hint: '检验次数为所选日期内（不选为全部）',
        exportName: '检验机构统计',
        shows: ['inspectStation', 'inspectionRecord'],
        summaryRow: { label: summaryLabel, column: 'divisionName', sums: ['institutionCount', 'inspectionCount'] },
        columnKeys: { [enterpriseColumnKeys.Inspection]: ['institutionCount', 'inspectionCount'] },
        drill: {
          dialog: enterpriseInspectionUnits,
          rowLabel: 'divisionName',
          byRow: { DivisionCode: 'divisionCode', OwnLevel: 'ownLevel' },
          byColumn: { institutionCount: {} },
        },
      }),
    ],
  };
}

export const usageSummaryPage = definePage({
  kind: 'usageSummary',
  description: '按区域汇总气瓶档案、充装与检验数量（大屏卡片点击进入，按所选列与条件打开），附合计，可导出',
  menus: [{ code: '005001', path: '/DataAnalysis/UsageSummary', title: '使用情况汇总' }],
  grants: [
    /** The dashboard's drill-down reports by region (使用情况汇总, 企业统计), within the holder's scope. */
    'usageSummary',
  ],
  list: usageSummaryList,
});

export const enterprisePage = definePage({
  kind: 'enterprise',
  description: '按区域统计充装单位（气瓶数、充装次数）与检验机构（检验次数），附合计，可导出',
  menus: [{ code: '005002', path: '/DataAnalysis/Enterprise', title: '企业统计' }],
  grants: ['usageSummary'],
  list: enterpriseList,
});
