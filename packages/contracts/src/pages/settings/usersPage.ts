import { definePage } from '../definePage';
import type { TableColumn } from '../../api/shared';
import { validityLabels } from '../../api/units/regulators';
import { userApi, userBelongLabels } from '../../api/users';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor } from '../../lists/recordEditor';

/** The users' columns, in their default order. */
export const userColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '账号', code: 'loginCode', isDisplay: true, width: 140 },
  { title: '用户名', code: 'userName', isDisplay: true, width: 140 },
  { title: '角色', code: 'roleName', isDisplay: true, width: 140 },
  { title: '所属单位类型', code: 'belongToTypeName', isDisplay: true, width: 120, align: 'center' },
  { title: '所属单位', code: 'unitName', isDisplay: true, width: 220 },
  { title: '手机号码', code: 'phone', isDisplay: true, width: 130, align: 'center' },
  { title: '状态', code: 'isValid', isDisplay: true, width: 90, align: 'center', shows: { kind: 'enabledTag' } },
  { title: '密码修改时间', code: 'updatePasswordTime', isDisplay: false, width: 170, align: 'center' },
  { title: '创建时间', code: 'createdAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

export const loginLockColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '锁定类型', code: 'kindName', isDisplay: true, width: 110, align: 'center' },
  { title: '账号或IP地址', code: 'key', isDisplay: true, width: 200 },
  { title: '用户名', code: 'userName', isDisplay: true, width: 160 },
  { title: '锁定至', code: 'lockedUntil', isDisplay: true, width: 180, align: 'center' },
] as const satisfies readonly TableColumn[];

/** Adding and editing a user: account, name, phone, role, its unit (by type) and a first password when new. */
export const userEditor: RecordEditor = {
  what: '用户',
  fields: [
    { name: 'loginCode', label: '账号', kind: 'text', maxLength: 64, required: true },
    { name: 'userName', label: '用户名', kind: 'text', maxLength: 64, required: true },
    { name: 'phone', label: '手机号码', kind: 'text', maxLength: 20, help: '显示为掩码；不修改时保持原号码' },
    { name: 'roleId', label: '角色', kind: 'lookup', source: 'role', required: true, labelField: 'roleName' },
    { name: 'belongToType', label: '所属单位类型', kind: 'select', options: userBelongLabels, required: true },
    {
      name: 'regulatorId',
      label: '所属监管单位',
      kind: 'lookup',
      source: 'regulator',
      labelField: 'unitName',
      help: '所属单位类型为监管单位时必选',
    },
    {
      name: 'fillStationId',
      label: '所属充装单位',
      kind: 'lookup',
      source: 'fillStation',
      help: '所属单位类型为充装单位时必选',
    },
    {
      name: 'inspectStationId',
      label: '所属检验机构',
      kind: 'lookup',
      source: 'inspectStation',
      help: '所属单位类型为检验机构时必选',
    },
    { name: 'isSystemManager', label: '系统管理员', kind: 'switch', help: '只有系统管理员可以设置' },
    { name: 'password', label: '初始密码', kind: 'password', maxLength: 64, required: true, addOnly: true },
    { name: 'confirmPassword', label: '确认密码', kind: 'password', maxLength: 64, required: true, addOnly: true },
  ],
  initialValues: { isSystemManager: false },
  add: userApi.add,
  update: userApi.update,
  idField: 'id',
  nameField: 'userName',
  batchValid: userApi.batchValid,
  remove: userApi.remove,
};

const changes = ['user'] as const;
const userActions: readonly ListAction[] = [
  { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes },
  { key: 'record.enable', title: '启用', placement: 'toolbar', acts: 'chosen', changes },
  { key: 'record.disable', title: '停用', placement: 'toolbar', acts: 'chosen', style: 'danger', changes },
  { key: 'record.edit', title: '编辑', placement: 'row', changes },
  { key: 'user.resetPassword', title: '重置密码', placement: 'row', changes },
  { key: 'user.setPassword', title: '设置密码', placement: 'row', changes },
  { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes },
];

const lockActions: readonly ListAction[] = [
  { key: 'lock.unlock', title: '解锁', placement: 'row', changes: ['loginLock', 'user'] },
];

/**
 * The users page (/Setting/User): search by account, name, role, unit type and validity; add, edit, enable and
 * disable the chosen (disabling ends their sessions), delete one without history, reset or set a password; and a
 * second tab of the accounts and addresses locked now by failed logins, each with 解锁.
 */
export function usersList(area: ListArea): ListPageContent {
  return {
    filterLabel: '用户查询条件',
    fixed: {},
    filters: [
      { kind: 'text', field: 'LoginCode', label: '账号', maxLength: 64, width: 160 },
      { kind: 'text', field: 'UserName', label: '用户名', maxLength: 64, width: 160 },
      { kind: 'role', field: 'RoleId', label: '角色', width: 160 },
      { kind: 'select', field: 'BelongToType', label: '所属单位类型', options: userBelongLabels, width: 140 },
      { kind: 'select', field: 'IsValid', label: '状态', options: validityLabels, width: 110 },
    ],
    tables: [
      listTable({
        key: 'users',
        tab: '用户',
        label: '用户列表',
        call: userApi.list,
        pageName: area.pageName,
        columns: userColumns,
        rowKey: 'id',
        exportName: '用户',
        shows: ['user'],
        choosable: true,
        actions: userActions,
        editor: userEditor,
      }),
      listTable({
        key: 'locks',
        tab: '锁定账号与IP',
        label: '锁定账号与IP列表',
        call: userApi.locks,
        filters: [{ kind: 'text', field: 'Key', label: '账号或IP地址', maxLength: 64, width: 200 }],
        columns: loginLockColumns,
        rowKey: 'lockKey',
        hint: '连续登录失败被锁定的账号和IP地址（15分钟后自动解除），可提前解锁',
        shows: ['loginLock'],
        actions: lockActions,
      }),
    ],
  };
}

export const usersPage = definePage({
  kind: 'users',
  description: '用户的新增、修改、启用、停用与删除，重置或设置密码，查看并解除账号与IP锁定',
  menus: [{ code: '008001', path: '/Setting/User', title: '用户管理' }],
  grants: [
    /** Users, their passwords and validity, and the login locks (Setting/User), within the holder's scope. */
    'users',
  ],
  list: usersList,
});
