import { z } from 'zod';
import { ApprovalResult } from '../../enums';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { nullableString, optionalCode, optionalText, requiredId } from '../fields';
import { optionalId } from '../listFilters';
import { inspectionListQuery, inspectionRecordRow } from './inspectionRecords';

/**
 * The vehicle-inspection workflow (spec 02 sections 3.5 and 4, issue 14): an institution records a vehicle cylinder's
 * inspection as a task (0 检验中), completes it (1) or sends it to rectification (2) and completes that (3); its
 * reviewer (检验机构审核员, 检验审核) passes a completed task on or returns it; its approver (检验机构审批员, 检验审批)
 * approves (1) or rejects (-1) it. Only an approved task moves the cylinder's inspection dates (or scraps it).
 */

export const taskNoteMaxLength = 256;

export const inspectionTaskMessages = {
  notInstitution: '只有检验机构的用户可以办理检验任务',
  notFound: '检验任务不存在或不属于本机构',
  illegal: (status: string, action: string) => `检验任务${status}，不能${action}`,
  rectifyReasonRequired: '请填写整改原因（需整改的缺陷）',
  rectifyNoteRequired: '请填写整改情况说明',
  opinionRequired: '退回时请填写审核意见',
  reasonRequired: '驳回时请填写驳回原因',
  noteTooLong: (label: string) => `${label}不能超过${taskNoteMaxLength}个字符`,
  auditResultInvalid: '审核结果只能是1（通过）或-1（退回）',
  approvalResultInvalid: '审批结果只能是1（批准）或-1（驳回）',
  openTask: (barcode: string) => `气瓶${barcode}有尚未审批的检验任务，请先办结该任务`,
  cylinderNotInUse: (barcode: string, status: string) => `气瓶${barcode}${status}，不能批准该检验`,
} as const;

function note(label: string, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(taskNoteMaxLength, inspectionTaskMessages.noteTooLong(label));
}

function optionalNote(label: string) {
  return z
    .string()
    .trim()
    .max(taskNoteMaxLength, inspectionTaskMessages.noteTooLong(label))
    .optional()
    .transform((value) => (value ? value : undefined));
}

const taskId = { Id: requiredId('检验任务编号') };

export const taskIdBody = z.object(taskId);
export type TaskIdBody = z.output<typeof taskIdBody>;

export const rectifyBody = z.object({
  ...taskId,
  Reason: note('整改原因', inspectionTaskMessages.rectifyReasonRequired),
});
export type RectifyBody = z.output<typeof rectifyBody>;

export const rectifyCompleteBody = z.object({
  ...taskId,
  Note: note('整改情况说明', inspectionTaskMessages.rectifyNoteRequired),
});
export type RectifyCompleteBody = z.output<typeof rectifyCompleteBody>;

const decision = (message: string) =>
  z.union([z.literal(ApprovalResult.Approved), z.literal(ApprovalResult.Rejected)], { error: message });

/** inspectExamine: the reviewer passes (1) a completed task to approval or returns it (-1, with an opinion). */
export const examineBody = z
  .object({ ...taskId, Result: decision(inspectionTaskMessages.auditResultInvalid), Opinion: optionalNote('审核意见') })
  .superRefine((body, context) => {
    if (body.Result === ApprovalResult.Rejected && body.Opinion === undefined) {
      context.addIssue({ code: 'custom', path: ['Opinion'], message: inspectionTaskMessages.opinionRequired });
    }
  });
export type ExamineBody = z.output<typeof examineBody>;

/** inspectApproval: the approver approves (1) an audited task or rejects it (-1, with a reason) back to the institution. */
export const approvalBody = z
  .object({
    ...taskId,
    ApprovalResult: decision(inspectionTaskMessages.approvalResultInvalid),
    Reason: optionalNote('驳回原因'),
  })
  .superRefine((body, context) => {
    if (body.ApprovalResult === ApprovalResult.Rejected && body.Reason === undefined) {
      context.addIssue({ code: 'custom', path: ['Reason'], message: inspectionTaskMessages.reasonRequired });
    }
  });
export type ApprovalBody = z.output<typeof approvalBody>;

export const taskMoved = z.object({
  id: z.number().int(),
  taskStatus: z.number().int(),
  auditResult: z.number().int(),
  approvalResult: z.number().int(),
  /** yyyy-MM-dd: the cylinder's next inspection date an approved pass set. */
  nextInspectionDate: z.string().nullable(),
  scrapped: z.boolean(),
});

/** 定期检验's windows: overdue, due within 30 or 90 days, or both overdue and due within 90 days (the default). */
export const PeriodicWindow = { OverdueOrDue90: 0, Overdue: 1, Within30: 2, Within90: 3 } as const;
export const periodicWindowLabels: Readonly<Record<number, string>> = {
  0: '已超期及90天内到期',
  1: '已超期',
  2: '30天内到期',
  3: '90天内到期',
};

/** Where the cylinder's open inspection task stands: none, or in the institution's, reviewer's or approver's hands. */
export const PeriodicTaskState = { None: 1, Institution: 2, Audit: 3, Approval: 4 } as const;
export const periodicTaskStateLabels: Readonly<Record<number, string>> = {
  1: '未报检',
  2: '检验中或整改中',
  3: '待审核',
  4: '待审批',
};

/** PeriodicList (定期检验): the vehicle cylinders in use, due or overdue for periodic inspection, in the caller's scope. */
export const periodicQuery = z.object({
  Window: optionalCode('到期范围', Object.values(PeriodicWindow)),
  RegulatorId: optionalId('监管单位'),
  /** The filling station owning the cylinders (checked against the caller's scope like every list's StationId). */
  StationId: optionalId('产权单位'),
  TaskState: optionalCode('检验任务', Object.values(PeriodicTaskState)),
  Barcode: optionalText('气瓶条码'),
  PlateNum: optionalText('车牌号', 16),
  ...pageQuery,
  ...exportParams,
});
export type PeriodicQuery = z.output<typeof periodicQuery>;

export const periodicRow = z.object({
  ordinalNum: z.number().int(),
  cylinderId: z.number().int(),
  barcode: z.string(),
  plateNum: nullableString,
  fillStationName: nullableString,
  areaName: nullableString,
  typeName: nullableString,
  makeDate: nullableString,
  lastInspectionDate: nullableString,
  nextInspectionDate: nullableString,
  /** Days past the next inspection date (negative: days left). */
  overdueDays: z.number().int(),
  dueStatusName: z.string(),
  /** The cylinder's latest inspection task: its institution, report code and where it stands. */
  taskId: z.number().int().nullable(),
  taskStationName: nullableString,
  taskReportCode: nullableString,
  taskStateName: z.string(),
});
export type PeriodicRow = z.output<typeof periodicRow>;

const base = `${apiBase}/CylinderInspectionRecord`;

export const inspectionTaskApi = {
  complete: defineCall({
    method: 'POST',
    path: `${base}/Complete`,
    summary: '检验机构完成检验任务（检验中→检验完成），提交审核',
    body: taskIdBody,
    response: dataResponse(taskMoved),
  }),
  rectify: defineCall({
    method: 'POST',
    path: `${base}/Rectify`,
    summary: '检验机构将检验中的任务送整改（检验中→整改中），须写明需整改的缺陷',
    body: rectifyBody,
    response: dataResponse(taskMoved),
  }),
  rectifyComplete: defineCall({
    method: 'POST',
    path: `${base}/RectifyComplete`,
    summary: '检验机构确认整改完成（整改中→整改完成），须写明整改情况，提交审核',
    body: rectifyCompleteBody,
    response: dataResponse(taskMoved),
  }),
  examine: defineCall({
    method: 'POST',
    path: `${base}/inspectExamine`,
    summary: '检验审核：审核员审核已完成的检验任务，通过则提交审批，退回则回到检验中（须填写审核意见）',
    body: examineBody,
    response: dataResponse(taskMoved),
  }),
  approval: defineCall({
    method: 'POST',
    path: `${base}/inspectApproval`,
    summary:
      '检验审批：审批员批准（1）或驳回（-1，须填写原因）已审核的检验任务；批准合格的检验更新气瓶检验日期，批准不合格或判废的报废气瓶',
    body: approvalBody,
    response: dataResponse(taskMoved),
  }),
  auditList: defineCall({
    method: 'GET',
    path: `${base}/AuditList`,
    summary: '检验审核：已完成（检验完成或整改完成）待审核的车用气瓶检验任务',
    query: inspectionListQuery,
    response: listResponse(inspectionRecordRow),
  }),
  periodicList: defineCall({
    method: 'GET',
    path: `${base}/PeriodicList`,
    summary:
      '定期检验：在用车用气瓶中已超期或即将到期（下次检验日期）的气瓶及其最近检验任务的办理状态，按下次检验日期排序',
    query: periodicQuery,
    response: listResponse(periodicRow),
  }),
  approvalList: defineCall({
    method: 'GET',
    path: `${base}/ApprovalList`,
    summary: '检验审批：审核通过待审批的车用气瓶检验任务',
    query: inspectionListQuery,
    response: listResponse(inspectionRecordRow),
  }),
};
