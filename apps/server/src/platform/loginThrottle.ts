import type { Kysely } from 'kysely';
import { messages } from '@gcs/contracts';
import type { DatabaseSchema } from '../db/schema';
import type { Clock } from './session';

/** docs/security.md: 5 failures of one account, or 20 from one address, in 15 minutes lock for 15 minutes. */
export const throttleRules = {
  windowMinutes: 15,
  lockMinutes: 15,
  accountFailures: 5,
  addressFailures: 20,
} as const;

export type LockKind = 'account' | 'ip';

/** Account keys ignore case and surrounding spaces, so "Admin " and "admin" share one counter. */
export const accountKey = (loginCode: string) => loginCode.trim().toLowerCase().slice(0, 64);

/** Failure counters and locks in the database, shared by every server instance. */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: Clock,
  ) {}

  /** The refusal message when the account or the address is locked now, else null. */
  async lockedMessage(loginCode: string, ip: string): Promise<string | null> {
    const locks = await this.db
      .selectFrom('login_lock')
      .select('kind')
      .where('locked_until', '>', this.now().toISOString())
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'account'), eb('key', '=', accountKey(loginCode))]),
          eb.and([eb('kind', '=', 'ip'), eb('key', '=', ip)]),
        ]),
      )
      .execute();
    if (locks.some((lock) => lock.kind === 'account')) return messages.accountLocked;
    if (locks.length > 0) return messages.addressLocked;
    return null;
  }

  /** Counts a failure; returns the locks it caused (the caller writes them to the syslog). */
  async recordFailure(loginCode: string, ip: string): Promise<LockKind[]> {
    const now = this.now();
    const key = accountKey(loginCode);
    await this.db.insertInto('login_failure').values({ login_code: key, ip, at: now.toISOString() }).execute();
    const since = new Date(now.getTime() - throttleRules.windowMinutes * 60_000).toISOString();
    const counts = await this.db
      .selectFrom('login_failure')
      .where('at', '>', since)
      .where((eb) => eb.or([eb('login_code', '=', key), eb('ip', '=', ip)]))
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('login_code', '=', key).as('account'),
        eb.fn.countAll<number>().filterWhere('ip', '=', ip).as('address'),
      ])
      .executeTakeFirstOrThrow();
    const locks: LockKind[] = [];
    if (Number(counts.account) >= throttleRules.accountFailures) locks.push('account');
    if (Number(counts.address) >= throttleRules.addressFailures) locks.push('ip');
    const until = new Date(now.getTime() + throttleRules.lockMinutes * 60_000).toISOString();
    for (const kind of locks) {
      await this.db
        .insertInto('login_lock')
        .values({ kind, key: kind === 'account' ? key : ip, locked_until: until })
        .onConflict((conflict) => conflict.columns(['kind', 'key']).doUpdateSet({ locked_until: until }))
        .execute();
    }
    return locks;
  }

  /** A successful login starts the account's count afresh. */
  async clearAccountFailures(loginCode: string): Promise<void> {
    await this.db.deleteFrom('login_failure').where('login_code', '=', accountKey(loginCode)).execute();
  }

  /** UnlockUserOrIP: lifts the lock and forgets the failures; returns whether anything was locked. */
  async unlock(kind: LockKind, rawKey: string): Promise<boolean> {
    const key = kind === 'account' ? accountKey(rawKey) : rawKey.trim();
    const lifted = await this.db
      .deleteFrom('login_lock')
      .where('kind', '=', kind)
      .where('key', '=', key)
      .where('locked_until', '>', this.now().toISOString())
      .executeTakeFirst();
    await this.db
      .deleteFrom('login_failure')
      .where(kind === 'account' ? 'login_code' : 'ip', '=', key)
      .execute();
    await this.db.deleteFrom('login_lock').where('kind', '=', kind).where('key', '=', key).execute();
    return Number(lifted.numDeletedRows) > 0;
  }

  async prune(): Promise<void> {
    const cutoff = new Date(this.now().getTime() - 86_400_000).toISOString();
    await this.db.deleteFrom('login_failure').where('at', '<', cutoff).execute();
    await this.db.deleteFrom('login_lock').where('locked_until', '<', cutoff).execute();
  }
}
