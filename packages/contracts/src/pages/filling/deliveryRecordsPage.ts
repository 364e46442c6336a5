import { definePage } from '../definePage';
import { deliveryApi } from '../../api/filling/deliveries';
import type { TableColumn } from '../../api/shared';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/** The built-in default columns of 配送记录 (spec 02 section 3.12: delivery records have built-in default columns). */
export const deliveryColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
  { title: '充装时间', code: 'fillingTime', isDisplay: true, width: 170, align: 'center' },
  { title: '配送时间', code: 'deliveryTime', isDisplay: true, width: 170, align: 'center' },
  { title: '配送人员', code: 'deliveryOperator', isDisplay: true, width: 100 },
  { title: '收货用户', code: 'deliveryUser', isDisplay: true, width: 140 },
  { title: '配送地址', code: 'deliveryAddress', isDisplay: true, width: 260 },
  { title: '充装记录编号', code: 'fillingGuid', isDisplay: false, width: 300 },
] as const satisfies readonly TableColumn[];

/**
 * 配送记录 (/DataAnalysis/Distribution/DeliveryRecord): the deliveries of filled cylinders to their users, newest
 * first, by regulator, station, barcode and delivery days; the station records them (AddDeliveryRecord).
 */
export function deliveryRecordsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '配送记录查询条件',
    fixed: {},
    filters: [
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
      { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '配送日期', width: 260 },
    ],
    tables: [
      listTable({
        key: 'deliveries',
        tab: '配送记录',
        label: '配送记录列表',
        call: deliveryApi.list,
        pageName: area.pageName,
        columns: deliveryColumns,
        rowKey: 'id',
        hint: '充装单位将充装后的气瓶配送给用户的记录，按配送时间倒序',
        exportName: '配送记录',
        shows: ['fillingRecord'],
      }),
    ],
  };
}

export const deliveryRecordsPage = definePage({
  kind: 'deliveryRecords',
  description:
    '充装后气瓶配送给用户的记录：配送人员、收货用户、配送地址与配送时间，充装单位录入本单位的配送，可查询、导出',
  menus: [{ code: '005006001', path: '/DataAnalysis/Distribution/DeliveryRecord', title: '配送记录' }],
  grants: [
    /** The deliveries of filled cylinders: read within the holder's scope; recorded by a station for its own fillings. */
    'deliveries',
  ],
  list: deliveryRecordsList,
});
