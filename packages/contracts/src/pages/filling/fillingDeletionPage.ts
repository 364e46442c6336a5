import { definePage } from '../definePage';
import { stationDayFilterFields } from '../../lists/fillingFilters';
import { fillingDeletionApi } from '../../api/filling/fillingDeletion';
import type { TableColumn } from '../../api/shared';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/**
 * Deleting filling records, as actions any filling-record list adopts in one line (`actions: fillingDeleteActions`,
 * with `rowKey: 'fillingGuid'` and `choosable: true`): 删除 on a row and 批量删除 on the chosen rows, each asking for
 * a reason and a confirmation, offered to the holders of the deleted-records page only.
 */
export const fillingDeleteActions: readonly ListAction[] = [
  {
    key: 'fillingRecord.delete',
    title: '删除',
    placement: 'row',
    style: 'danger',
    capability: 'deleteFillings',
    changes: ['fillingRecord', 'abnormalFilling', 'clonedLabel', 'deletedFilling'],
  },
  {
    key: 'fillingRecord.batchDelete',
    title: '批量删除',
    placement: 'toolbar',
    acts: 'chosen',
    style: 'danger',
    capability: 'deleteFillings',
    changes: ['fillingRecord', 'abnormalFilling', 'clonedLabel', 'deletedFilling'],
  },
];

export const deletedFillingColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
  { title: '充装重量(kg)', code: 'fillingWeight', isDisplay: true, width: 110, align: 'right' },
  { title: '开始时间', code: 'beginTime', isDisplay: true, width: 170, align: 'center' },
  { title: '充装人员', code: 'operatorName', isDisplay: true, width: 100 },
  { title: '异常类型', code: 'flagNames', isDisplay: true, width: 200, shows: { kind: 'tags' } },
  { title: '删除原因', code: 'reason', isDisplay: true, width: 240 },
  { title: '删除人', code: 'deletedBy', isDisplay: true, width: 160 },
  { title: '删除时间', code: 'deletedAt', isDisplay: true, width: 170, align: 'center' },
  { title: '充装记录编号', code: 'fillingGuid', isDisplay: false, width: 300 },
] as const satisfies readonly TableColumn[];

/**
 * The deleted filling records (/Regulatory/DeletedFilling): every record deleted from the filling lists, kept whole
 * with who deleted it, when and why, newest deletion first; its holders may delete filling records.
 */
export function deletedFillingsList(area: ListArea): ListPageContent {
  return {
    filterLabel: '已删除充装记录查询条件',
    fixed: {},
    filters: [...stationDayFilterFields],
    tables: [
      listTable({
        key: 'deletedFillings',
        tab: '已删除充装记录',
        label: '已删除充装记录列表',
        call: fillingDeletionApi.deletedList,
        pageName: area.pageName,
        columns: deletedFillingColumns,
        rowKey: 'id',
        hint: '充装记录删除后留存于此，连同删除人、删除时间与原因，便于追溯',
        exportName: '已删除充装记录',
        shows: ['deletedFilling'],
      }),
    ],
  };
}

export const deletedFillingsPage = definePage({
  kind: 'deletedFillings',
  description: '被删除的充装记录及删除人、时间与原因，可查询、导出；持有者可在充装记录列表中删除记录',
  menus: [{ code: '006027', path: '/Regulatory/DeletedFilling', title: '已删除充装记录' }],
  grants: [
    /**
     * Deleting filling records (within the holder's scope, with a reason) and reading the deleted ones: the holders of
     * the deleted-records page.
     */
    'deleteFillings',
  ],
  list: deletedFillingsList,
});
