import { definePage } from '../definePage';
import { stationDayFilterFields } from '../../lists/fillingFilters';
import { abnormalExplanationApi, explanationStatusLabels } from '../../api/filling/abnormalExplanations';
import type { TableColumn } from '../../api/shared';
import { BelongToType } from '../../enums';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';

export const explanationColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '充装单位', code: 'stationName', isDisplay: true, width: 200 },
  { title: '气瓶条码', code: 'cylinderBarcode', isDisplay: true, width: 150 },
  { title: '充装开始时间', code: 'beginTime', isDisplay: true, width: 170, align: 'center' },
  { title: '异常类型', code: 'flagNames', isDisplay: true, width: 200, shows: { kind: 'tags' } },
  { title: '审核状态', code: 'statusName', isDisplay: true, width: 90, align: 'center' },
  { title: '补充说明', code: 'explanation', isDisplay: true, width: 280 },
  { title: '附件数', code: 'attachmentCount', isDisplay: true, width: 80, align: 'center' },
  { title: '提交人', code: 'submittedBy', isDisplay: true, width: 150 },
  { title: '提交时间', code: 'submittedAt', isDisplay: true, width: 170, align: 'center' },
  { title: '审核意见', code: 'opinion', isDisplay: true, width: 220 },
  { title: '审核人', code: 'decidedBy', isDisplay: true, width: 150 },
  { title: '审核时间', code: 'decidedAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

const regulators = [BelongToType.Regulator];

/**
 * 异常充装审核 (/Regulatory/AbnormalFillingAudit): the stations' explanations of their abnormal fillings, newest
 * first; a regulator approves or rejects an undecided one with an opinion, a station follows its own.
 */
export function abnormalFillingAuditList(area: ListArea): ListPageContent {
  return {
    filterLabel: '异常充装审核查询条件',
    fixed: {},
    filters: [
      { kind: 'select', field: 'Status', label: '审核状态', options: explanationStatusLabels, width: 150 },
      ...stationDayFilterFields,
    ],
    tables: [
      listTable({
        key: 'explanations',
        tab: '异常充装说明',
        label: '异常充装说明列表',
        call: abnormalExplanationApi.list,
        pageName: area.pageName,
        columns: explanationColumns,
        rowKey: 'id',
        hint: '充装单位对异常充装的补充说明；监管部门审核通过或驳回，已审核的说明不能再次审核',
        exportName: '异常充装审核',
        shows: ['fillingExplanation'],
        actions: [
          {
            key: 'fillingExplanation.files',
            title: '查看附件',
            placement: 'row',
            hiddenFor: { attachmentCount: 0 },
            changes: [],
          },
          {
            key: 'fillingExplanation.approve',
            title: '通过',
            placement: 'row',
            style: 'primary',
            forUnits: regulators,
            hiddenFor: { decided: true },
            changes: ['fillingExplanation'],
          },
          {
            key: 'fillingExplanation.reject',
            title: '驳回',
            placement: 'row',
            style: 'danger',
            forUnits: regulators,
            hiddenFor: { decided: true },
            changes: ['fillingExplanation'],
          },
        ],
      }),
    ],
  };
}

export const abnormalFillingAuditPage = definePage({
  kind: 'abnormalFillingAudit',
  description: '充装单位对异常充装的补充说明，监管部门审核通过或驳回并填写审核意见，可查询、导出',
  menus: [{ code: '006004', path: '/Regulatory/AbnormalFillingAudit', title: '异常充装审核' }],
  grants: [
    /**
     * The explanations of abnormal fillings: read within the holder's scope; decided by a regulator (a station holding
     * the page follows its own explanations there).
     */
    'abnormalFillingAudit',
  ],
  list: abnormalFillingAuditList,
});
