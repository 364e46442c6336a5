import { definePage } from '../definePage';
import { monitorApi, operatorApi, valveApi } from '../../api/units/stationUpkeep';
import type { TableColumn } from '../../api/shared';
import { listTable, type ListAction, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor } from '../../lists/recordEditor';

export const operatorColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: false, width: 220 },
  { title: '姓名', code: 'name', isDisplay: true, width: 110 },
  { title: '身份证号', code: 'idNumber', isDisplay: true, width: 190 },
  { title: '作业人员证书编号', code: 'certificateNo', isDisplay: true, width: 180 },
  { title: '签名', code: 'hasSign', isDisplay: true, width: 80, align: 'center' },
  { title: '状态', code: 'isValid', isDisplay: true, width: 80, align: 'center' },
] as const satisfies readonly TableColumn[];

export const monitorColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: false, width: 220 },
  { title: '监控名称', code: 'monitorName', isDisplay: true, width: 160 },
  { title: '设备序列号', code: 'deviceSerial', isDisplay: true, width: 160 },
  { title: '通道号', code: 'channelNo', isDisplay: true, width: 80, align: 'center' },
  { title: '安装位置', code: 'location', isDisplay: true, width: 180 },
  { title: '状态', code: 'isValid', isDisplay: true, width: 80, align: 'center' },
] as const satisfies readonly TableColumn[];

export const valveColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: false, width: 220 },
  { title: '阀门名称', code: 'valveName', isDisplay: true, width: 160 },
  { title: '阀门编号', code: 'valveCode', isDisplay: true, width: 150 },
  { title: '型号', code: 'model', isDisplay: true, width: 120 },
  { title: '安装位置', code: 'location', isDisplay: true, width: 180 },
  { title: '状态', code: 'isValid', isDisplay: true, width: 80, align: 'center' },
] as const satisfies readonly TableColumn[];

export const operatorEditor: RecordEditor = {
  what: '操作人员',
  fields: [
    { name: 'name', label: '姓名', kind: 'text', maxLength: 64, required: true },
    { name: 'idNumber', label: '身份证号', kind: 'text', maxLength: 18, placeholder: '修改时留空则不变' },
    { name: 'certificateNo', label: '作业人员证书编号', kind: 'text', maxLength: 64 },
    { name: 'isValid', label: '启用', kind: 'switch' },
  ],
  add: operatorApi.add,
  update: operatorApi.update,
  idField: 'id',
  nameField: 'name',
  initialValues: { isValid: true },
  remove: operatorApi.remove,
};

export const monitorEditor: RecordEditor = {
  what: '监控设备',
  fields: [
    { name: 'monitorName', label: '监控名称', kind: 'text', maxLength: 64, required: true },
    { name: 'deviceSerial', label: '设备序列号', kind: 'text', maxLength: 64, required: true },
    { name: 'channelNo', label: '通道号', kind: 'integer', required: true },
    { name: 'location', label: '安装位置', kind: 'text', maxLength: 128 },
    { name: 'isValid', label: '启用', kind: 'switch' },
  ],
  add: monitorApi.add,
  update: monitorApi.update,
  idField: 'id',
  nameField: 'monitorName',
  initialValues: { channelNo: 1, isValid: true },
  remove: monitorApi.remove,
};

export const valveEditor: RecordEditor = {
  what: '阀门',
  fields: [
    { name: 'valveName', label: '阀门名称', kind: 'text', maxLength: 64, required: true },
    { name: 'valveCode', label: '阀门编号', kind: 'text', maxLength: 64, required: true },
    { name: 'model', label: '型号', kind: 'text', maxLength: 64 },
    { name: 'location', label: '安装位置', kind: 'text', maxLength: 128 },
    { name: 'isValid', label: '启用', kind: 'switch' },
  ],
  add: valveApi.add,
  update: valveApi.update,
  idField: 'id',
  nameField: 'valveName',
  initialValues: { isValid: true },
  remove: valveApi.remove,
};

const changes = ['stationUpkeep'] as const;
/** The record actions every one of a station's lists offers, and the station's settings. */
const recordActions: readonly ListAction[] = [
  { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes },
  { key: 'ownStation.settings', title: '站点设置', placement: 'toolbar', changes: [] },
  { key: 'record.edit', title: '编辑', placement: 'row', changes },
  { key: 'record.remove', title: '删除', placement: 'row', style: 'danger', changes },
];

/**
 * /UnitManage/OwnStation: a filling station's own operators (with their signatures), monitors and valves, each with
 * add, edit and delete, and the station's settings (what its scales refuse and check, the inspection-expiry warning)
 * in a dialog of the toolbar. The server fills StationId from the session for a station user; the FillStation page
 * shows the same tables with StationId of the chosen row.
 */
export function ownStationList(): ListPageContent {
  return {
    filterLabel: '本站管理查询条件',
    fixed: {},
    filters: [{ kind: 'text', field: 'Name', label: '名称', maxLength: 64, width: 200 }],
    tables: [
      listTable({
        key: 'operators',
        tab: '操作人员',
        label: '操作人员列表',
        call: operatorApi.list,
        columns: operatorColumns,
        rowKey: 'id',
        exportName: '充装操作人员',
        shows: ['stationUpkeep'],
        actions: [...recordActions, { key: 'ownStation.sign', title: '签名', placement: 'row', changes }],
        editor: operatorEditor,
      }),
      listTable({
        key: 'monitors',
        tab: '监控设备',
        label: '监控设备列表',
        call: monitorApi.list,
        columns: monitorColumns,
        rowKey: 'id',
        exportName: '充装单位监控设备',
        shows: ['stationUpkeep'],
        actions: recordActions,
        editor: monitorEditor,
      }),
      listTable({
        key: 'valves',
        tab: '阀门',
        label: '阀门列表',
        call: valveApi.list,
        columns: valveColumns,
        rowKey: 'id',
        exportName: '充装单位阀门',
        shows: ['stationUpkeep'],
        actions: recordActions,
        editor: valveEditor,
      }),
    ],
  };
}

export const ownStationPage = definePage({
  kind: 'ownStation',
  description: '充装单位维护本单位信息、操作人员、签名、监控、阀门与设置',
  menus: [{ code: '009004', path: '/UnitManage/OwnStation', title: '本站管理' }],
  grants: ['stationUpkeep'],
  list: ownStationList,
});
