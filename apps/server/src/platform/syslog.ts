import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { SessionUser } from './session';

/** What the audit trail records (docs/security.md). */
export type SyslogEvent =
  | 'login'
  | 'logout'
  | 'lock'
  | 'unlock'
  | 'passwordChange'
  | 'weakPasswordChange'
  | 'enterAsUser'
  /** A signed hand-off of the user to a sibling platform (GetSign). */
  | 'siblingHandOff'
  /** A user bound or unbound their WeChat account: detail has the masked union ids before and after. */
  | 'wechatBinding'
  | 'export'
  | 'delete'
  | 'blacklist'
  | 'blacklistCancel'
  | 'abnormalRestore'
  | 'ruleChange'
  | 'import'
  | 'audit'
  /** A unit of supervision or its binding added, changed, enabled, disabled or deleted: detail has before and after. */
  | 'unitChange'
  /** A role added, renamed, enabled, disabled or deleted, or its menus changed: detail has before and after. */
  | 'roleChange'
  /** A menu entry added, changed, enabled, disabled or deleted: detail has before and after. */
  | 'menuChange'
  /** A system parameter added, changed or deleted: detail has before and after. */
  | 'parameterChange'
  /** Rows past the retention purged (detail: how many, the retention in months). */
  | 'syslogPurge'
  /** A page's display configuration (Setting/Column) added, changed or deleted: detail has before and after. */
  | 'displayConfigChange'
  /** A user added, changed, enabled, disabled, deleted or given a password: detail has before and after (no password). */
  | 'userChange'
  | 'abnormalFlag'
  /**
   * A filling scale added, renamed, enabled, disabled or given a new secret: detail has before and after (never the
   * secret or its hash).
   */
  | 'scaleDeviceChange'
  /** A pre-fill or post-fill check recorded by a station: detail has the record. */
  | 'fillingCheck'
  /** An inspection recorded by an institution: detail has the record and the cylinder's change. */
  | 'inspectionRecord'
  /** An inspection report uploaded: detail has the record, the file and the replaced file. */
  | 'inspectionReport'
  /** Filling records deleted: detail has the reason and each record (guid, station, barcode, begin time). */
  | 'fillingDelete'
  /** A station explained an abnormal filling, or a regulator decided on it: detail has before and after. */
  | 'fillingExplanation'
  /** A saved report view added, renamed, shared, changed or deleted: detail has before and after. */
  | 'reportViewChange'
  /** A filled cylinder's delivery recorded by its station: detail has the record. */
  | 'deliveryRecord'
  /** An inspection task completed, sent to rectification, audited or approved: detail has before and after. */
  | 'inspectionTask'
  /** A user re-derived the dashboard's cylinder counts of their scope from the archive. */
  | 'dashboardRefresh'
  /** A regulator reviewed an inspection's conclusion (检验结论审核): detail has before and after. */
  | 'findingsReview';

export interface SyslogEntry {
  at: Date;
  event: SyslogEvent;
  result: 'success' | 'failure';
  userId?: number | null;
  /** The super administrator behind an "enter as user" session. */
  realUserId?: number | null;
  loginCode?: string | null;
  ip?: string | null;
  /** Why, in a few words; never a password or a token. */
  detail?: Record<string, unknown>;
}

/**
 * Who acts, as a syslog row names them: the session's user and, in a session a super administrator entered as that
 * user, the super administrator too (every row written during such a session names both).
 */
export function actorOf(user: Pick<SessionUser, 'id' | 'loginCode' | 'realUserId'>) {
  return { userId: user.id, realUserId: user.realUserId, loginCode: user.loginCode };
}

/** Appends rows to the syslog table; the database refuses to change or delete them. */
export class Syslog {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async write(entry: SyslogEntry, db: Kysely<DatabaseSchema> = this.db): Promise<void> {
    await db
      .insertInto('syslog')
      .values({
        at: entry.at.toISOString(),
        event: entry.event,
        result: entry.result,
        user_id: entry.userId ?? null,
        real_user_id: entry.realUserId ?? null,
        login_code: entry.loginCode ?? null,
        ip: entry.ip ?? null,
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
      })
      .execute();
  }
}
