import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

/** What the audit trail records (ARCHITECTURE.md section 7). */
export type SyslogEvent =
  | 'login'
  | 'logout'
  | 'lock'
  | 'unlock'
  | 'passwordChange'
  | 'weakPasswordChange'
  | 'enterAsUser'
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
  /** A user added, changed, enabled, disabled, deleted or given a password: detail has before and after (no password). */
  | 'userChange';

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
