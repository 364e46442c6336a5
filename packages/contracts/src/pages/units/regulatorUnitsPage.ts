import { definePage } from '../definePage';
import type { TableColumn } from '../../api/shared';
import {
  regulatorApi,
  regulatorFillStationApi,
  regulatorInspectStationApi,
  validityLabels,
} from '../../api/units/regulators';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { BindingEditor, RecordEditor } from '../../lists/recordEditor';

/** The regulators' columns, in their default order. */
export const regulatorColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '监管单位名称', code: 'regulatorName', isDisplay: true, width: 240 },
  { title: '所在区域', code: 'divisionName', isDisplay: true, width: 140 },
  { title: '区域编码', code: 'divisionCode', isDisplay: false, width: 110, align: 'center' },
  { title: '上级监管单位', code: 'parentName', isDisplay: true, width: 220 },
  { title: '级别', code: 'levelName', isDisplay: true, width: 90, align: 'center' },
  { title: '绑定单位数', code: 'stationCount', isDisplay: true, width: 110, align: 'center' },
  { title: '用户数', code: 'userCount', isDisplay: true, width: 90, align: 'center' },
  { title: '状态', code: 'isValid', isDisplay: true, width: 90, align: 'center', shows: { kind: 'enabledTag' } },
  { title: '创建时间', code: 'createdAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

/** Adding and editing a regulator: its name, region and parent (the level follows from the parent). */
export const regulatorEditor: RecordEditor = {
  what: '监管单位',
  fields: [
    { name: 'regulatorName', label: '监管单位名称', kind: 'text', maxLength: 128, required: true },
    {
      name: 'divisionCode',
      label: '所在区域',
      kind: 'lookup',
      source: 'division',
      required: true,
      labelField: 'divisionName',
    },
    { name: 'parentId', label: '上级监管单位', kind: 'lookup', source: 'regulator', labelField: 'parentName' },
  ],
  add: regulatorApi.add,
  update: regulatorApi.update,
  idField: 'id',
  nameField: 'regulatorName',
  batchValid: regulatorApi.batchValid,
  remove: regulatorApi.remove,
};

const binding = (what: string, calls: typeof regulatorFillStationApi): BindingEditor => ({
  what,
  ownerKey: 'id',
  ownerField: 'RegulatorId',
  ownerName: 'regulatorName',
  ...calls,
});

/** The stations a regulator is bound to, by the row action that opens their screen. */
export const regulatorBindings = {
  'binding.fillStations': binding('充装单位', regulatorFillStationApi),
  'binding.inspectStations': binding('检验机构', regulatorInspectStationApi),
} as const satisfies Record<string, BindingEditor>;

const regulatorActions: readonly ListAction[] = [
  { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes: ['regulator'] },
  { key: 'record.enable', title: '启用', placement: 'toolbar', acts: 'chosen', changes: ['regulator'] },
  {
    key: 'record.disable',
    title: '停用',
    placement: 'toolbar',
    acts: 'chosen',
    style: 'danger',
    changes: ['regulator'],
  },
  { key: 'record.edit', title: '编辑', placement: 'row', changes: ['regulator'] },
  {
    key: 'binding.fillStations',
    title: '绑定充装单位',
    placement: 'row',
    changes: ['regulator', 'fillStation', 'cylinder'],
  },
  {
    key: 'binding.inspectStations',
    title: '绑定检验机构',
    placement: 'row',
    changes: ['regulator', 'inspectStation', 'cylinder'],
  },
  { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes: ['regulator'] },
];

/**
 * The regulators page (/UnitManage/Regulator): search by name, region and validity; add, edit, enable and disable the
 * chosen, delete an unused one; and bind filling stations and inspection institutions, many at once. A regulator user
 * sees its own regulator (read only) and those below it.
 */
export function regulatorUnitsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '监管单位查询条件',
    fixed: {},
    filters: [
      { kind: 'text', field: 'RegulatorName', label: '监管单位名称', maxLength: 128, width: 200 },
      { kind: 'region', field: 'DivisionCode', label: '所在区域', width: 220 },
      { kind: 'select', field: 'IsValid', label: '状态', options: validityLabels, width: 110 },
    ],
    tables: [
      listTable({
        key: 'regulators',
        tab: '监管单位',
        label: '监管单位列表',
        call: regulatorApi.list,
        pageName: area.pageName,
        columns: regulatorColumns,
        rowKey: 'id',
        exportName: '监管单位',
        shows: ['regulator'],
        choosable: true,
        actions: regulatorActions,
        editor: regulatorEditor,
        bindings: regulatorBindings,
      }),
    ],
  };
}

export const regulatorUnitsPage = definePage({
  kind: 'regulatorUnits',
  description: '监管单位的维护及其与充装单位、检验机构的绑定',
  menus: [{ code: '009001', path: '/UnitManage/Regulator', title: '监管单位' }],
  grants: [
    /** Regulators and their bindings to stations. */
    'regulatorUnits',
  ],
  list: regulatorUnitsList,
});
