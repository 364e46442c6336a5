import { definePage } from '../definePage';
import { uploadConflictApi } from '../../api/filling/uploadConflicts';
import type { TableColumn } from '../../api/shared';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';

export const uploadConflictColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '充装秤编号', code: 'deviceNumber', isDisplay: true, width: 130 },
  { title: '充装记录编号', code: 'fillingGuid', isDisplay: true, width: 300 },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
  { title: '不同字段', code: 'differences', isDisplay: true, width: 240 },
  { title: '上报时间', code: 'reportedAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

/**
 * 上传冲突 (/Regulatory/UploadConflict): uploads refused because a stored filling guid came again with other content,
 * newest first; 对比 shows the stored and the offered content side by side.
 */
export function uploadConflictsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '上传冲突查询条件',
    fixed: {},
    filters: [
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '充装单位', width: 220 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '上报日期', width: 260 },
    ],
    tables: [
      listTable({
        key: 'uploadConflicts',
        tab: '上传冲突',
        label: '上传冲突列表',
        call: uploadConflictApi.list,
        pageName: area.pageName,
        columns: uploadConflictColumns,
        rowKey: 'id',
        hint: '充装秤以已保存的充装记录编号上传了不同的内容，平台拒收整批并留存于此；可能是秤的程序缺陷或数据被改动',
        exportName: '上传冲突',
        shows: ['uploadConflict'],
        actions: [{ key: 'uploadConflict.compare', title: '对比', placement: 'row', changes: [] }],
      }),
    ],
  };
}

export const uploadConflictsPage = definePage({
  kind: 'uploadConflicts',
  description: '充装秤以已保存的记录编号上传不同内容而被拒收的记录，保存内容与上传内容逐项对照，可导出',
  menus: [{ code: '006028', path: '/Regulatory/UploadConflict', title: '上传冲突' }],
  grants: [
    /** Uploads refused for a stored guid offered with other content, within the holder's scope. */
    'uploadConflicts',
  ],
  list: uploadConflictsList,
});
