import { definePage } from '../definePage';
import { fillingRefusalApi } from '../../api/filling/refusals';
import type { TableColumn } from '../../api/shared';
import { BelongToType } from '../../enums';
import { fillingRefusalReasonLabels } from '../../rules/fillingInterlock';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';

export const fillingRefusalColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '拒充时间', code: 'time', isDisplay: true, width: 170, align: 'center' },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 140 },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 220 },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 160 },
  { title: '拒充原因', code: 'reasonNames', isDisplay: true, width: 320 },
  { title: '查询人', code: 'askedBy', isDisplay: true, width: 150 },
] as const satisfies readonly TableColumn[];

/**
 * The refused fillings page (/Regulatory/RefusedFilling): every attempt the filling interlock refused, newest first,
 * by regulator, station, barcode, reason and days; a regulator sees its region's, a station its own. A station's staff
 * ask the interlock from here (充装前查询) when no scale asks for them.
 */
export function fillingRefusalsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '拒充记录查询条件',
    fixed: {},
    filters: [
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
      { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
      { kind: 'select', field: 'Reason', label: '拒充原因', options: fillingRefusalReasonLabels, width: 190 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '拒充日期', width: 260 },
    ],
    tables: [
      listTable({
        key: 'refusals',
        tab: '拒充记录',
        label: '拒充记录列表',
        call: fillingRefusalApi.list,
        pageName: area.pageName,
        columns: fillingRefusalColumns,
        rowKey: 'id',
        hint: '充装前查询气瓶能否充装时被拒绝的记录：超期未检、已报废、黑名单、非本单位气瓶等不得充装',
        exportName: '拒充记录',
        shows: ['fillingRefusal'],
        actions: [
          {
            key: 'filling.check',
            title: '充装前查询',
            placement: 'toolbar',
            style: 'primary',
            forUnits: [BelongToType.FillingStation],
            changes: ['fillingRefusal'],
          },
        ],
      }),
    ],
  };
}

export const fillingRefusalsPage = definePage({
  kind: 'fillingRefusals',
  description: '充装联锁拒绝的充装尝试：哪个单位何时试图充装哪只气瓶、因何被拒，可按原因与日期查询并导出',
  menus: [{ code: '006024', path: '/Regulatory/RefusedFilling', title: '拒充记录' }],
  grants: [
    /** The refused filling attempts of the interlock, within the holder's scope. */
    'fillingRefusals',
  ],
  list: fillingRefusalsList,
});
