import { abnormalFillingApi } from '../api/filling/abnormalFillings';
import { flagSummaryApi, isSummarisedFlag } from '../api/filling/flagSummaries';
import { BelongToType } from '../enums';
import type { TableColumn } from '../api/shared';
import { defaultFillingRule, FillingFlag, fillingFlagLabels } from '../rules/fillingFlags';
import { fillingDeleteActions } from './fillingDeletionPage';
import { stationDayFilterFields } from './fillingFilters';
import { listTable, type ListArea, type ListPageDefinition, type ListTable } from './listDefinition';
import { summaryLabel } from './summaryRow';

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
export function abnormalFillingsPage(area: ListArea): ListPageDefinition {
  // 超量充装 lists its flag through the spec's own call (OverWeightFillinglist); the other pages of one flag fix it
  // on the general list.
  const call = area.fixed?.Flag === FillingFlag.OverWeight ? abnormalFillingApi.overWeight : abnormalFillingApi.list;
  return {
    id: 'abnormalFillings',
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
 * opens the page's list narrowed to it.
 */
function flagSummaryTables(area: ListArea): ListTable[] {
  const flag = area.fixed?.Flag;
  if (!isSummarisedFlag(flag)) return [];
  const count = flag === FillingFlag.SpecMismatch ? 'specDifferCount' : 'abnormalCount';
  return [
    listTable({
      key: 'stations',
      tab: '按充装单位统计',
      label: `${fillingFlagLabels[flag]}统计`,
      call: flagSummaryApi[flag],
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
export function clonedLabelsPage(area: ListArea): ListPageDefinition {
  return {
    id: 'clonedLabels',
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
