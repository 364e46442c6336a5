import { createHash } from 'node:crypto';
import {
  BelongToType,
  checkExplanationFile,
  explanationFileLimits,
  explanationFileMessages,
  explanationMessages,
  explanationStatusLabels,
  ExplanationStatus,
  flagNamesOf,
  formatDateTime,
  type AddExplanationBody,
  type DecideExplanationBody,
  type ExplanationAttachment,
  type ExplanationQuery,
  type ExplanationRow,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { cleanedContent } from '../../platform/uploadContent';
import type { IncomingFile } from '../../platform/multipartForm';
import type { StoredFiles } from '../../platform/storedFiles';
import type { ExplanationFileRecord, ExplanationRecord, ExplanationsRepository, Trx } from './explanations.repository';

/** One evidence file as it came in the multipart body. */
export type IncomingExplanationFile = IncomingFile;

/** The stored name: no path, no control characters, at most 128 characters. */
function cleanName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base === '' ? '附件' : base).slice(0, 128);
}

function attachmentsOf(files: ExplanationFileRecord[] | string | null): ExplanationAttachment[] {
  const list = typeof files === 'string' ? (JSON.parse(files) as ExplanationFileRecord[]) : (files ?? []);
  return list.map((file) => ({
    no: Number(file.no),
    name: file.name,
    mimeType: file.mimeType,
    bytes: Number(file.bytes),
  }));
}

const statusName = (status: number) => explanationStatusLabels[status as ExplanationStatus] ?? String(status);
const instant = (value: string | Date | null) =>
  value === null ? null : formatDateTime(new Date(value).toISOString());

export function toExplanationRow(row: ExplanationRecord, ordinalNum: number): ExplanationRow {
  const attachments = attachmentsOf(row.files);
  return {
    ordinalNum,
    id: Number(row.id),
    fillingGuid: row.filling_guid,
    stationId: row.station_id,
    stationName: row.station_name,
    cylinderBarcode: row.cylinder_barcode,
    beginTime: instant(row.begin_time) ?? '',
    flagNames: flagNamesOf(row.flags),
    explanation: row.explanation,
    status: row.status,
    statusName: statusName(row.status),
    decided: row.status !== ExplanationStatus.Pending,
    submittedBy: row.submitted_by_name,
    submittedAt: instant(row.submitted_at) ?? '',
    decidedBy: row.decided_by_name,
    decidedAt: instant(row.decided_at),
    opinion: row.opinion,
    attachmentCount: attachments.length,
    attachments,
  };
}

/** The audit page's list (scope and filter in SQL). */
export function explanationListSource(
  repository: ExplanationsRepository,
): ListSource<ExplanationQuery, ExplanationRecord, ExplanationRow> {
  return {
    ...repository.rows(),
    toRow: toExplanationRow,
    rowsProveStationScope: true,
  };
}

export interface ExplanationsDeps {
  repository: ExplanationsRepository;
  files: StoredFiles;
  syslog: Syslog;
  now: () => Date;
}

const nameOf = (user: SessionUser) => `${user.loginCode}（${user.userName}）`;

/** A station explains its abnormal fillings; a regulator above it decides once; both audited. */
export class ExplanationsService {
  constructor(private readonly deps: ExplanationsDeps) {}

  /** Only a filling station's user explains (403 before a multipart body is read). */
  stationOf(user: SessionUser): number {
    const stationId = user.belongToType === BelongToType.FillingStation ? user.stationId : null;
    if (stationId === null) throw new HttpError(403, explanationMessages.notStationUser);
    return stationId;
  }

  /**
   * A station explains one of its flagged records, with up to five evidence files: every file is checked before
   * anything is written, and the explanation, its files and the audit row are written in one transaction.
   */
  async add(
    user: SessionUser,
    body: AddExplanationBody,
    ip: string,
    incoming: readonly IncomingExplanationFile[] = [],
  ) {
    const stationId = this.stationOf(user);
    if (incoming.length > explanationFileLimits.maxFiles) throw new HttpError(400, explanationFileMessages.tooMany);
    const files: { name: string; sha256: string; mimeType: string; content: Buffer }[] = [];
    for (const file of incoming) {
      const name = cleanName(file.name);
      const checked = checkExplanationFile(name, file.content.length, file.content.subarray(0, 8));
      if ('status' in checked) throw new HttpError(checked.status, checked.message);
      const cleaned = await cleanedContent(file.content, checked.mimeType);
      if ('status' in cleaned) throw new HttpError(cleaned.status, `附件“${name}”：${cleaned.message}`);
      const sha256 = createHash('sha256').update(cleaned.content).digest('hex');
      files.push({ name, sha256, mimeType: checked.mimeType, content: cleaned.content });
    }
    const { repository } = this.deps;
    const now = this.deps.now();
    return repository.transaction(async (trx) => {
      const record = await repository.flaggedRecord(trx, stationId, body.FillingGuid);
      if (!record) throw new HttpError(404, explanationMessages.recordNotFound(body.FillingGuid));
      const standing = await repository.standing(trx, body.FillingGuid);
      if (standing.some((row) => row.status === ExplanationStatus.Approved)) {
        throw new HttpError(409, explanationMessages.alreadyApproved);
      }
      if (standing.length > 0) throw new HttpError(409, explanationMessages.alreadyPending);
      const id = await repository.insert(trx, {
        guid: record.filling_guid,
        stationId,
        barcode: record.cylinder_barcode,
        beginTime: new Date(record.begin_time).toISOString(),
        flags: record.flags,
        explanation: body.Explanation,
        userId: user.id,
        userName: nameOf(user),
        at: now.toISOString(),
      });
      const stored = [];
      for (const file of files) {
        const fileId = await this.deps.files.storeIn(trx, file, user);
        stored.push({ fileId, name: file.name, mimeType: file.mimeType, bytes: file.content.length });
      }
      await repository.insertFiles(trx, id, stored);
      await this.audit(trx, user, ip, now, {
        action: 'add',
        id,
        before: null,
        after: {
          guid: record.filling_guid,
          stationId,
          explanation: body.Explanation,
          status: '待审核',
          files: stored.map((file, index) => ({ no: index + 1, ...file })),
        },
      });
      return { result: true, messeage: explanationMessages.added, data: { id } };
    });
  }

  async decide(user: SessionUser, body: DecideExplanationBody, ip: string) {
    if (!user.isSystemManager && user.belongToType !== BelongToType.Regulator) {
      throw new HttpError(403, explanationMessages.notRegulator);
    }
    const { repository } = this.deps;
    const now = this.deps.now();
    return repository.transaction(async (trx) => {
      const explanation = await repository.inScope(trx, user, body.Id);
      if (!explanation) throw new HttpError(404, explanationMessages.notFound);
      if (explanation.status !== ExplanationStatus.Pending) {
        throw new HttpError(409, explanationMessages.alreadyDecided(statusName(explanation.status)));
      }
      const opinion = body.Opinion ?? null;
      await repository.decide(trx, body.Id, {
        status: body.Result,
        opinion,
        userId: user.id,
        userName: nameOf(user),
        at: now.toISOString(),
      });
      await this.audit(trx, user, ip, now, {
        action: body.Result === ExplanationStatus.Approved ? 'approve' : 'reject',
        id: body.Id,
        guid: explanation.filling_guid,
        stationId: explanation.station_id,
        before: { status: statusName(explanation.status), opinion: explanation.opinion },
        after: { status: statusName(body.Result), opinion },
      });
      return {
        result: true,
        messeage: explanationMessages.decided(statusName(body.Result)),
        data: { id: body.Id, status: body.Result },
      };
    });
  }

  /** One evidence file of an explanation the caller may read (their own station's, or one in their scope). */
  async file(user: SessionUser, explanationId: number, no: number) {
    const file = await this.deps.repository.fileInScope(user, explanationId, no);
    if (!file) throw new HttpError(404, explanationFileMessages.notFound);
    return file;
  }

  /** One fillingExplanation syslog row, in the change's transaction. */
  private audit(trx: Trx, user: SessionUser, ip: string, at: Date, detail: Record<string, unknown>) {
    return this.deps.syslog.write(
      { at, event: 'fillingExplanation', result: 'success', ...actorOf(user), ip, detail },
      trx,
    );
  }
}
