import { definePage } from '../definePage';
import { findingsReviewApi, findingsReviewStatusLabels } from '../../api/inspection/findingsReviews';
import type { TableColumn } from '../../api/shared';
import { BelongToType, cylinderCategoryLabels, inspectionResultLabels } from '../../enums';
import { listTable, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/** What the regulator reviews: the conclusion, who reached it and when, and the review. */
export const findingsColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '审核状态', code: 'reviewStatusName', isDisplay: true, width: 90, align: 'center' },
  { title: '报告编号', code: 'reportCode', isDisplay: true, width: 170 },
  { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
  { title: '气瓶类别', code: 'categoryName', isDisplay: true, width: 100, align: 'center' },
  { title: '检验机构', code: 'stationName', isDisplay: true, width: 200 },
  { title: '检验人员', code: 'inspectorName', isDisplay: true, width: 100 },
  { title: '产权单位', code: 'fillStationName', isDisplay: true, width: 200 },
  { title: '所属区域', code: 'areaName', isDisplay: false, width: 120 },
  { title: '检验日期', code: 'inspectionDate', isDisplay: true, width: 110, align: 'center' },
  { title: '检验结论', code: 'resultName', isDisplay: true, width: 90, align: 'center' },
  { title: '下次检验日期', code: 'nextInspectionDate', isDisplay: true, width: 120, align: 'center' },
  { title: '判废原因', code: 'scrapSentencedReason', isDisplay: true, width: 200 },
  { title: '处理方式', code: 'processingMethod', isDisplay: false, width: 150 },
  { title: '报告上传', code: 'reportUploadName', isDisplay: true, width: 90, align: 'center' },
  { title: '录入时间', code: 'operationTime', isDisplay: false, width: 170, align: 'center' },
  { title: '审核意见', code: 'reviewOpinion', isDisplay: true, width: 220 },
  { title: '审核单位', code: 'reviewUnitName', isDisplay: false, width: 200 },
  { title: '审核人', code: 'reviewedBy', isDisplay: true, width: 150 },
  { title: '审核时间', code: 'reviewedAt', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

const regulators = [BelongToType.Regulator];

/**
 * /VehicleCylinder/findingsAudit 检验结论审核: the concluded inspections (every category) of the cylinders in the
 * regulator's scope, newest first; a regulator passes a conclusion or marks it doubtful (存疑, with an opinion), once.
 * The review is a supervisory spot check: it does not change the cylinder, and the institution sees it on its list.
 */
export function findingsAuditList(area: ListArea): ListPageContent {
  return {
    filterLabel: '检验结论审核查询条件',
    fixed: {},
    filters: [
      { kind: 'select', field: 'ReviewStatus', label: '审核状态', options: findingsReviewStatusLabels, width: 140 },
      { kind: 'select', field: 'Result', label: '检验结论', options: inspectionResultLabels, width: 140 },
      { kind: 'select', field: 'Category', label: '气瓶类别', options: cylinderCategoryLabels, width: 140 },
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'inspectStation', field: 'StationId', label: '检验机构', width: 220 },
      { kind: 'station', field: 'FillStationId', label: '产权单位', width: 220 },
      { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
      { kind: 'dayRange', from: 'From', to: 'To', label: '检验日期', width: 260 },
    ],
    tables: [
      listTable({
        key: 'findings',
        tab: '检验结论',
        label: '检验结论列表',
        call: findingsReviewApi.list,
        pageName: area.pageName,
        columns: findingsColumns,
        rowKey: 'id',
        hint: '检验机构已办结的检验结论，由监管部门抽查审核：审核通过或存疑（须填写意见），每条只审核一次，不改变气瓶档案；检验机构在检验记录中看到审核结果',
        exportName: '检验结论审核',
        shows: ['inspectionRecord'],
        actions: [
          {
            key: 'findingsReview.pass',
            title: '审核通过',
            placement: 'row',
            style: 'primary',
            forUnits: regulators,
            hiddenFor: { reviewed: true },
            changes: ['inspectionRecord'],
          },
          {
            key: 'findingsReview.doubt',
            title: '存疑',
            placement: 'row',
            style: 'danger',
            forUnits: regulators,
            hiddenFor: { reviewed: true },
            changes: ['inspectionRecord'],
          },
        ],
      }),
    ],
  };
}

export const findingsAuditPage = definePage({
  kind: 'findingsAudit',
  description:
    '检验结论审核：监管部门抽查检验机构已办结的检验结论（各类别），审核通过或存疑（须填意见），不改变气瓶档案；检验机构在检验记录中看到监管审核结果',
  menus: [{ code: '003033', path: '/VehicleCylinder/findingsAudit', title: '检验结论审核' }],
  grants: [
    /**
     * 检验结论审核: the concluded inspections of the holder's scope and the regulator's review of their conclusions
     * (reviewed by a regulator; an institution holding the page reads its own).
     */
    'findingsAudit',
  ],
  list: findingsAuditList,
});
