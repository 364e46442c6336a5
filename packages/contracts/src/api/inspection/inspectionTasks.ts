import { z } from 'zod';
import { ApprovalResult } from '../../enums';
import { dataResponse, listResponse } from '../../paging';
import { apiBase, defineCall } from '../call';
import { requiredId } from '../fields';
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
  approvalList: defineCall({
    method: 'GET',
    path: `${base}/ApprovalList`,
    summary: '检验审批：审核通过待审批的车用气瓶检验任务',
    query: inspectionListQuery,
    response: listResponse(inspectionRecordRow),
  }),
};
