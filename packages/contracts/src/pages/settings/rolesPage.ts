import { definePage } from '../definePage';
import type { TableColumn } from '../../api/shared';
import { roleApi } from '../../api/admin/roles';
import { validityLabels } from '../../api/units/regulators';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor } from '../../lists/recordEditor';

export const roleColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '角色名称', code: 'roleName', isDisplay: true, width: 220 },
  { title: '用户数', code: 'userCount', isDisplay: true, width: 100, align: 'center' },
  { title: '菜单数', code: 'menuCount', isDisplay: true, width: 100, align: 'center' },
  { title: '状态', code: 'isValid', isDisplay: true, width: 90, align: 'center', shows: { kind: 'enabledTag' } },
  { title: '创建时间', code: 'createdAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

export const roleEditor: RecordEditor = {
  what: '角色',
  fields: [{ name: 'roleName', label: '角色名称', kind: 'text', maxLength: 64, required: true }],
  add: roleApi.add,
  update: roleApi.update,
  idField: 'id',
  nameField: 'roleName',
  batchValid: roleApi.batchValid,
  remove: roleApi.remove,
};

const roleActions: readonly ListAction[] = [
  { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes: ['role'] },
  { key: 'record.enable', title: '启用', placement: 'toolbar', acts: 'chosen', changes: ['role'] },
  { key: 'record.disable', title: '停用', placement: 'toolbar', acts: 'chosen', style: 'danger', changes: ['role'] },
  { key: 'record.edit', title: '编辑', placement: 'row', changes: ['role'] },
  { key: 'role.permission', title: '菜单权限', placement: 'row', changes: ['role'] },
  { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes: ['role'] },
];

/**
 * The roles page (/Setting/Role): search by name and validity; add, rename, enable and disable the chosen, delete a
 * role no user holds; 菜单权限 opens the whole menu tree as a checkable tree.
 */
export function rolesList(area: ListArea): ListPageContent {
  return {
    filterLabel: '角色查询条件',
    fixed: {},
    filters: [
      { kind: 'text', field: 'RoleName', label: '角色名称', maxLength: 64, width: 200 },
      { kind: 'select', field: 'IsValid', label: '状态', options: validityLabels, width: 110 },
    ],
    tables: [
      listTable({
        key: 'roles',
        tab: '角色',
        label: '角色列表',
        call: roleApi.list,
        pageName: area.pageName,
        columns: roleColumns,
        rowKey: 'id',
        exportName: '角色',
        exportMode: 'client',
        shows: ['role'],
        choosable: true,
        actions: roleActions,
        editor: roleEditor,
      }),
    ],
  };
}

export const rolesPage = definePage({
  kind: 'roles',
  description: '角色的新增、修改、启用、停用与删除，以菜单树勾选角色可访问的菜单',
  menus: [{ code: '008002', path: '/Setting/Role', title: '角色管理' }],
  grants: [
    /** Roles and the menus each role holds (Setting/Role). */
    'roles',
    'menuTree',
  ],
  list: rolesList,
});
