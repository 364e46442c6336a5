import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BelongToType,
  detectReportType,
  reportCodeOfFileName,
  reportFileLimits,
  reportMessages,
  type BatchReportResult,
} from '@gcs/contracts';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { cleanedContent } from '../../platform/uploadContent';
import type { IncomingFile } from '../../platform/multipartForm';
import type { StoredFiles } from '../../platform/storedFiles';
import type { InspectionRepository } from './inspection.repository';

/** A report file as it came in the multipart body. */
export type IncomingReport = IncomingFile;

export interface ReportsDeps {
  db: Kysely<DatabaseSchema>;
  repository: InspectionRepository;
  files: StoredFiles;
  syslog: Syslog;
  now: () => Date;
}

/** The stored name: no path, no control characters, at most 128 characters. */
function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base === '' ? '检验报告' : base).slice(0, 128);
}

/**
 * What is wrong with a report file (empty, too large, not a PDF or picture by its bytes, a picture that does not
 * decode, a PDF with scripts), or its type and the bytes to store (a picture re-encoded).
 */
async function checkedFile(
  file: IncomingReport,
): Promise<{ mimeType: string; content: Buffer } | { status: number; message: string }> {
  if (file.content.length === 0) return { status: 400, message: reportMessages.noFile };
  if (file.content.length > reportFileLimits.maxBytes) return { status: 413, message: reportMessages.tooLarge };
  const mimeType = detectReportType(file.content.subarray(0, 8));
  if (!mimeType) return { status: 400, message: reportMessages.wrongType };
  const cleaned = await cleanedContent(file.content, mimeType);
  return 'status' in cleaned ? cleaned : { mimeType, content: cleaned.content };
}

/**
 * Inspection report files: the institution that made an inspection uploads its report (a new upload replaces the
 * old one); whoever sees the record may read the file. Each upload is audited with the file it replaced.
 */
export class ReportsService {
  constructor(private readonly deps: ReportsDeps) {}

  /** The caller's institution: only an institution's user uploads reports (403 before the body is read). */
  institutionOf(user: SessionUser): number {
    if (user.belongToType !== BelongToType.Station || user.isSystemManager || user.stationId === null) {
      throw new HttpError(403, reportMessages.notOwnRecord);
    }
    return user.stationId;
  }

  /** Upload: one file for one record of the caller's institution. */
  async upload(user: SessionUser, inspectionId: number, file: IncomingReport, ip: string) {
    const institutionId = this.institutionOf(user);
    const checked = await checkedFile(file);
    if ('status' in checked) throw new HttpError(checked.status, checked.message);
    const record = await this.deps.repository.lockRecord(this.deps.db, inspectionId);
    if (!record || record.station_id !== institutionId) throw notFound(reportMessages.notFound);
    const stored = await this.store(user, { ...file, ...checked }, record, ip);
    return { result: true, messeage: `已上传报告${record.report_code}`, data: stored };
  }

  /**
   * AllUpload: each file goes to the institution's record whose report code is its name (without the extension);
   * each file stands alone, so one bad file does not turn the good ones back.
   */
  async allUpload(user: SessionUser, files: readonly IncomingReport[], ip: string) {
    const institutionId = this.institutionOf(user);
    if (files.length === 0) throw new HttpError(400, reportMessages.noFile);
    if (files.length > reportFileLimits.batchFiles) throw new HttpError(400, reportMessages.tooMany);
    const list: BatchReportResult[] = [];
    for (const file of files) {
      const fileName = cleanName(file.name);
      const reportCode = reportCodeOfFileName(file.name);
      const refuse = (messeage: string) =>
        list.push({ fileName, reportCode, inspectionId: null, result: false, messeage });
      const checked = await checkedFile(file);
      if ('status' in checked) {
        refuse(checked.message);
        continue;
      }
      const record =
        reportCode === ''
          ? undefined
          : await this.deps.repository.ownRecordByCode(this.deps.db, institutionId, reportCode);
      if (!record) {
        refuse(reportMessages.noReportCode);
        continue;
      }
      await this.store(user, { ...file, ...checked }, record, ip);
      list.push({
        fileName,
        reportCode,
        inspectionId: Number(record.id),
        result: true,
        messeage: reportMessages.uploaded,
      });
    }
    const succeeded = list.filter((item) => item.result).length;
    return {
      result: true,
      messeage: `成功上传${succeeded}个，失败${list.length - succeeded}个`,
      data: { succeeded, failed: list.length - succeeded, list },
    };
  }

  private async store(
    user: SessionUser,
    file: IncomingReport & { mimeType: string },
    record: { id: number; report_code: string; report_file_id: number | null; report_file_name: string | null },
    ip: string,
  ) {
    const sha256 = createHash('sha256').update(file.content).digest('hex');
    const fileId = await this.deps.files.store({ sha256, mimeType: file.mimeType, content: file.content }, user);
    const fileName = cleanName(file.name);
    const at = this.deps.now();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repository.setReport(trx, Number(record.id), fileId, fileName, at.toISOString());
      await this.deps.syslog.write(
        {
          at,
          event: 'inspectionReport',
          result: 'success',
          ...actorOf(user),
          ip,
          detail: {
            inspectionId: Number(record.id),
            reportCode: record.report_code,
            before:
              record.report_file_id === null ? null : { fileId: record.report_file_id, name: record.report_file_name },
            after: { fileId, name: fileName, mimeType: file.mimeType, bytes: file.content.length },
          },
        },
        trx,
      );
    });
    return { inspectionId: Number(record.id), reportCode: record.report_code, fileName };
  }

  /** The report file of a record in the caller's scope. */
  async file(user: SessionUser, inspectionId: number) {
    const record = await this.deps.repository.recordInScope(user, inspectionId);
    if (!record || record.report_file_id === null) throw notFound();
    const file = await this.deps.repository.reportFile(Number(record.report_file_id));
    if (!file) throw notFound();
    return { ...file, name: record.report_file_name ?? `${record.report_code}` };
  }
}
