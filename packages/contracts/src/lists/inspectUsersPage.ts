import type { TableColumn } from '../api/shared';
import { inspectUserApi } from '../api/units/inspectionUpkeep';
import { listTable, type ListPageDefinition } from './listDefinition';
import type { RecordEditor } from './recordEditor';

export const inspectUserColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '检验机构', code: 'inspectStationName', isDisplay: true, width: 240 },
  { title: '人员编号', code: 'code', isDisplay: true, width: 150 },
  { title: '姓名', code: 'name', isDisplay: true, width: 110 },
  { title: '联系电话', code: 'phone', isDisplay: true, width: 130 },
  { title: '检验员证号', code: 'certificateNo', isDisplay: true, width: 170 },
  { title: '状态', code: 'isValid', isDisplay: true, width: 80, align: 'center', shows: { kind: 'enabledTag' } },
] as const satisfies readonly TableColumn[];

export const inspectUserEditor: RecordEditor = {
  what: '检验人员',
  idField: 'id',
  nameField: 'name',
  add: inspectUserApi.add,
  update: inspectUserApi.update,
  remove: inspectUserApi.remove,
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
    { name: 'code', label: '人员编号', kind: 'text', maxLength: 32, placeholder: '留空自动生成' },
    { name: 'name', label: '姓名', kind: 'text', maxLength: 32, required: true },
    { name: 'phone', label: '联系电话', kind: 'text', maxLength: 32 },
    { name: 'certificateNo', label: '检验员证号', kind: 'text', maxLength: 64 },
    { name: 'isValid', label: '启用', kind: 'switch' },
  ],
};

/**
 * /UnitManage/InspectUser: the inspectors of the institutions in the caller's scope (an institution's user: its own),
 * with adding, editing and deleting (refused while inspection records name the inspector).
 */
export function inspectUsersPage(): ListPageDefinition {
  const changes = ['inspectionUpkeep'] as const;
  return {
    id: 'inspectUsers',
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
        actions: [
          { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes },
          { key: 'record.edit', title: '编辑', placement: 'row', changes },
          { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes },
        ],
      }),
    ],
  };
}
