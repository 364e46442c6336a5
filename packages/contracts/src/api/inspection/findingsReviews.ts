import { z } from 'zod';
import { dataResponse, listResponse, pageQuery } from '../../paging';
import { apiBase, defineCall } from '../call';
import { exportParams } from '../export';
import { optionalCode, requiredId } from '../fields';
import { checkDayRange } from '../listFilters';
import { inspectionRecordFilter, inspectionRecordRow } from './inspectionRecords';

/**
 * 检验结论审核 (menu 003033): the regulator's review of the conclusions inspection institutions reached — a
 * supervisory spot check after the fact. The institution's own workflow decided the cylinder; a review changes
 * nothing of it. One review per inspection record, final: 审核通过 (an opinion optional) or 存疑 (an opinion
 * required), which the institution sees on its own inspection list (监管审核).
 */

export const findingsOpinionMaxLength = 256;

/** Where the regulator's review of a conclusion stands (0: no review yet). */
export const FindingsReviewStatus = { Unreviewed: 0, Passed: 1, Doubtful: 2 } as const;
export type FindingsReviewStatus = (typeof FindingsReviewStatus)[keyof typeof FindingsReviewStatus];
export const findingsReviewStatusLabels: Record<FindingsReviewStatus, string> = {
  [FindingsReviewStatus.Unreviewed]: '未审核',
  [FindingsReviewStatus.Passed]: '审核通过',
  [FindingsReviewStatus.Doubtful]: '存疑',
};

export const findingsReviewMessages = {
  resultInvalid: '审核结果只能是1（审核通过）或2（存疑）',
  opinionRequired: '存疑时请填写审核意见',
  opinionTooLong: `审核意见不能超过${findingsOpinionMaxLength}个字符`,
  notRegulator: '只有监管部门可以审核检验结论',
  notFound: '检验记录不存在或不在您的管辖范围内',
  notConcluded: '该检验任务尚未审批办结，检验结论未定，不能审核',
  alreadyReviewed: (status: string) => `该检验结论已审核（${status}），不能再次审核`,
  reviewed: (status: string) => `审核完成：${status}`,
} as const;

/** FindingsReview: a regulator passes (1) a conclusion or marks it doubtful (2, with an opinion). */
export const findingsReviewBody = z
  .object({
    Id: requiredId('检验记录编号'),
    Result: z.union([z.literal(1), z.literal(2)], { error: findingsReviewMessages.resultInvalid }),
    Opinion: z
      .string()
      .trim()
      .max(findingsOpinionMaxLength, findingsReviewMessages.opinionTooLong)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((body, context) => {
    if (body.Result === FindingsReviewStatus.Doubtful && body.Opinion === undefined) {
      context.addIssue({ code: 'custom', path: ['Opinion'], message: findingsReviewMessages.opinionRequired });
    }
  });
export type FindingsReviewBody = z.output<typeof findingsReviewBody>;

/** FindingsAuditList: the record filter and the review status (ReviewStatus 0 未审核, 1 审核通过, 2 存疑). */
export const findingsListQuery = z
  .object({
    ...inspectionRecordFilter,
    ReviewStatus: optionalCode('审核状态', Object.values(FindingsReviewStatus)),
    ...pageQuery,
    ...exportParams,
  })
  .superRefine(checkDayRange('检验日期'));
export type FindingsListQuery = z.output<typeof findingsListQuery>;

const base = `${apiBase}/CylinderInspectionRecord`;

export const findingsReviewApi = {
  list: defineCall({
    method: 'GET',
    path: `${base}/FindingsAuditList`,
    summary:
      '检验结论审核：监管范围内气瓶的已办结检验记录（各类别）及其监管审核状态（未审核、审核通过、存疑），按检验时间倒序',
    query: findingsListQuery,
    response: listResponse(inspectionRecordRow),
  }),
  review: defineCall({
    method: 'POST',
    path: `${base}/FindingsReview`,
    summary:
      '监管部门审核检验机构的检验结论：Result 1 审核通过、2 存疑（须填审核意见）；每条记录审核一次，不改变气瓶档案',
    body: findingsReviewBody,
    response: dataResponse(z.object({ id: z.number().int(), reviewStatus: z.number().int() })),
  }),
};
