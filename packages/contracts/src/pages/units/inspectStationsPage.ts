import { definePage } from '../definePage';
import type { TableColumn } from '../../api/shared';
import { inspectStationApi } from '../../api/units/inspectStations';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { BindingEditor, RecordEditor } from '../../lists/recordEditor';

/** 启用 / 停用 as a select filter of IsValid (1 / 0). */
export const validityOptions = { 1: '启用', 0: '停用' } as const;

export const inspectStationColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '机构编号', code: 'stationCode', isDisplay: true, width: 140 },
  { title: '机构名称', code: 'stationName', isDisplay: true, width: 240 },
  { title: '所属区域', code: 'divisionName', isDisplay: true, width: 120 },
  { title: '统一社会信用代码', code: 'creditCode', isDisplay: true, width: 190 },
  { title: '地址', code: 'address', isDisplay: false, width: 240 },
  { title: '负责人', code: 'principal', isDisplay: true, width: 100 },
  { title: '联系电话', code: 'phone', isDisplay: true, width: 130 },
  { title: '许可证编号', code: 'licenseNo', isDisplay: true, width: 170 },
  { title: '发证日期', code: 'licenseIssued', isDisplay: false, width: 110, align: 'center', shows: { kind: 'day' } },
  {
    title: '许可证有效期止',
    code: 'licenseUntil',
    isDisplay: true,
    width: 130,
    align: 'center',
    shows: { kind: 'day' },
  },
  { title: '绑定充装单位数', code: 'boundFillStationCount', isDisplay: true, width: 130, align: 'center' },
  { title: '车用气瓶检验', code: 'isVehicle', isDisplay: false, width: 110, align: 'center' },
  { title: '状态', code: 'isValid', isDisplay: true, width: 80, align: 'center', shows: { kind: 'enabledTag' } },
] as const satisfies readonly TableColumn[];

/** The add and edit form of an inspection institution (checked by the members of AddInspectionStation's body). */
export const inspectStationEditor: RecordEditor = {
  what: '检验机构',
  idField: 'id',
  nameField: 'stationName',
  add: inspectStationApi.add,
  update: inspectStationApi.update,
  batchValid: inspectStationApi.batchValid,
  initialValues: { isVehicle: false, isValid: true },
  fields: [
    { name: 'stationCode', label: '机构编号', kind: 'text', maxLength: 32, required: true },
    { name: 'stationName', label: '机构名称', kind: 'text', maxLength: 128, required: true },
    {
      name: 'divisionCode',
      label: '所属区域',
      kind: 'lookup',
      source: 'division',
      labelField: 'divisionName',
      required: true,
    },
    { name: 'creditCode', label: '统一社会信用代码', kind: 'text', maxLength: 18, required: true },
    { name: 'address', label: '地址', kind: 'text', maxLength: 256 },
    { name: 'principal', label: '负责人', kind: 'text', maxLength: 64 },
    { name: 'phone', label: '联系电话', kind: 'text', maxLength: 32 },
    { name: 'licenseNo', label: '许可证编号', kind: 'text', maxLength: 64 },
    { name: 'licenseIssued', label: '发证日期', kind: 'day' },
    { name: 'licenseUntil', label: '许可证有效期止', kind: 'day' },
    { name: 'isVehicle', label: '车用气瓶检验', kind: 'switch' },
    { name: 'isValid', label: '启用', kind: 'switch' },
  ],
};

/** The filling stations whose cylinders an institution inspects: bound many at once, unbound on chosen rows. */
export const inspectStationFillStationBinding: BindingEditor = {
  what: '充装单位',
  ownerKey: 'id',
  ownerField: 'InspectStationId',
  ownerName: 'stationName',
  bound: inspectStationApi.bound,
  candidates: inspectStationApi.candidates,
  save: inspectStationApi.saveBinding,
  remove: inspectStationApi.removeBinding,
};

/**
 * /UnitManage/InspectStation: the inspection institutions in the caller's scope, with adding, editing, enabling and
 * disabling (disabling ends their users' sessions) and the screen of each one's bound filling stations.
 */
export function inspectStationsList(area: ListArea): ListPageContent {
  const changes = ['inspectStation'] as const;
  return {
    filterLabel: '检验机构查询条件',
    fixed: {},
    filters: [
      { kind: 'text', field: 'StationName', label: '机构名称', maxLength: 128, width: 200 },
      { kind: 'text', field: 'StationCode', label: '机构编号', maxLength: 32, width: 160 },
      { kind: 'region', field: 'DivisionCode', label: '所属区域', width: 180 },
      { kind: 'select', field: 'IsValid', label: '启用状态', options: validityOptions, width: 120 },
    ],
    tables: [
      listTable({
        key: 'list',
        tab: '检验机构',
        label: '检验机构列表',
        call: inspectStationApi.list,
        pageName: area.pageName,
        columns: inspectStationColumns,
        rowKey: 'id',
        exportName: '检验机构',
        shows: ['inspectStation'],
        choosable: true,
        editor: inspectStationEditor,
        bindings: { 'binding.fillStations': inspectStationFillStationBinding },
        actions: [
          { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes },
          { key: 'record.enable', title: '启用', placement: 'toolbar', acts: 'chosen', changes },
          { key: 'record.disable', title: '停用', placement: 'toolbar', acts: 'chosen', style: 'danger', changes },
          { key: 'record.edit', title: '编辑', placement: 'row', changes },
          { key: 'binding.fillStations', title: '绑定充装单位', placement: 'row', changes },
        ],
      }),
    ],
  };
}

export const inspectStationsPage = definePage({
  kind: 'inspectStations',
  description: '检验机构的维护及其负责检验的充装单位',
  menus: [{ code: '009003', path: '/UnitManage/InspectStation', title: '检验机构' }],
  grants: [
    /** Inspection institutions and their bindings to filling stations. */
    'inspectStations',
    /** An inspection institution's users and sending units (its own only, by scope). */
    'inspectionUpkeep',
  ],
  list: inspectStationsList,
});
