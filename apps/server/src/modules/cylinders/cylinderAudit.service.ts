import type { Kysely } from 'kysely';
import { CylinderStatus, type AuditCylinderBody } from '@gcs/contracts';
import type { DatabaseSchema, HistoryChange } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { cylinderAuditRepository as repository, type AuditValues } from './cylinderAudit.repository';
import { auditNotice } from './cylinders.mappers';
import { HistoryAction, recordHistory, unitNameOf, type HistoryEntry } from '../cylinderRecord/history';

type Db = Kysely<DatabaseSchema>;

/** What an automatic audit writes as its opinion. */
export const autoAuditRemark = '自动审核通过';

/** History rows per insert (each row binds nine parameters; PostgreSQL allows 65,535). */
const historyChunk = 1000;

/** The first barcodes of a refused set, for a message that names them. */
function barcodeList(barcodes: readonly string[]): string {
  const shown = barcodes.slice(0, 10).join('、');
  return barcodes.length > 10 ? `${shown}等${barcodes.length}个` : shown;
}

interface AuditDeps {
  db: Db;
  syslog: Syslog;
  now: () => Date;
}

interface Changed {
  id: number;
  station_id: number | null;
  status: number;
}

/**
 * Archive audit (spec 02 section 4, approval result 1 approved, -1 rejected, 0 not yet): manual audit, the
 * automatic audit of archives that meet the rule of autoAudit.ts, and cancelling an audit. Each action changes the
 * audit fields, writes a history row per cylinder and a syslog row, all in one transaction; a chosen id outside the
 * user's scope answers 404 and changes nothing.
 */
export class CylinderAuditService {
  constructor(private readonly deps: AuditDeps) {}

  async audit(user: SessionUser, body: AuditCylinderBody, ip: string | null = null) {
    const ids = [...new Set(body.ids)];
    const count = await this.deps.db.transaction().execute(async (trx) => {
      const found = await this.lockAll(trx, user, ids);
      const notPending = found.filter((row) => row.audit_result !== 0 || row.status !== CylinderStatus.Normal);
      if (notPending.length > 0) {
        throw new HttpError(400, `以下气瓶不是待审核状态：${barcodeList(notPending.map((row) => row.barcode))}`);
      }
      const remark = body.remark ?? null;
      const changed = await repository.setAudit(trx, ids, this.auditValues(user, body.result, remark));
      const changes = (previousRemark: string | null): HistoryChange[] => [
        { field: 'auditResult', label: '审核结果', from: auditNotice(0), to: auditNotice(body.result) },
        ...(remark !== null ? [{ field: 'auditRemark', label: '审核意见', from: previousRemark, to: remark }] : []),
      ];
      const remarkOf = new Map(found.map((row) => [row.id, row.audit_remark]));
      await this.record(trx, user, changed, HistoryAction.Audited, (id) => changes(remarkOf.get(id) ?? null));
      await this.log(trx, user, ip, 'audit', changed, { result: body.result });
      return changed.length;
    });
    return ok(count);
  }

  /** Passes the given pending cylinders (or all pending ones in scope) that meet the automatic audit rule. */
  async autoAudit(user: SessionUser, ids: readonly number[] | undefined, ip: string | null = null) {
    const chosen = ids ? [...new Set(ids)] : undefined;
    const count = await this.deps.db.transaction().execute(async (trx) => {
      if (chosen) await this.lockAll(trx, user, chosen);
      const changed = await repository.autoAudit(trx, user, chosen, this.auditValues(user, 1, autoAuditRemark));
      const changes: HistoryChange[] = [
        { field: 'auditResult', label: '审核结果', from: auditNotice(0), to: auditNotice(1) },
        { field: 'auditRemark', label: '审核意见', from: null, to: autoAuditRemark },
      ];
      await this.record(trx, user, changed, HistoryAction.Audited, () => changes);
      await this.log(trx, user, ip, 'autoAudit', changed);
      return changed.length;
    });
    return ok(count);
  }

  /** Returns audited cylinders to "not yet audited"; an issued cylinder keeps its audit. */
  async cancel(user: SessionUser, ids: readonly number[], ip: string | null = null) {
    const chosen = [...new Set(ids)];
    const count = await this.deps.db.transaction().execute(async (trx) => {
      const found = await this.lockAll(trx, user, chosen);
      const notAudited = found.filter((row) => row.audit_result === 0);
      if (notAudited.length > 0) {
        throw new HttpError(400, `以下气瓶尚未审核：${barcodeList(notAudited.map((row) => row.barcode))}`);
      }
      const issued = found.filter((row) => row.is_issued);
      if (issued.length > 0) {
        throw new HttpError(400, `以下气瓶已发证，不能取消审核：${barcodeList(issued.map((row) => row.barcode))}`);
      }
      const before = new Map(found.map((row) => [row.id, row]));
      const changed = await repository.setAudit(trx, chosen, {
        audit_result: 0,
        audit_regulator_id: null,
        audit_person_name: null,
        audit_time: null,
        audit_remark: null,
      });
      await this.record(trx, user, changed, HistoryAction.AuditCancelled, (id) => {
        const row = before.get(id);
        return [
          { field: 'auditResult', label: '审核结果', from: auditNotice(row?.audit_result ?? 0), to: auditNotice(0) },
          ...(row?.audit_remark ? [{ field: 'auditRemark', label: '审核意见', from: row.audit_remark, to: null }] : []),
        ];
      });
      await this.log(trx, user, ip, 'cancelAudit', changed);
      return changed.length;
    });
    return ok(count);
  }

  /** Locks the chosen cylinders; if any is missing or outside the user's scope, nothing happens (404). */
  private async lockAll(trx: Db, user: SessionUser, ids: readonly number[]) {
    const found = await repository.lockInScope(trx, user, ids);
    if (found.length !== ids.length) throw notFound('气瓶不存在或不在您的管辖范围内');
    return found;
  }

  private auditValues(user: SessionUser, result: number, remark: string | null): AuditValues {
    return {
      audit_result: result,
      audit_regulator_id: user.regulatorId,
      audit_person_name: user.userName,
      audit_time: this.deps.now().toISOString(),
      audit_remark: remark,
    };
  }

  private async record(
    trx: Db,
    user: SessionUser,
    changed: readonly Changed[],
    action: HistoryAction,
    changesOf: (id: number) => HistoryChange[],
  ) {
    if (changed.length === 0) return;
    const unitName = await unitNameOf(trx, user);
    const entries: HistoryEntry[] = changed.map((row) => ({
      cylinderId: row.id,
      action,
      changes: changesOf(row.id),
      stationId: row.station_id,
      status: row.status,
    }));
    for (let start = 0; start < entries.length; start += historyChunk) {
      await recordHistory(trx, user, unitName, entries.slice(start, start + historyChunk));
    }
  }

  private log(
    trx: Db,
    user: SessionUser,
    ip: string | null,
    action: string,
    changed: readonly Changed[],
    extra: object = {},
  ) {
    return this.deps.syslog.write(
      {
        at: this.deps.now(),
        event: 'audit',
        result: 'success',
        ...actorOf(user),
        ip,
        detail: { action, ...extra, count: changed.length, ids: changed.slice(0, 100).map((row) => row.id) },
      },
      trx,
    );
  }
}

function ok(count: number) {
  return { result: true, messeage: '', data: { count } };
}
