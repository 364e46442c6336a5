import { definePage } from '../definePage';
import { inspectionTaskApi, periodicTaskStateLabels, periodicWindowLabels } from '../../api/inspection/inspectionTasks';
import type { TableColumn } from '../../api/shared';
import { BelongToType, inspectionTaskStatusLabels } from '../../enums';
import { listTable, type ListAction, type ListArea, type ListPageContent } from '../../lists/listDefinition';

/** The columns of the task lists: what the reviewer and the approver decide on. */
const taskColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '报告编号', code: 'reportCode', isDisplay: true, width: 170 },
  { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
  { title: '车牌号', code: 'plateNum', isDisplay: true, width: 110 },
  { title: '检验机构', code: 'stationName', isDisplay: true, width: 200 },
  { title: '产权单位', code: 'fillStationName', isDisplay: true, width: 200 },
  { title: '检验日期', code: 'inspectionDate', isDisplay: true, width: 110, align: 'center' },
  { title: '检验结论', code: 'resultName', isDisplay: true, width: 90, align: 'center' },
  { title: '任务状态', code: 'taskStatusName', isDisplay: true, width: 100, align: 'center' },
  { title: '整改原因', code: 'rectifyReason', isDisplay: true, width: 200 },
  { title: '整改情况', code: 'rectifyNote', isDisplay: true, width: 200 },
  { title: '审核状态', code: 'auditResultName', isDisplay: true, width: 100, align: 'center' },
  { title: '审批结果', code: 'approvalResultName', isDisplay: false, width: 100, align: 'center' },
  { title: '判废原因', code: 'scrapSentencedReason', isDisplay: true, width: 200 },
  { title: '检验人员', code: 'inspectorName', isDisplay: true, width: 100 },
  { title: '报告上传', code: 'reportUploadName', isDisplay: true, width: 90, align: 'center' },
  { title: '录入时间', code: 'operationTime', isDisplay: true, width: 170, align: 'center' },
] as const satisfies readonly TableColumn[];

const institutions = [BelongToType.Station] as const;

const filters: ListPageContent['filters'] = [
  { kind: 'inspectStation', field: 'StationId', label: '检验机构', width: 220 },
  { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
  { kind: 'text', field: 'ReportCode', label: '报告编号', maxLength: 64, width: 170 },
  { kind: 'select', field: 'TaskStatus', label: '任务状态', options: { 1: '检验完成', 3: '整改完成' }, width: 140 },
  { kind: 'dayRange', from: 'From', to: 'To', label: '检验日期', width: 260 },
];

function taskPage(
  area: ListArea,
  id: 'inspectionAudit' | 'inspectionApproval',
  what: string,
  call: (typeof inspectionTaskApi)['auditList' | 'approvalList'],
  hint: string,
  actions: ListAction[],
): ListPageContent {
  return {
    filterLabel: `${what}查询条件`,
    fixed: { Category: 3 },
    filters,
    tables: [
      listTable({
        key: id,
        tab: what,
        label: `${what}列表`,
        call,
        pageName: area.pageName,
        columns: taskColumns,
        rowKey: 'id',
        hint,
        exportName: what,
        shows: ['inspectionRecord'],
        actions,
      }),
    ],
  };
}

/**
 * /VehicleCylinder/VcInspectionAudit 检验审核 (the landing page of 检验机构审核员): the institution's vehicle inspection
 * tasks completed (检验完成 or 整改完成) and not yet audited; the reviewer passes one on to approval or returns it to
 * the inspectors with an opinion. A regulator holding the page reads the tasks of its scope.
 */
export function inspectionAuditList(area: ListArea): ListPageContent {
  return taskPage(
    area,
    'inspectionAudit',
    '检验审核',
    inspectionTaskApi.auditList,
    '检验完成或整改完成的车用气瓶检验任务；审核通过后提交审批，退回则回到检验中',
    [
      {
        key: 'inspectionTask.examinePass',
        title: '审核通过',
        placement: 'row',
        style: 'primary',
        forUnits: institutions,
        changes: ['inspectionRecord'],
      },
      {
        key: 'inspectionTask.examineReturn',
        title: '退回',
        placement: 'row',
        style: 'danger',
        forUnits: institutions,
        changes: ['inspectionRecord'],
      },
    ],
  );
}

/**
 * /VehicleCylinder/VcInspectionApproval 检验审批 (the landing page of 检验机构审批员): the audited tasks awaiting
 * approval; approving a pass sets the cylinder's inspection dates, approving a fail scraps it; a rejection sends the
 * task back to the institution with the reason.
 */
export function inspectionApprovalList(area: ListArea): ListPageContent {
  return taskPage(
    area,
    'inspectionApproval',
    '检验审批',
    inspectionTaskApi.approvalList,
    '审核通过的车用气瓶检验任务；批准后合格的气瓶更新检验日期，不合格或判废的气瓶报废并注销登记；驳回则退回检验机构',
    [
      {
        key: 'inspectionTask.approve',
        title: '批准',
        placement: 'row',
        style: 'primary',
        forUnits: institutions,
        changes: ['inspectionRecord', 'cylinder'],
      },
      {
        key: 'inspectionTask.reject',
        title: '驳回',
        placement: 'row',
        style: 'danger',
        forUnits: institutions,
        changes: ['inspectionRecord'],
      },
    ],
  );
}

/** The institution's steps on 检验记录 (vehicle tasks only: the others are complete when recorded). */
export const inspectionTaskActions: ListAction[] = [
  {
    key: 'inspectionTask.complete',
    title: inspectionTaskStatusLabels[1],
    placement: 'row',
    style: 'primary',
    forUnits: institutions,
    onlyFor: { taskStatus: 0 },
    changes: ['inspectionRecord'],
  },
  {
    key: 'inspectionTask.rectify',
    title: '送整改',
    placement: 'row',
    forUnits: institutions,
    onlyFor: { taskStatus: 0 },
    changes: ['inspectionRecord'],
  },
  {
    key: 'inspectionTask.rectifyComplete',
    title: inspectionTaskStatusLabels[3],
    placement: 'row',
    style: 'primary',
    forUnits: institutions,
    onlyFor: { taskStatus: 2 },
    changes: ['inspectionRecord'],
  },
];

const periodicColumns = [
  { title: '序号', code: 'ordinalNum', isDisplay: true, width: 70, align: 'center' },
  { title: '气瓶条码', code: 'barcode', isDisplay: true, width: 150 },
  { title: '车牌号', code: 'plateNum', isDisplay: true, width: 110 },
  { title: '产权单位', code: 'fillStationName', isDisplay: true, width: 200 },
  { title: '所属区域', code: 'areaName', isDisplay: true, width: 120 },
  { title: '气瓶类型', code: 'typeName', isDisplay: false, width: 110 },
  { title: '制造年月', code: 'makeDate', isDisplay: true, width: 100, align: 'center' },
  { title: '上次检验日期', code: 'lastInspectionDate', isDisplay: true, width: 120, align: 'center' },
  { title: '下次检验日期', code: 'nextInspectionDate', isDisplay: true, width: 120, align: 'center' },
  { title: '到期情况', code: 'dueStatusName', isDisplay: true, width: 130, align: 'center' },
  { title: '检验任务', code: 'taskStateName', isDisplay: true, width: 150, align: 'center' },
  { title: '检验机构', code: 'taskStationName', isDisplay: true, width: 200 },
  { title: '报告编号', code: 'taskReportCode', isDisplay: true, width: 170 },
] as const satisfies readonly TableColumn[];

/**
 * /VehicleCylinder/Inspection 定期检验: the vehicle cylinders in use that are overdue for periodic inspection or come
 * due within 90 days, soonest first, each with where its open inspection task stands (未报检 means no institution has
 * taken it up). A regulator sees what still needs chasing; an institution plans its bound stations' cylinders.
 */
export function periodicInspectionList(area: ListArea): ListPageContent {
  return {
    filterLabel: '定期检验查询条件',
    fixed: {},
    filters: [
      { kind: 'select', field: 'Window', label: '到期范围', options: periodicWindowLabels, width: 190 },
      { kind: 'select', field: 'TaskState', label: '检验任务', options: periodicTaskStateLabels, width: 170 },
      { kind: 'regulator', field: 'RegulatorId', label: '监管单位', width: 220 },
      { kind: 'station', field: 'StationId', label: '产权单位', width: 220 },
      { kind: 'text', field: 'Barcode', label: '气瓶条码', maxLength: 64, width: 170 },
      // The plate is the vehicle area's (the page stands there only).
      ...(area.isVehicle
        ? [{ kind: 'text', field: 'PlateNum', label: '车牌号', maxLength: 16, width: 140 } as const]
        : []),
    ],
    tables: [
      listTable({
        key: 'periodic',
        tab: '定期检验',
        label: '定期检验列表',
        call: inspectionTaskApi.periodicList,
        pageName: area.pageName,
        columns: periodicColumns,
        rowKey: 'cylinderId',
        hint: '在用车用气瓶中已超期或90天内到期的气瓶（按下次检验日期排序）；检验审批通过后气瓶的检验日期更新，即不再列出',
        exportName: '定期检验',
        shows: ['inspectionRecord', 'cylinder'],
        actions: [],
      }),
    ],
  };
}

export const inspectionAuditPage = definePage({
  kind: 'inspectionAudit',
  description:
    '检验审核：检验机构审核员审核已完成（检验完成或整改完成）的车用气瓶检验任务，通过则提交审批，退回则回到检验中',
  menus: [{ code: '003004', path: '/VehicleCylinder/VcInspectionAudit', title: '检验审核' }],
  grants: [
    /** 检验审核: the vehicle inspection tasks completed and awaiting audit, audited by the institution's reviewer. */
    'inspectionAudit',
  ],
  list: inspectionAuditList,
});

export const inspectionApprovalPage = definePage({
  kind: 'inspectionApproval',
  description: '检验审批：检验机构审批员批准或驳回已审核的检验任务；批准后合格的气瓶更新检验日期，不合格的报废',
  menus: [{ code: '003005', path: '/VehicleCylinder/VcInspectionApproval', title: '检验审批' }],
  grants: [
    /** 检验审批: the audited vehicle inspection tasks, approved or rejected by the institution's approver. */
    'inspectionApproval',
  ],
  list: inspectionApprovalList,
});

export const periodicInspectionPage = definePage({
  kind: 'periodicInspection',
  description:
    '定期检验：在用车用气瓶中已超期或90天内到期的气瓶，附最近检验任务的办理状态（未报检、检验中、待审核、待审批）',
  menus: [{ code: '003026', path: '/VehicleCylinder/Inspection', title: '定期检验' }],
  grants: [
    /** 定期检验: the vehicle cylinders due or overdue for inspection and their open tasks, within the holder's scope. */
    'periodicInspection',
  ],
  list: periodicInspectionList,
});
