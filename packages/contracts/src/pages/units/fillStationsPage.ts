import { definePage } from '../definePage';
import { fillStationApi } from '../../api/units/fillStations';
import type { TableColumn } from '../../api/shared';
import { stationTypeLabels } from '../../enums';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor, RecordField } from '../../lists/recordEditor';

/** The columns of the FillStation page, in their default order. */
export const fillStationColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位编号', code: 'stationCode', isDisplay: true, width: 140 },
  { title: '充装单位名称', code: 'stationName', isDisplay: true, width: 240 },
  { title: '类型', code: 'stationTypeNameText', isDisplay: true, width: 130 },
  { title: '所属区域', code: 'divisionName', isDisplay: true, width: 110 },
  { title: '统一社会信用代码', code: 'creditCode', isDisplay: true, width: 190 },
  { title: '地址', code: 'address', isDisplay: false, width: 240 },
  { title: '负责人', code: 'legalPersion', isDisplay: true, width: 90 },
  { title: '联系电话', code: 'phone', isDisplay: true, width: 130 },
  { title: '许可证编号', code: 'licenseNo', isDisplay: true, width: 170 },
  { title: '发证日期', code: 'licenseIssued', isDisplay: false, width: 110, align: 'center' },
  { title: '许可证有效期止', code: 'licenseUntil', isDisplay: true, width: 130, align: 'center' },
  { title: '连锁充装', code: 'isChainFilling', isDisplay: true, width: 90, align: 'center' },
  { title: '状态', code: 'isValid', isDisplay: true, width: 80, align: 'center' },
  { title: '气瓶数', code: 'cylinderCount', isDisplay: true, width: 90, align: 'right' },
  { title: '充装介质', code: 'medium', isDisplay: true, width: 160 },
  { title: '监管单位', code: 'regulatorNames', isDisplay: true, width: 200 },
] as const satisfies readonly TableColumn[];

/** The add and edit form of a filling station (each field checked by the add call's member of the same name). */
export const fillStationFields: readonly RecordField[] = [
  { name: 'stationCode', label: '充装单位编号', kind: 'text', maxLength: 32, required: true },
  { name: 'stationName', label: '充装单位名称', kind: 'text', maxLength: 128, required: true },
  { name: 'stationType', label: '类型', kind: 'select', options: stationTypeLabels, required: true },
  { name: 'divisionCode', label: '所属区域', kind: 'lookup', source: 'division', required: true },
  { name: 'creditCode', label: '统一社会信用代码', kind: 'text', maxLength: 18, required: true },
  { name: 'address', label: '地址', kind: 'text', maxLength: 256 },
  { name: 'principal', label: '负责人', kind: 'text', maxLength: 64 },
  { name: 'phone', label: '联系电话', kind: 'text', maxLength: 32 },
  { name: 'licenseNo', label: '许可证编号', kind: 'text', maxLength: 64 },
  { name: 'licenseIssued', label: '发证日期', kind: 'day' },
  { name: 'licenseUntil', label: '许可证有效期止', kind: 'day' },
  { name: 'isChainFilling', label: '连锁充装', kind: 'switch' },
];

export const fillStationEditor: RecordEditor = {
  what: '充装单位',
  fields: fillStationFields,
  add: fillStationApi.add,
  update: fillStationApi.update,
  idField: 'id',
  nameField: 'stationName',
  initialValues: { stationType: 1, isChainFilling: false },
  batchValid: fillStationApi.batchValid,
};

const changes = ['fillStation'] as const;
const upkeep = ['stationUpkeep'] as const;

/** The FillStation page's actions: the record actions, chain filling, and each station's own lists. */
export const fillStationActions: readonly ListAction[] = [
  { key: 'record.add', title: '新增', placement: 'toolbar', style: 'primary', changes },
  { key: 'record.enable', title: '启用', placement: 'toolbar', acts: 'chosen', changes },
  { key: 'record.disable', title: '停用', placement: 'toolbar', acts: 'chosen', style: 'danger', changes },
  { key: 'fillStation.chainOn', title: '设为连锁充装', placement: 'toolbar', acts: 'chosen', changes },
  { key: 'fillStation.chainOff', title: '取消连锁充装', placement: 'toolbar', acts: 'chosen', changes },
  { key: 'record.edit', title: '编辑', placement: 'row', changes },
  { key: 'fillStation.operators', title: '操作人员', placement: 'row', capability: 'stationUpkeep', changes: upkeep },
  { key: 'fillStation.monitors', title: '监控设备', placement: 'row', capability: 'stationUpkeep', changes: upkeep },
  { key: 'fillStation.valves', title: '阀门', placement: 'row', capability: 'stationUpkeep', changes: upkeep },
  { key: 'fillStation.devices', title: '监管单位与充装秤', placement: 'row', changes: [] },
];

/**
 * /UnitManage/FillStation: the filling stations in the user's scope with search by name, code, region, type, state
 * and chain filling; add, edit, batch enable/disable and chain filling; each row opens the station's operators,
 * monitors and valves (the OwnStation page's lists narrowed to the station), its regulators and its scales.
 */
export function fillStationsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '充装单位查询条件',
    fixed: {},
    filters: [
      { kind: 'text', field: 'StationName', label: '充装单位名称', maxLength: 128, width: 200 },
      { kind: 'text', field: 'StationCode', label: '充装单位编号', maxLength: 32, width: 160 },
      { kind: 'region', field: 'DivisionCode', label: '所属区域', width: 160 },
      { kind: 'select', field: 'StationType', label: '类型', options: stationTypeLabels, width: 160 },
      { kind: 'select', field: 'IsValid', label: '状态', options: { 1: '启用', 0: '停用' }, width: 110 },
      { kind: 'select', field: 'IsChainFilling', label: '连锁充装', options: { 1: '是', 0: '否' }, width: 110 },
    ],
    tables: [
      listTable({
        key: 'stations',
        tab: '充装单位',
        label: '充装单位列表',
        call: fillStationApi.list,
        pageName: area.pageName,
        columns: fillStationColumns,
        rowKey: 'id',
        exportName: '充装单位',
        shows: ['fillStation'],
        choosable: true,
        actions: fillStationActions,
        editor: fillStationEditor,
      }),
    ],
  };
}

export const fillStationsPage = definePage({
  kind: 'fillStations',
  description: '充装单位的维护：许可证、连锁充装、所属监管单位',
  menus: [{ code: '009002', path: '/UnitManage/FillStation', title: '充装单位' }],
  grants: [
    /** Filling stations: their details, validity, chain filling and regulators. */
    'fillStations',
    /** A filling station's own operators, signatures, monitors, valves and settings (its own only, by scope). */
    'stationUpkeep',
  ],
  list: fillStationsList,
});
