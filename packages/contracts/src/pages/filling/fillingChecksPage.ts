import { definePage } from '../definePage';
import { fillingCheckRecordApi } from '../../api/filling/fillingChecks';
import type { TableColumn } from '../../api/shared';
import {
  BelongToType,
  FillingCheckKind,
  fillingCheckDisposeLabels,
  fillingCheckKindLabels,
  type FillingCheckDispose,
} from '../../enums';
import { disposeMethodsOfKind } from '../../rules/fillingChecks';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/** The columns of a check list: spec 02 section 3.4's fields, then section 3.12's codes (press, end_Weight). */
export function checkRecordColumns(kind: FillingCheckKind) {
  const after = kind === FillingCheckKind.After;
  return [
    { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
    { title: '检查时间', code: 'checkTime', isDisplay: true, width: 170, align: 'center' },
    { title: '检查类型', code: 'kindName', isDisplay: false, width: 110, align: 'center' },
    { title: '所属区域', code: 'areaName', isDisplay: false, width: 120 },
    { title: '充装单位', code: 'station', isDisplay: true, width: 200 },
    { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
    { title: '充装介质', code: 'medium', isDisplay: true, width: 110 },
    { title: '出厂编号', code: 'serialNumber', isDisplay: true, width: 130 },
    { title: '自有编号', code: 'selfCode', isDisplay: true, width: 120 },
    { title: '制造年月', code: 'makeDate', isDisplay: true, width: 100, align: 'center' },
    { title: '检验日期', code: 'inspectionDate', isDisplay: true, width: 100, align: 'center' },
    { title: '检查人员', code: 'operator', isDisplay: true, width: 100 },
    { title: '压力(MPa)', code: 'press', isDisplay: after, width: 100, align: 'right' },
    { title: '充装后重量(kg)', code: 'end_Weight', isDisplay: after, width: 130, align: 'right' },
    { title: '处置方式', code: 'disposeMethodName', isDisplay: true, width: 170 },
    { title: '检查项目', code: 'checkItems', isDisplay: false, width: 260 },
  ] as const satisfies readonly TableColumn[];
}

/** The dispose methods a check of the kind decides, as filter options. */
function disposeOptions(kind: FillingCheckKind): Record<number, string> {
  return Object.fromEntries(
    disposeMethodsOfKind[kind].map((dispose: FillingCheckDispose) => [dispose, fillingCheckDisposeLabels[dispose]]),
  );
}

/**
 * The check pages (/VehicleCylinder/BeforeFillingInspection 充装前检查 and AfterFillingInspection 充装后检查): one
 * definition, the kind fixed per page. The records of the caller's scope, newest first, by regulator, station,
 * barcode, dispose method and days; exported like every list. A filling station's staff record a check here
 * (新增检查记录) when no scale uploads it.
 */
export function fillingChecksList(kind: FillingCheckKind) {
  const title = fillingCheckKindLabels[kind];
  return (area: ListArea): ListPageContent => ({
    filterLabel: `${title}查询条件`,
    fixed: { Kind: kind },
    filters: [
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
      { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
      { kind: 'select', field: 'DisposeMethod', label: '处置方式', options: disposeOptions(kind), width: 190 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '检查日期', width: 260 },
    ],
    tables: [
      listTable({
        key: 'checks',
        tab: `${title}记录`,
        label: `${title}记录列表`,
        call: fillingCheckRecordApi.list,
        pageName: area.pageName,
        columns: checkRecordColumns(kind),
        rowKey: 'id',
        hint:
          kind === FillingCheckKind.Before
            ? '充装前逐瓶检查并记录处置方式；未做充装前检查的充装记录将被标记为异常'
            : '充装后逐瓶复检（泄漏、重量、压力）并记录处置方式',
        exportName: `${title}记录`,
        shows: ['fillingCheck'],
        actions: [
          {
            key: 'filling.addCheck',
            title: '新增检查记录',
            placement: 'toolbar',
            style: 'primary',
            forUnits: [BelongToType.FillingStation],
            changes: ['fillingCheck'],
          },
        ],
      }),
    ],
  });
}

export const beforeFillingChecksPage = definePage({
  kind: 'beforeFillingChecks',
  description: '充装前逐瓶检查的记录：检查人员、处置方式与档案信息，可查询、导出，充装单位可补录',
  menus: [{ code: '003017', path: '/VehicleCylinder/BeforeFillingInspection', title: '充装前检查' }],
  grants: [
    /** The pre-fill and post-fill check records, within the holder's scope (a station records its own). */
    'fillingChecks',
  ],
  list: fillingChecksList(FillingCheckKind.Before),
});

export const afterFillingChecksPage = definePage({
  kind: 'afterFillingChecks',
  description: '充装后逐瓶复检的记录：压力、充装后重量与处置方式，可查询、导出，充装单位可补录',
  menus: [{ code: '003018', path: '/VehicleCylinder/AfterFillingInspection', title: '充装后检查' }],
  grants: ['fillingChecks'],
  list: fillingChecksList(FillingCheckKind.After),
});
