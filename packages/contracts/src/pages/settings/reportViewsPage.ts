import { definePage } from '../definePage';
import { reportViewApi } from '../../api/reportViews';
import type { TableColumn } from '../../api/shared';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor } from '../../lists/recordEditor';

export const reportViewTableColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '视图名称', code: 'name', isDisplay: true, width: 200 },
  { title: '页面', code: 'pageTitle', isDisplay: true, width: 220 },
  { title: '表格', code: 'tableLabel', isDisplay: true, width: 200 },
  {
    title: '共享给角色',
    code: 'sharedRoleName',
    isDisplay: true,
    width: 140,
    shows: { kind: 'text', whenEmpty: '仅自己' },
  },
  { title: '显示列数', code: 'columnCount', isDisplay: true, width: 90, align: 'right' },
  { title: '筛选条件数', code: 'filterCount', isDisplay: true, width: 100, align: 'right' },
  { title: '创建人', code: 'ownerName', isDisplay: true, width: 120 },
  { title: '更新时间', code: 'updatedAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

export const reportViewEditor: RecordEditor = {
  what: '视图',
  fields: [
    { name: 'name', label: '视图名称', kind: 'text', maxLength: 40, required: true },
    {
      name: 'sharedRoleId',
      label: '共享给角色',
      kind: 'lookup',
      source: 'shareRole',
      labelField: 'sharedRoleName',
      emptyLabel: '仅自己',
      help: '不选：仅自己可见；选择角色：该角色的用户在页面的“视图”中可打开',
    },
  ],
  update: reportViewApi.update,
  idField: 'id',
  nameField: 'name',
  remove: reportViewApi.remove,
};

const reportViewActions: readonly ListAction[] = [
  { key: 'record.edit', title: '编辑', placement: 'row', changes: ['reportView'] },
  { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes: ['reportView'] },
];

/**
 * 报表视图 (/Setting/Report): the caller's saved views (a system manager's: everyone's), by name; 编辑 renames a view
 * and shares it with a role or keeps it private, 删除 deletes it after a confirmation. Views are saved and opened on
 * the list and report pages themselves (their 视图 control).
 */
export function reportViewsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '报表视图查询条件',
    fixed: {},
    filters: [{ kind: 'text', field: 'Name', label: '视图名称', maxLength: 40, width: 200 }],
    tables: [
      listTable({
        key: 'reportViews',
        tab: '报表视图',
        label: '报表视图列表',
        call: reportViewApi.list,
        pageName: area.pageName,
        columns: reportViewTableColumns,
        rowKey: 'id',
        hint: '在列表和报表页面的“视图”中保存和打开视图；共享给角色的视图只显示该角色页面显示的列',
        exportName: '报表视图',
        shows: ['reportView'],
        actions: reportViewActions,
        editor: reportViewEditor,
      }),
    ],
  };
}

export const reportViewsPage = definePage({
  kind: 'reportViews',
  description: '列表与报表页面保存的视图（筛选条件与显示列）：重命名、共享给角色或仅自己可见、删除',
  menus: [{ code: '008010', path: '/Setting/Report', title: '报表视图' }],
  grants: [
    /** The saved report views of the caller (a system manager: everyone's), renamed, shared and deleted (Setting/Report). */
    'reportViews',
  ],
  list: reportViewsList,
});
