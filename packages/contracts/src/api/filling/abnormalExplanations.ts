import { z } from 'zod';
import { dataResponse, listResponse } from '../../paging';
import { apiBase, defineCall } from '../call';
import { nullableString, optionalCode, requiredId } from '../fields';
import { detectReportType, type ReportMimeType } from '../inspection/inspectionReports';
import { checkDayRange } from '../listFilters';
import { stationDayFilters } from './fillingFilters';

/** The longest explanation a station gives of an abnormal filling, and the longest opinion of a regulator. */
export const explanationMaxLength = 500;
export const opinionMaxLength = 256;

/** Where an explanation of an abnormal filling stands. */
export const ExplanationStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type ExplanationStatus = (typeof ExplanationStatus)[keyof typeof ExplanationStatus];
export const explanationStatusLabels: Record<ExplanationStatus, string> = {
  [ExplanationStatus.Pending]: '待审核',
  [ExplanationStatus.Approved]: '已通过',
  [ExplanationStatus.Rejected]: '已驳回',
};

export const explanationMessages = {
  guidInvalid: '充装记录编号（FillingGuid）应为GUID',
  textRequired: '请填写补充说明',
  textTooLong: `补充说明不能超过${explanationMaxLength}个字符`,
  opinionRequired: '驳回时请填写审核意见',
  opinionTooLong: `审核意见不能超过${opinionMaxLength}个字符`,
  resultInvalid: '审核结果只能是1（通过）或2（驳回）',
  notStationUser: '只有充装单位的用户可以对本单位的异常充装补充说明',
  recordNotFound: (guid: string) => `异常充装记录不存在或不属于本单位：${guid}`,
  alreadyPending: '该异常充装已有待审核的补充说明，请等待监管部门审核',
  alreadyApproved: '该异常充装的补充说明已审核通过，不能再次说明',
  notRegulator: '只有监管部门可以审核异常充装的补充说明',
  notFound: '补充说明不存在或不在您的管辖范围内',
  alreadyDecided: (status: string) => `该补充说明已审核（${status}），不能再次审核`,
  added: '已提交补充说明，等待监管部门审核',
  decided: (status: string) => `审核完成：${status}`,
} as const;

/**
 * Evidence files of an explanation (photos of the scale display or the label, a repair note): JPG, PNG or PDF,
 * recognised by their first bytes (a renamed file does not pass), at most 5 files of at most 5 MB each.
 */
export const explanationFileLimits = { maxFiles: 5, maxBytes: 5 * 1024 * 1024 } as const;
export const explanationFileAccept = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export const explanationFileMessages = {
  wrongType: (name: string) => `附件“${name}”不是 JPG、PNG 或 PDF 文件`,
  tooLarge: (name: string) => `附件“${name}”超过${explanationFileLimits.maxBytes / 1024 / 1024}MB，请压缩后再上传`,
  empty: (name: string) => `附件“${name}”是空文件`,
  tooMany: `每条补充说明最多附${explanationFileLimits.maxFiles}个文件`,
  badForm: '提交的附件格式不正确，请重新选择文件',
  notFound: '附件不存在或不在您的查看范围内',
} as const;

/**
 * What is wrong with one evidence file — empty, too large, or not a JPG, PNG or PDF by its first bytes (`head`, at
 * least 8 bytes) — as the message to show, or its type. The server and the browser's file picker both ask this.
 */
export function checkExplanationFile(
  name: string,
  size: number,
  head: Uint8Array,
): { mimeType: ReportMimeType } | { status: 400 | 413; message: string } {
  if (size === 0) return { status: 400, message: explanationFileMessages.empty(name) };
  if (size > explanationFileLimits.maxBytes) return { status: 413, message: explanationFileMessages.tooLarge(name) };
  const mimeType = detectReportType(head);
  if (!mimeType) return { status: 400, message: explanationFileMessages.wrongType(name) };
  return { mimeType };
}

/** One evidence file of an explanation, by its place (1..5) in the explanation. */
export const explanationAttachment = z.object({
  no: z.number().int(),
  name: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
});
export type ExplanationAttachment = z.output<typeof explanationAttachment>;

export const explanationFileQuery = z.object({
  Id: requiredId('补充说明编号'),
  No: requiredId('附件序号').max(explanationFileLimits.maxFiles, `附件序号不能大于${explanationFileLimits.maxFiles}`),
});

/** AddVCFillingAbnormalAppend: a filling station explains one of its own abnormal fillings. */
export const addExplanationBody = z.object({
  FillingGuid: z.guid({ error: explanationMessages.guidInvalid }).transform((value) => value.toLowerCase()),
  Explanation: z
    .string({ error: explanationMessages.textRequired })
    .trim()
    .min(1, explanationMessages.textRequired)
    .max(explanationMaxLength, explanationMessages.textTooLong),
});
export type AddExplanationBody = z.output<typeof addExplanationBody>;

/** AbnormalFillingApprove: a regulator above the station approves (1) or rejects (2, with an opinion). */
export const decideExplanationBody = z
  .object({
    Id: requiredId('补充说明编号'),
    Result: z.union([z.literal(1), z.literal(2)], { error: explanationMessages.resultInvalid }),
    Opinion: z
      .string()
      .trim()
      .max(opinionMaxLength, explanationMessages.opinionTooLong)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((body, context) => {
    if (body.Result === ExplanationStatus.Rejected && body.Opinion === undefined) {
      context.addIssue({ code: 'custom', path: ['Opinion'], message: explanationMessages.opinionRequired });
    }
  });
export type DecideExplanationBody = z.output<typeof decideExplanationBody>;

/** QueryVCFillingAbnormalAppend: the explanations of the caller's scope, by status, station and filling days. */
export const explanationQuery = z
  .object({
    Status: optionalCode('审核状态', [0, 1, 2]),
    ...stationDayFilters,
  })
  .superRefine(checkDayRange('充装日期'));
export type ExplanationQuery = z.output<typeof explanationQuery>;

export const explanationRow = z.object({
  ordinalNum: z.number().int(),
  id: z.number().int(),
  fillingGuid: z.string(),
  stationId: z.number().int(),
  stationName: z.string(),
  cylinderBarcode: z.string(),
  /** yyyy-MM-dd HH:mm:ss, China time: the filling's start. */
  beginTime: z.string(),
  flagNames: z.string(),
  explanation: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** Whether a regulator decided it (approve and reject are offered on undecided ones only). */
  decided: z.boolean(),
  submittedBy: z.string(),
  submittedAt: z.string(),
  decidedBy: nullableString,
  decidedAt: nullableString,
  opinion: nullableString,
  attachmentCount: z.number().int(),
  attachments: z.array(explanationAttachment),
});
export type ExplanationRow = z.output<typeof explanationRow>;

export const abnormalExplanationApi = {
  add: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/AddVCFillingAbnormalAppend`,
    summary: `充装单位对本单位的一条异常充装补充说明（待监管部门审核）。JSON，或 multipart（字段 FillingGuid、Explanation 与至多${explanationFileLimits.maxFiles}个附件 file：JPG、PNG 或 PDF，每个不超过5MB）`,
    body: addExplanationBody,
    response: dataResponse(z.object({ id: z.number().int() })),
  }),
  list: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/QueryVCFillingAbnormalAppend`,
    summary: '异常充装的补充说明及其审核状态（待审核、已通过、已驳回）',
    query: explanationQuery,
    response: listResponse(explanationRow),
  }),
  decide: defineCall({
    method: 'POST',
    path: `${apiBase}/CylinderFilling/AbnormalFillingApprove`,
    summary: '监管部门审核异常充装的补充说明：Result 1 通过、2 驳回（驳回须填审核意见）；已审核的不能再次审核',
    body: decideExplanationBody,
    response: dataResponse(z.object({ id: z.number().int(), status: z.number().int() })),
  }),
  file: defineCall({
    method: 'GET',
    path: `${apiBase}/CylinderFilling/VCFillingAbnormalAppendFile`,
    summary: '下载补充说明的一个附件（本单位的，或管辖范围内充装单位的说明）',
    query: explanationFileQuery,
    response: z.unknown(),
  }),
};
