import { definePage } from '../definePage';
import type { TableColumn } from '../../api/shared';
import { inspectUserApi, sendUnitApi } from '../../api/units/inspectionUpkeep';
import { listTable, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor, RecordField } from '../../lists/recordEditor';

/**
 * The two lists an inspection institution keeps of its own (spec 02 section 7.5): its inspection users and its
 * sending units. Both are filtered by institution and name, list the institution's rows, and are added, edited and
 * deleted through the record editor; their first fields are the institution and a code generated when left empty.
 */

const institutionColumn = { title: '检验机构', code: 'inspectStationName', isDisplay: true, width: 240 } as const;
const validColumn = {
  title: '状态',
  code: 'isValid',
  isDisplay: true,
  width: 80,
  align: 'center',
  shows: { kind: 'enabledTag' },
} as const;

export const inspectUserColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  institutionColumn,
  { title: '人员编号', code: 'code', isDisplay: true, width: 150 },
  { title: '姓名', code: 'name', isDisplay: true, width: 110 },
  { title: '联系电话', code: 'phone', isDisplay: true, width: 130 },
  { title: '检验员证号', code: 'certificateNo', isDisplay: true, width: 170 },
  validColumn,
] as const satisfies readonly TableColumn[];

export const sendUnitColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  institutionColumn,
  { title: '单位编号', code: 'code', isDisplay: true, width: 150 },
  { title: '送检单位名称', code: 'name', isDisplay: true, width: 240 },
  { title: '统一社会信用代码', code: 'creditCode', isDisplay: true, width: 190 },
  { title: '联系人', code: 'contact', isDisplay: true, width: 100 },
  { title: '联系电话', code: 'phone', isDisplay: true, width: 130 },
  { title: '地址', code: 'address', isDisplay: false, width: 240 },
  validColumn,
] as const satisfies readonly TableColumn[];

/** The editor of an institution's own rows: institution, a code generated when empty, the kind's fields, 启用. */
function upkeepEditor(
  what: string,
  { add, update, remove }: Pick<RecordEditor, 'add' | 'update' | 'remove'>,
  codeLabel: string,
  fields: readonly RecordField[],
): RecordEditor {
  return {
    what,
    idField: 'id',
    nameField: 'name',
    add,
    update,
    remove,
    initialValues: { isValid: true },
    fields: [
      {
        name: 'inspectStationId',
        label: '检验机构',
        kind: 'lookup',
        source: 'inspectStation',
        labelField: 'inspectStationName',
        required: true,
      },
      { name: 'code', label: codeLabel, kind: 'text', maxLength: 32, placeholder: '留空自动生成' },
      ...fields,
      { name: 'isValid', label: '启用', kind: 'switch' },
    ],
  };
}

export const inspectUserEditor = upkeepEditor('检验人员', inspectUserApi, '人员编号', [
  { name: 'name', label: '姓名', kind: 'text', maxLength: 32, required: true },
  { name: 'phone', label: '联系电话', kind: 'text', maxLength: 32 },
  { name: 'certificateNo', label: '检验员证号', kind: 'text', maxLength: 64 },
]);

export const sendUnitEditor = upkeepEditor('送检单位', sendUnitApi, '单位编号', [
  { name: 'name', label: '送检单位名称', kind: 'text', maxLength: 128, required: true },
  { name: 'creditCode', label: '统一社会信用代码', kind: 'text', maxLength: 18 },
  { name: 'contact', label: '联系人', kind: 'text', maxLength: 32 },
  { name: 'phone', label: '联系电话', kind: 'text', maxLength: 32 },
  { name: 'address', label: '地址', kind: 'text', maxLength: 256 },
]);

const changes = ['inspectionUpkeep'] as const;
const upkeepActions = [
  { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes },
  { key: 'record.edit', title: '编辑', placement: 'row', changes },
  { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes },
] as const;

/**
 * /UnitManage/InspectUser: the inspectors of the institutions in the caller's scope (an institution's user: its own),
 * with adding, editing and deleting (refused while inspection records name the inspector).
 */
export function inspectUsersList(): ListPageContent {
  return {
    filterLabel: '检验人员查询条件',
    fixed: {},
    filters: [
      { kind: 'inspectStation', field: 'InspectStationId', label: '检验机构', width: 240 },
      { kind: 'text', field: 'Name', label: '姓名', maxLength: 128, width: 180 },
    ],
    tables: [
      listTable({
        key: 'list',
        tab: '检验人员',
        label: '检验人员列表',
        call: inspectUserApi.list,
        columns: inspectUserColumns,
        rowKey: 'id',
        exportName: '检验人员',
        shows: ['inspectionUpkeep'],
        editor: inspectUserEditor,
        actions: upkeepActions,
      }),
    ],
  };
}

/** /UnitManage/SendUnit: the organisations that send cylinders to the institutions in the caller's scope. */
export function sendUnitsList(): ListPageContent {
  return {
    filterLabel: '送检单位查询条件',
    fixed: {},
    filters: [
      { kind: 'inspectStation', field: 'InspectStationId', label: '检验机构', width: 240 },
      { kind: 'text', field: 'Name', label: '送检单位名称', maxLength: 128, width: 200 },
    ],
    tables: [
      listTable({
        key: 'list',
        tab: '送检单位',
        label: '送检单位列表',
        call: sendUnitApi.list,
        columns: sendUnitColumns,
        rowKey: 'id',
        exportName: '送检单位',
        shows: ['inspectionUpkeep'],
        editor: sendUnitEditor,
        actions: upkeepActions,
      }),
    ],
  };
}

export const inspectUsersPage = definePage({
  kind: 'inspectUsers',
  description: '检验机构维护本机构的检验人员',
  menus: [{ code: '009005', path: '/UnitManage/InspectUser', title: '检验人员' }],
  grants: ['inspectionUpkeep'],
  list: inspectUsersList,
});

export const sendUnitsPage = definePage({
  kind: 'sendUnits',
  description: '检验机构维护送检单位',
  menus: [{ code: '009006', path: '/UnitManage/SendUnit', title: '送检单位' }],
  grants: ['inspectionUpkeep'],
  list: sendUnitsList,
});
