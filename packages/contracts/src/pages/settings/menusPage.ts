import { definePage } from '../definePage';
import type { TableColumn } from '../../api/shared';
import { menuApi } from '../../api/admin/menus';
import { validityLabels } from '../../api/units/regulators';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor } from '../../lists/recordEditor';

export const menuColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '菜单编码', code: 'menuCode', isDisplay: true, width: 110, align: 'center' },
  { title: '菜单名称', code: 'title', isDisplay: true, width: 180 },
  { title: '路径', code: 'path', isDisplay: true, width: 260 },
  { title: '级别', code: 'levelName', isDisplay: true, width: 80, align: 'center' },
  { title: '下级菜单数', code: 'childCount', isDisplay: true, width: 100, align: 'center' },
  { title: '排序', code: 'sort', isDisplay: true, width: 80, align: 'center' },
  { title: '来源', code: 'sourceName', isDisplay: true, width: 100, align: 'center' },
  { title: '状态', code: 'isValid', isDisplay: true, width: 90, align: 'center', shows: { kind: 'enabledTag' } },
] as const satisfies readonly TableColumn[];

export const menuEditor: RecordEditor = {
  what: '菜单',
  fields: [
    {
      name: 'parentCode',
      label: '上级菜单编码',
      kind: 'text',
      maxLength: 6,
      help: '不填为一级菜单；填3位或6位上级菜单编码',
    },
    { name: 'menuCode', label: '菜单编码', kind: 'text', maxLength: 9, help: '不填时自动取上级菜单下的下一个编码' },
    { name: 'path', label: '路径', kind: 'text', maxLength: 128, required: true, placeholder: '/Regulatory/Notice' },
    { name: 'title', label: '菜单名称', kind: 'text', maxLength: 64, required: true },
    { name: 'sort', label: '排序', kind: 'integer' },
  ],
  add: menuApi.add,
  update: menuApi.update,
  idField: 'menuCode',
  nameField: 'title',
  initialFromFilter: { parentCode: 'ParentCode' },
  batchValid: menuApi.batchValid,
  remove: menuApi.remove,
};

const menuActions: readonly ListAction[] = [
  { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes: ['menu'] },
  { key: 'record.enable', title: '启用', placement: 'toolbar', acts: 'chosen', changes: ['menu'] },
  { key: 'record.disable', title: '停用', placement: 'toolbar', acts: 'chosen', style: 'danger', changes: ['menu'] },
  { key: 'record.edit', title: '编辑', placement: 'row', changes: ['menu'] },
  {
    key: 'record.remove',
    title: '删除',
    placement: 'row',
    style: 'danger',
    changes: ['menu'],
    hiddenFor: { builtIn: true },
  },
];

/**
 * The menu page (/Setting/MenuManagement): the entries under a parent code (the top-level groups when empty), by title
 * and validity. The registry's pages are retitled, reordered, enabled and disabled; extra entries are added and deleted.
 */
export function menusList(area: ListArea): ListPageContent {
  return {
    filterLabel: '菜单查询条件',
    fixed: {},
    filters: [
      { kind: 'menuTree', field: 'ParentCode', label: '上级菜单', maxLevel: 2, width: 220 },
      { kind: 'text', field: 'MenuTitle', label: '菜单名称', maxLength: 64, width: 180 },
      { kind: 'select', field: 'IsValid', label: '状态', options: validityLabels, width: 110 },
    ],
    tables: [
      listTable({
        key: 'menus',
        tab: '菜单',
        label: '菜单列表',
        call: menuApi.children,
        pageName: area.pageName,
        columns: menuColumns,
        rowKey: 'menuCode',
        exportName: '菜单',
        shows: ['menu'],
        choosable: true,
        hint: '系统页面的编码和路径不能修改，也不能删除；停用菜单连同其下级菜单一起停用',
        actions: menuActions,
        editor: menuEditor,
      }),
    ],
  };
}

export const menusPage = definePage({
  kind: 'menus',
  description: '菜单的维护：名称、排序、启用与停用，以及新增自定义菜单',
  menus: [{ code: '008003', path: '/Setting/MenuManagement', title: '菜单管理' }],
  grants: [
    /** The menu entries themselves: titles, order, validity, extra entries (Setting/MenuManagement). */
    'menus',
    /** Reading the whole menu tree: the role editor's checkable tree and the menu page. */
    'menuTree',
  ],
  list: menusList,
});
