import { definePage } from '../definePage';
import type { TableColumn } from '../../api/shared';
import { parameterApi, parameterKindLabels } from '../../api/settings/parameters';
import { syslogApi, syslogEventOptions, syslogResultLabels } from '../../api/settings/syslogs';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor } from '../../lists/recordEditor';

/** The system log's columns: 实际操作人 names the super administrator who had entered as the row's user. */
export const syslogColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '时间', code: 'time', isDisplay: true, width: 170, align: 'center' },
  { title: '账号', code: 'loginCode', isDisplay: true, width: 120 },
  { title: '用户名', code: 'userName', isDisplay: true, width: 140 },
  { title: '实际操作人', code: 'realLoginCode', isDisplay: true, width: 120 },
  { title: 'IP地址', code: 'ip', isDisplay: true, width: 130 },
  { title: '事件', code: 'eventName', isDisplay: true, width: 130 },
  { title: '结果', code: 'resultName', isDisplay: true, width: 80, align: 'center' },
  { title: '详情', code: 'detail', isDisplay: true, width: 480 },
] as const satisfies readonly TableColumn[];

/**
 * The system log page (/Setting/SysLogs): newest first, by days, account, event and result; exported (the export is
 * itself logged). Rows cannot be changed or deleted; those older than the retention parameter are purged daily.
 */
export function sysLogsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '系统日志查询条件',
    fixed: {},
    filters: [
      { kind: 'dayRange', from: 'From', to: 'To', label: '日志时间', width: 260 },
      { kind: 'text', field: 'LoginCode', label: '账号', maxLength: 64, width: 150 },
      { kind: 'select', field: 'Event', label: '事件', options: syslogEventOptions, width: 160 },
      { kind: 'select', field: 'Result', label: '结果', options: syslogResultLabels, width: 100 },
    ],
    tables: [
      listTable({
        key: 'syslogs',
        tab: '系统日志',
        label: '系统日志列表',
        call: syslogApi.list,
        pageName: area.pageName,
        columns: syslogColumns,
        rowKey: 'id',
        hint: '系统日志只能查看和导出，不能修改或删除；超过保留期（参数“系统日志保留月数”，至少6个月）的日志每日自动清理',
        exportName: '系统日志',
        shows: ['syslog'],
      }),
    ],
  };
}

export const parameterColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '参数编码', code: 'code', isDisplay: true, width: 190 },
  { title: '参数名称', code: 'name', isDisplay: true, width: 170 },
  { title: '参数值', code: 'value', isDisplay: true, width: 120 },
  {
    title: '类型',
    code: 'kind',
    isDisplay: true,
    width: 80,
    align: 'center',
    shows: { kind: 'enum', labels: parameterKindLabels },
  },
  { title: '最小值', code: 'minValue', isDisplay: true, width: 90, align: 'center' },
  { title: '最大值', code: 'maxValue', isDisplay: true, width: 90, align: 'center' },
  { title: '说明', code: 'description', isDisplay: true, width: 320 },
  { title: '状态', code: 'isValid', isDisplay: true, width: 90, align: 'center', shows: { kind: 'enabledTag' } },
  { title: '更新时间', code: 'updatedAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

export const parameterEditor: RecordEditor = {
  what: '参数',
  fields: [
    {
      name: 'code',
      label: '参数编码',
      kind: 'text',
      maxLength: 64,
      required: true,
      placeholder: '字母开头，如 SyslogRetentionMonths',
    },
    { name: 'name', label: '参数名称', kind: 'text', maxLength: 64, required: true },
    { name: 'kind', label: '类型', kind: 'select', options: parameterKindLabels, required: true },
    { name: 'value', label: '参数值', kind: 'text', maxLength: 512, required: true },
    { name: 'minValue', label: '最小值', kind: 'integer', help: '数值参数的下限，空为不限' },
    { name: 'maxValue', label: '最大值', kind: 'integer', help: '数值参数的上限，空为不限' },
    { name: 'description', label: '说明', kind: 'textarea', maxLength: 256 },
    { name: 'isValid', label: '启用', kind: 'switch' },
  ],
  add: parameterApi.add,
  update: parameterApi.update,
  idField: 'id',
  nameField: 'name',
  initialValues: { kind: 1, isValid: true },
  remove: parameterApi.remove,
};

const parameterActions: readonly ListAction[] = [
  { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes: ['parameter'] },
  { key: 'record.edit', title: '编辑', placement: 'row', changes: ['parameter'], hiddenFor: { readOnly: true } },
  {
    key: 'record.remove',
    title: '删除',
    placement: 'row',
    style: 'danger',
    changes: ['parameter'],
    hiddenFor: { builtIn: true },
  },
];

/**
 * The parameters page (/Setting/parameter): search by name or code; add, edit and delete (after a confirmation). The
 * built-in parameters cannot be deleted; the read-only ones mirror the deployment's configuration.
 */
export function parametersList(area: ListArea): ListPageContent {
  return {
    filterLabel: '参数查询条件',
    fixed: {},
    filters: [{ kind: 'text', field: 'Keyword', label: '参数名称或编码', maxLength: 64, width: 220 }],
    tables: [
      listTable({
        key: 'parameters',
        tab: '系统参数',
        label: '系统参数列表',
        call: parameterApi.list,
        pageName: area.pageName,
        columns: parameterColumns,
        rowKey: 'id',
        hint: '内置参数不能删除；只读参数由部署配置决定，修改请调整服务器配置；每次修改都记入系统日志',
        exportName: '系统参数',
        exportMode: 'client',
        shows: ['parameter'],
        actions: parameterActions,
        editor: parameterEditor,
      }),
    ],
  };
}

export const sysLogsPage = definePage({
  kind: 'sysLogs',
  description: '系统日志的查询与导出：登录、修改、导出等操作，含实际操作人，至少保留六个月',
  menus: [{ code: '008004', path: '/Setting/SysLogs', title: '系统日志' }],
  grants: [
    /** Reading and exporting the system log. */
    'sysLogs',
  ],
  list: sysLogsList,
});

export const parametersPage = definePage({
  kind: 'parameters',
  description: '系统参数的维护：日志保留月数等，内置参数受保护',
  menus: [{ code: '008005', path: '/Setting/parameter', title: '参数设置' }],
  grants: [
    /** System parameters. */
    'parameters',
  ],
  list: parametersList,
});
