import { definePage } from '../definePage';
import { abnormalFillingApi } from '../../api/filling/abnormalFillings';
import { flagCountCode, flagSummaryApi, isSummarisedFlag } from '../../api/filling/flagSummaries';
import { BelongToType } from '../../enums';
import type { TableColumn } from '../../api/shared';
import { defaultFillingRule, FillingFlag, fillingFlagLabels } from '../../rules/fillingFlags';
import { fillingDeleteActions } from './fillingDeletionPage';
import { stationDayFilterFields } from '../../lists/fillingFilters';
import { listTable, type ListArea, type ListPageContent, type ListTable } from '../../lists/listDefinition';
import { summaryLabel } from '../../lists/summaryRow';

export const abnormalFillingColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
  { title: '规格型号', code: 'cylinderSpec', isDisplay: true, width: 110 },
  { title: '预设重量(kg)', code: 'presetWeight', isDisplay: true, width: 110, align: 'right' },
  { title: '充装重量(kg)', code: 'fillingWeight', isDisplay: true, width: 110, align: 'right' },
  { title: '开始时间', code: 'beginTime', isDisplay: true, width: 170, align: 'center' },
  { title: '结束时间', code: 'endTime', isDisplay: true, width: 170, align: 'center' },
  { title: '充装人员', code: 'operatorName', isDisplay: true, width: 100 },
  { title: '气瓶状态', code: 'cylinderState', isDisplay: true, width: 90, align: 'center' },
  { title: '异常类型', code: 'flagNames', isDisplay: true, width: 260, shows: { kind: 'tags' } },
] as const satisfies readonly TableColumn[];

/**
 * The abnormal-filling pages (/GasCylinder, /IndustryCylinder, /VehicleCylinder AbnormalFilling, and the vehicle
 * group's pages of one flag each, which fix Flag in the registry): the filling records flagged on arrival, of the
 * area's category, newest first, with their flags as tags.
 */
export function abnormalFillingsList(area: ListArea): ListPageContent {
  // 超量充装 lists its flag through the spec's own call (OverWeightFillinglist); the other pages of one flag fix it
  // on the general list.
  const call = area.fixed?.Flag === FillingFlag.OverWeight ? abnormalFillingApi.overWeight : abnormalFillingApi.list;
  return {
    filterLabel: '异常充装查询条件',
    fixed: { CylinderCategory: area.category },
    filters: [
      { kind: 'select', field: 'Flag', label: '异常类型', options: fillingFlagLabels, width: 190 },
      ...stationDayFilterFields,
    ],
    tables: [
      listTable({
        key: 'fillings',
        tab: '异常充装',
        label: '异常充装列表',
        call,
        pageName: area.pageName,
        columns: abnormalFillingColumns,
        rowKey: 'fillingGuid',
        choosable: true,
        hint: '充装记录上传时由平台判定的异常：超重、欠量、规格不符、未做充装前检查、超期、报废、无档案、连续充装、疑似克隆标签',
        exportName: '异常充装',
        shows: ['abnormalFilling', 'fillingRecord'],
        actions: [
          ...fillingDeleteActions,
          {
            key: 'abnormalFilling.explain',
            title: '补充说明',
            placement: 'row',
            forUnits: [BelongToType.FillingStation],
            changes: ['fillingExplanation'],
          },
        ],
      }),
      ...flagSummaryTables(area),
    ],
  };
}

/**
 * A vehicle page of one flag also counts that flag by station (its summary call), with the 合计; a station's count
 * opens the page's list narrowed to it. The tab shares the page's column configuration.
 */
function flagSummaryTables(area: ListArea): ListTable[] {
  const flag = area.fixed?.Flag;
  if (!isSummarisedFlag(flag)) return [];
  const count = flagCountCode(flag);
  return [
    listTable({
      key: 'stations',
      tab: '按充装单位统计',
      label: `${fillingFlagLabels[flag]}统计`,
      call: flagSummaryApi[flag],
      pageName: area.pageName,
      columns: [
        { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
        { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
        { title: '充装单位', code: 'stationName', isDisplay: true, width: 240 },
        { title: '充装次数', code: 'fillingCount', isDisplay: true, width: 110, align: 'right' },
        { title: `${fillingFlagLabels[flag]}次数`, code: count, isDisplay: true, width: 150, align: 'right' },
        { title: '占比(%)', code: 'abnormalRate', isDisplay: true, width: 100, align: 'right' },
      ],
      rowKey: 'stationId',
      exportName: `${fillingFlagLabels[flag]}统计`,
      shows: ['fillingSummary'],
      summaryRow: { label: summaryLabel, column: 'stationName', sums: ['fillingCount', count] },
      drill: { to: 'fillings', rowLabel: 'stationName', byRow: { StationId: 'stationId' }, byColumn: { [count]: {} } },
    }),
  ];
}

export const clonedLabelColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
  { title: '首次充装单位', code: 'firstStationName', isDisplay: true, width: 200 },
  { title: '首次充装时间', code: 'firstTime', isDisplay: true, width: 170, align: 'center' },
  { title: '首次充装重量(kg)', code: 'firstWeight', isDisplay: true, width: 140, align: 'right' },
  { title: '再次充装单位', code: 'secondStationName', isDisplay: true, width: 200 },
  { title: '再次充装时间', code: 'secondTime', isDisplay: true, width: 170, align: 'center' },
  { title: '再次充装重量(kg)', code: 'secondWeight', isDisplay: true, width: 140, align: 'right' },
  { title: '相隔(分钟)', code: 'minutesApart', isDisplay: true, width: 100, align: 'center' },
  { title: '发现时间', code: 'foundAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

/**
 * The suspected cloned labels (/Regulatory/ClonedLabel): one barcode filled at two stations closer in time than the
 * city's window, both fillings side by side; a regulator sees a pair when either station is in its scope.
 */
export function clonedLabelsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '疑似克隆标签查询条件',
    fixed: {},
    filters: [...stationDayFilterFields],
    tables: [
      listTable({
        key: 'clonedLabels',
        tab: '疑似克隆标签',
        label: '疑似克隆标签列表',
        call: abnormalFillingApi.clonedLabels,
        pageName: area.pageName,
        columns: clonedLabelColumns,
        rowKey: 'id',
        hint:
          `同一气瓶条码先后在两个充装单位充装，间隔短于本市设定的时间窗（未设定时为${defaultFillingRule.clonedLabelMinutes}分钟），` +
          '气瓶不可能在此期间运送到位，标签可能被复制',
        exportName: '疑似克隆标签',
        shows: ['clonedLabel'],
      }),
    ],
  };
}

/**
 * The vehicle group's abnormal-filling pages (/VehicleCylinder/AbnormalFilling/...): the abnormal-filling list, each
 * fixed to one flag. 逾期未检充装 is the Expired flag as 超期充装 is: the platform flags a filling Expired exactly when
 * the cylinder's next inspection date had passed (overdue for inspection); a cylinder past its design life is flagged
 * Scrapped (报废气瓶充装). See docs/decisions.md.
 */
const vehicleAbnormalFillings: readonly [suffix: string, segment: string, title: string, flag: FillingFlag][] = [
  ['001', 'ExpiredFilling', '超期充装', FillingFlag.Expired],
  ['002', 'LessFilling', '欠量充装', FillingFlag.LessFilled],
  ['003', 'NoArchiveFilling', '无档案充装', FillingFlag.NoArchive],
  ['004', 'NoBeforeFilling', '未做充装前检查', FillingFlag.NoPreCheck],
  ['005', 'OverdueFilling', '逾期未检充装', FillingFlag.Expired],
  ['006', 'ScrapFilling', '报废气瓶充装', FillingFlag.Scrapped],
  ['007', 'SpecDifferFilling', '规格不符充装', FillingFlag.SpecMismatch],
  ['008', 'OverWeightFilling', '超量充装', FillingFlag.OverWeight],
];

export const abnormalFillingsPage = definePage({
  kind: 'abnormalFillings',
  description:
    '上传时被判定异常的充装记录：超重、欠量、规格不符、未做充装前检查、超期、报废、无档案等，按类型与日期查询并导出',
  menus: [
    { code: '001008', path: '/GasCylinder/AbnormalFilling', title: '异常充装' },
    { code: '002008', path: '/IndustryCylinder/AbnormalFilling', title: '异常充装' },
    { code: '003014', path: '/VehicleCylinder/AbnormalFilling', title: '异常充装' },
    ...vehicleAbnormalFillings.map(([suffix, segment, title, flag]) => ({
      code: `003014${suffix}`,
      path: `/VehicleCylinder/AbnormalFilling/${segment}`,
      title,
      fixed: { Flag: flag },
    })),
  ],
  grants: [
    /** The filling records flagged on arrival, within the holder's scope. */
    'abnormalFillings',
  ],
  list: abnormalFillingsList,
});

export const clonedLabelsPage = definePage({
  kind: 'clonedLabels',
  description: '同一条码在两个充装单位短时间内先后充装的疑似克隆标签，两次充装并列对照，可导出',
  menus: [{ code: '006025', path: '/Regulatory/ClonedLabel', title: '疑似克隆标签' }],
  grants: [
    /** Suspected cloned labels (a pair is seen when either station is in the holder's scope). */
    'clonedLabels',
  ],
  list: clonedLabelsList,
});
