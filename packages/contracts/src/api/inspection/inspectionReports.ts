import { z } from 'zod';
import { dataResponse, listResponse } from '../../paging';
import { apiBase, defineCall } from '../call';
import { requiredId } from '../fields';
import { inspectionRecordRow, inspectionReportListBody } from './inspectionRecords';

/**
 * Inspection report files (spec 02 sections 3.6 and 7.7): one file per inspection record, a PDF or a scan (PNG,
 * JPEG), recognised by its first bytes, at most 10 MB; stored in the content-addressed file store.
 */
export const reportFileLimits = { maxBytes: 10 * 1024 * 1024, batchFiles: 20 } as const;
export const reportMimeTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ReportMimeType = (typeof reportMimeTypes)[number];

export const reportMessages = {
  noFile: '请选择要上传的检验报告文件',
  wrongType: '检验报告只能是 PDF、PNG 或 JPG 文件',
  tooLarge: '检验报告文件不能超过10MB',
  tooMany: `一次最多上传${reportFileLimits.batchFiles}个文件`,
  recordRequired: '请指定检验记录',
  notFound: '检验记录不存在',
  notOwnRecord: '只有做出该检验的检验机构可以上传检验报告',
  noReportCode: '文件名中没有找到本机构的报告编号',
  uploaded: '已上传',
} as const;

/** What a report file really is, by its first bytes (a renamed file does not pass): PDF, PNG, JPEG or neither. */
export function detectReportType(head: Uint8Array): ReportMimeType | null {
  const starts = (bytes: readonly number[]) =>
    head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** The file name without its extension and path: the report code a batch file is matched by. */
export function reportCodeOfFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

export const uploadedReport = z.object({
  inspectionId: z.number().int(),
  reportCode: z.string(),
  fileName: z.string(),
});

/** One file of AllUpload: which record it went to, or why it did not. */
export const batchReportResult = z.object({
  fileName: z.string(),
  reportCode: z.string(),
  inspectionId: z.number().int().nullable(),
  result: z.boolean(),
  messeage: z.string(),
});
export type BatchReportResult = z.output<typeof batchReportResult>;

export const reportFileQuery = z.object({ InspectionId: requiredId('检验记录') });

const base = `${apiBase}/CylinderInspectionReport`;

export const cylinderInspectionReportApi = {
  list: defineCall({
    method: 'POST',
    path: `${base}/CylinderInspectionReportList`,
    summary:
      '检验报告列表（检验机构、送检单位、报告编号、条码、制造单位、出厂编号、制造日期、检验日期、类型、介质、检验类型、结论）',
    body: inspectionReportListBody,
    response: listResponse(inspectionRecordRow),
  }),
  upload: defineCall({
    method: 'POST',
    path: `${base}/Upload`,
    summary:
      '上传一条检验记录的检验报告（multipart：字段 InspectionId 与 file；PDF、PNG 或 JPG，不超过10MB；再次上传替换原报告）',
    response: dataResponse(uploadedReport),
  }),
  allUpload: defineCall({
    method: 'POST',
    path: `${base}/AllUpload`,
    summary: `批量上传检验报告（multipart，最多${reportFileLimits.batchFiles}个文件）：按文件名中的报告编号匹配本机构的检验记录，逐个文件给出结果`,
    response: dataResponse(
      z.object({ succeeded: z.number().int(), failed: z.number().int(), list: z.array(batchReportResult) }),
    ),
  }),
  file: defineCall({
    method: 'GET',
    path: `${base}/File`,
    summary: '下载一条检验记录的检验报告文件（本人范围内的记录）',
    query: reportFileQuery,
    response: z.unknown(),
  }),
};
