import { definePage } from '../definePage';
import { inspectionRuleApi } from '../../api/inspectionRule';
import type { TableColumn } from '../../api/shared';
import { cylinderCategoryLabels } from '../../enums';
import { listTable, type ListAction, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor } from '../../lists/recordEditor';

/** The rule table's columns (current versions); an empty criterion matches every cylinder and says so. */
export const inspectionRuleColumns = [
  { title: '气瓶类别', code: 'categoryName', isDisplay: true, width: 100, align: 'center' },
  { title: '充装介质', code: 'mediumName', isDisplay: true, width: 120, shows: { kind: 'text', whenEmpty: '全部' } },
  { title: '气瓶类型', code: 'typeName', isDisplay: true, width: 120, shows: { kind: 'text', whenEmpty: '全部' } },
  { title: '执行标准', code: 'standard', isDisplay: true, width: 130, shows: { kind: 'text', whenEmpty: '不限' } },
  {
    title: '制造年月起',
    code: 'madeFrom',
    isDisplay: true,
    width: 100,
    align: 'center',
    shows: { kind: 'text', whenEmpty: '不限' },
  },
  {
    title: '制造年月止',
    code: 'madeTo',
    isDisplay: true,
    width: 100,
    align: 'center',
    shows: { kind: 'text', whenEmpty: '不限' },
  },
  {
    title: '首次检验（月）',
    code: 'firstInspectionMonths',
    isDisplay: true,
    width: 120,
    align: 'center',
    shows: { kind: 'text', whenEmpty: '同检验周期' },
  },
  { title: '检验周期（月）', code: 'inspectionPeriodMonths', isDisplay: true, width: 120, align: 'center' },
  { title: '设计使用年限（年）', code: 'designLifeYears', isDisplay: true, width: 140, align: 'center' },
  { title: '版本', code: 'version', isDisplay: true, width: 70, align: 'center', shows: { kind: 'text', prefix: 'v' } },
  { title: '创建人', code: 'createdBy', isDisplay: true, width: 100 },
  { title: '创建时间', code: 'createdAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

/** A rule's versions (历史版本): whether each is current, the rule's columns, when it was retired and why it was made. */
export const inspectionRuleHistoryColumns: readonly TableColumn[] = [
  { title: '版本', code: 'version', isDisplay: true, width: 70, align: 'center', shows: { kind: 'text', prefix: 'v' } },
  { title: '状态', code: 'isCurrent', isDisplay: true, width: 90, align: 'center' },
  ...inspectionRuleColumns.filter((column) => column.code !== 'version' && column.code !== 'categoryName'),
  { title: '停用时间', code: 'retiredAt', isDisplay: true, width: 170, align: 'center' },
  { title: '备注', code: 'remark', isDisplay: true, width: 160 },
];

/** Adding a rule, and editing one (which writes a new version): the criteria, the periods and a remark. */
export const inspectionRuleEditor: RecordEditor = {
  what: '检验规则',
  fields: [
    { name: 'category', label: '气瓶类别', kind: 'select', options: cylinderCategoryLabels, required: true },
    {
      name: 'mediumId',
      label: '充装介质',
      kind: 'lookup',
      source: 'categoryMedium',
      labelField: 'mediumName',
      dependsOn: ['category'],
      emptyLabel: '全部介质',
      help: '不选表示该类别的全部介质',
    },
    {
      name: 'typeId',
      label: '气瓶类型',
      kind: 'lookup',
      source: 'categoryType',
      labelField: 'typeName',
      dependsOn: ['category'],
      emptyLabel: '全部类型',
      help: '不选表示该类别的全部类型',
    },
    { name: 'standard', label: '执行标准', kind: 'text', maxLength: 64, placeholder: '例如 GB 5842，不填表示不限' },
    { name: 'madeFrom', label: '制造年月起', kind: 'month', help: '不填表示不限' },
    { name: 'madeTo', label: '制造年月止', kind: 'month', help: '不填表示不限' },
    {
      name: 'firstInspectionMonths',
      label: '首次检验月数',
      kind: 'integer',
      unit: '个月',
      help: '制造后首次检验的月数，不填表示同检验周期',
    },
    { name: 'inspectionPeriodMonths', label: '检验周期', kind: 'integer', unit: '个月', required: true },
    { name: 'designLifeYears', label: '设计使用年限', kind: 'integer', unit: '年', required: true },
    { name: 'remark', label: '备注', kind: 'textarea', maxLength: 256 },
  ],
  add: inspectionRuleApi.add,
  update: inspectionRuleApi.update,
  idField: 'id',
  nameField: 'description',
  initialFromFilter: { category: 'CylinderCategory' },
};

const changes = ['inspectionRule'] as const;

/** 新增规则 is the editor's; 编辑 (a new version), 历史版本 and 停用 are the rule page's own (inspectionRuleActions). */
const inspectionRuleActions: readonly ListAction[] = [
  { key: 'record.add', title: '新增规则', placement: 'toolbar', style: 'primary', changes },
  { key: 'inspectionRule.edit', title: '编辑', placement: 'row', changes },
  { key: 'inspectionRule.history', title: '历史版本', placement: 'row', changes: [] },
  { key: 'inspectionRule.retire', title: '停用', placement: 'row', style: 'danger', changes },
];

/**
 * /Setting/InspectionRule: the versioned rule table behind next inspection and scrap dates (issue 4). The current
 * versions are listed by category; 编辑 writes a new version, 历史版本 lists them all, 停用 retires a rule after a
 * confirmation.
 */
export function inspectionRulesList(): ListPageContent {
  return {
    filterLabel: '检验规则查询条件',
    fixed: {},
    filters: [
      { kind: 'select', field: 'CylinderCategory', label: '气瓶类别', options: cylinderCategoryLabels, width: 140 },
    ],
    tables: [
      listTable({
        key: 'rules',
        tab: '检验规则',
        label: '检验规则列表',
        call: inspectionRuleApi.list,
        columns: inspectionRuleColumns,
        rowKey: 'id',
        exportName: '检验规则',
        exportMode: 'client',
        shows: ['inspectionRule'],
        hint: '规则决定气瓶的下次检验日期与报废日期；修改规则会生成新版本，已建档气瓶保留原版本计算的日期。',
        actions: inspectionRuleActions,
        editor: inspectionRuleEditor,
      }),
    ],
  };
}

export const inspectionRulesPage = definePage({
  kind: 'inspectionRules',
  description: '各类气瓶的检验周期与报废年限规则，保留历史版本',
  menus: [{ code: '008007', path: '/Setting/InspectionRule', title: '检验规则' }],
  grants: ['inspectionRules'],
  list: inspectionRulesList,
});
