import { definePage } from '../definePage';
import { scaleDeviceApi } from '../../api/filling/scaleDevices';
import type { TableColumn } from '../../api/shared';
import { validityLabels } from '../../api/units/regulators';
import { BelongToType } from '../../enums';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';
import type { RecordEditor } from '../../lists/recordEditor';

/** The columns of the scales page; deviceguid … uploadTime are the spec's codes (02 section 3.12). */
export const scaleDeviceColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '设备GUID', code: 'deviceguid', isDisplay: true, width: 300 },
  { title: '设备编号', code: 'deviceNumber', isDisplay: true, width: 150 },
  { title: '名称', code: 'deviceName', isDisplay: true, width: 120 },
  { title: '型号', code: 'model', isDisplay: true, width: 110 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 220 },
  { title: '所属区域', code: 'divisionName', isDisplay: true, width: 110 },
  { title: '最后上传时间', code: 'uploadTime', isDisplay: true, width: 170, align: 'center' },
  { title: '密钥状态', code: 'credentialState', isDisplay: true, width: 230 },
  { title: '状态', code: 'isValid', isDisplay: true, width: 80, align: 'center', shows: { kind: 'enabledTag' } },
] as const satisfies readonly TableColumn[];

/** Adding takes the device number (fixed afterwards); editing changes the name and the model. */
export const scaleDeviceEditor: RecordEditor = {
  what: '充装秤',
  fields: [
    {
      name: 'deviceNumber',
      label: '设备编号',
      kind: 'text',
      maxLength: 64,
      required: true,
      addOnly: true,
      placeholder: '秤身铭牌上的设备编号',
    },
    { name: 'deviceName', label: '名称', kind: 'text', maxLength: 64, required: true, placeholder: '例如：1号秤' },
    { name: 'model', label: '型号', kind: 'text', maxLength: 64 },
  ],
  add: scaleDeviceApi.add,
  update: scaleDeviceApi.update,
  idField: 'id',
  nameField: 'deviceNumber',
  batchValid: scaleDeviceApi.batchValid,
};

const changes = ['scaleDevice'] as const;
/** Only a station changes its own scales; regulators read them. */
const station = [BelongToType.FillingStation] as const;

export const scaleDeviceActions: readonly ListAction[] = [
  {
    key: 'scaleDevice.add',
    title: '新增充装秤',
    placement: 'toolbar',
    style: 'primary',
    forUnits: station,
    changes,
  },
  { key: 'scaleDevice.enable', title: '启用', placement: 'toolbar', acts: 'chosen', forUnits: station, changes },
  {
    key: 'scaleDevice.disable',
    title: '停用',
    placement: 'toolbar',
    acts: 'chosen',
    style: 'danger',
    forUnits: station,
    changes,
  },
  { key: 'record.edit', title: '编辑', placement: 'row', forUnits: station, changes },
  {
    key: 'scaleDevice.rotate',
    title: '轮换密钥',
    placement: 'row',
    forUnits: station,
    changes,
    titleByRow: { field: 'credentialIssued', whenTrue: '轮换密钥', whenFalse: '签发密钥' },
  },
  {
    key: 'scaleDevice.toggle',
    title: '停用',
    placement: 'row',
    forUnits: station,
    changes,
    titleByRow: { field: 'isValid', whenTrue: '停用', whenFalse: '启用' },
  },
];

/**
 * /Register/ScaleDevice (充装秤): the filling scales of the caller's scope — a station its own, a regulator its
 * stations', a system manager all — by station, regulator, device number and validity. A station adds a scale (its
 * secret is shown once), renames it, rotates its secret and enables or disables it; a disabled scale keeps its
 * secret but its uploads are refused.
 */
export function scaleDevicesList(area: ListArea): ListPageContent {
  return {
    filterLabel: '充装秤查询条件',
    fixed: {},
    filters: [
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'text', field: 'DeviceNumber', label: '设备编号', maxLength: 64, width: 170 },
      { kind: 'select', field: 'IsValid', label: '状态', options: validityLabels, width: 110 },
    ],
    tables: [
      listTable({
        key: 'scales',
        tab: '充装秤',
        label: '充装秤列表',
        call: scaleDeviceApi.list,
        pageName: area.pageName,
        columns: scaleDeviceColumns,
        rowKey: 'id',
        hint: '充装秤凭设备GUID和密钥上传充装记录；停用的秤保留密钥，但上传会被拒绝',
        exportName: '充装秤',
        shows: ['scaleDevice'],
        choosable: true,
        actions: scaleDeviceActions,
        editor: scaleDeviceEditor,
      }),
    ],
  };
}

export const scaleDevicesPage = definePage({
  kind: 'scaleDevices',
  description: '充装单位登记充装秤并签发、轮换其上传密钥，启用与停用；监管单位查看所辖单位的充装秤与最后上传时间',
  menus: [{ code: '007019', path: '/Register/ScaleDevice', title: '充装秤' }],
  grants: [
    /** The filling scales and their credentials: read within the holder's scope; changed by their own station only. */
    'scaleDevices',
  ],
  list: scaleDevicesList,
});
