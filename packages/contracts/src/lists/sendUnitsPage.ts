import type { TableColumn } from '../api/shared';
import { sendUnitApi } from '../api/units/inspectionUpkeep';
import { listTable, type ListPageDefinition } from './listDefinition';
import type { RecordEditor } from './recordEditor';

export const sendUnitColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '检验机构', code: 'inspectStationName', isDisplay: true, width: 240 },
  { title: '单位编号', code: 'code', isDisplay: true, width: 150 },
  { title: '送检单位名称', code: 'name', isDisplay: true, width: 240 },
  { title: '统一社会信用代码', code: 'creditCode', isDisplay: true, width: 190 },
  { title: '联系人', code: 'contact', isDisplay: true, width: 100 },
  { title: '联系电话', code: 'phone', isDisplay: true, width: 130 },
  { title: '地址', code: 'address', isDisplay: false, width: 240 },
  { title: '状态', code: 'isValid', isDisplay: true, width: 80, align: 'center', shows: { kind: 'enabledTag' } },
] as const satisfies readonly TableColumn[];

export const sendUnitEditor: RecordEditor = {
  what: '送检单位',
  idField: 'id',
  nameField: 'name',
  add: sendUnitApi.add,
  update: sendUnitApi.update,
  remove: sendUnitApi.remove,
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
    { name: 'code', label: '单位编号', kind: 'text', maxLength: 32, placeholder: '留空自动生成' },
    { name: 'name', label: '送检单位名称', kind: 'text', maxLength: 128, required: true },
    { name: 'creditCode', label: '统一社会信用代码', kind: 'text', maxLength: 18 },
    { name: 'contact', label: '联系人', kind: 'text', maxLength: 32 },
    { name: 'phone', label: '联系电话', kind: 'text', maxLength: 32 },
    { name: 'address', label: '地址', kind: 'text', maxLength: 256 },
    { name: 'isValid', label: '启用', kind: 'switch' },
  ],
};

/** /UnitManage/SendUnit: the organisations that send cylinders to the institutions in the caller's scope. */
export function sendUnitsPage(): ListPageDefinition {
  const changes = ['inspectionUpkeep'] as const;
  return {
    id: 'sendUnits',
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
        actions: [
          { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes },
          { key: 'record.edit', title: '编辑', placement: 'row', changes },
          { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes },
        ],
      }),
    ],
  };
}
