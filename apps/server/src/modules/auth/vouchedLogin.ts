import { messages, type LoginResponse } from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import type { LoginThrottle } from '../../platform/loginThrottle';
import type { Clock, SessionService } from '../../platform/session';
import type { Syslog } from '../../platform/syslog';
import type { AccountRow, Accounts } from '../../platform/accounts';
import type { ClientContext } from '../../platform/clientContext';
import { loginRefused } from './loginAnswer';
import { openLoginSession } from './loginSession';

export interface VouchedLoginDeps {
  accounts: Accounts;
  sessions: SessionService;
  throttle: LoginThrottle;
  syslog: Syslog;
  now: Clock;
  /** Days after which a password must change (the login then opens a session that must change it first). */
  passwordMaxAgeDays: number;
}

/** How a login came in, as its syslog rows name it (`via` and, for a city, the provider key). */
export type Via = Record<string, string | number> & { via: string };

/**
 * The throttle's account key for an attempt that names no account up front (a code or token the provider vouches
 * for): its failures count against the address, and lock further unnamed attempts from it like an account.
 */
const throttleKey = (loginCode: string | undefined, ip: string) => loginCode ?? `unnamed@${ip}`;

/** A region code lies in an area when it starts with the area's code without its trailing pairs of zeros. */
export function inArea(regionCode: string | null, areaCode: string): boolean {
  const prefix = areaCode.replace(/(00)+$/, '');
  return regionCode !== null && prefix.length > 0 && regionCode.startsWith(prefix);
}

/**
 * The end of every login where someone else vouches for the account (a city's identity provider, a sibling platform):
 * the same locks, failure counting, validity checks, session, answer and syslog rows as a password login.
 */
export class VouchedLogin {
  constructor(private readonly deps: VouchedLoginDeps) {}

  /** The lock message when the named account or the address is locked (audited as a failed attempt), else null. */
  async locked(loginCode: string | undefined, via: Via, client: ClientContext): Promise<LoginResponse | null> {
    const message = await this.deps.throttle.lockedMessage(throttleKey(loginCode, client.ip), client.ip);
    if (!message) return null;
    await this.audit('failure', client.ip, { login_code: loginCode ?? null }, { ...via, reason: 'locked' });
    return loginRefused(message);
  }

  /** A refused attempt: audited, counted against the account and the address, answered with `message`. */
  async refuse(
    loginCode: string | undefined,
    via: Via,
    reason: string,
    message: string,
    client: ClientContext,
    account?: AccountRow,
  ): Promise<LoginResponse> {
    const who = account ?? { login_code: loginCode?.slice(0, 64) ?? null };
    await this.audit('failure', client.ip, who, { ...via, reason });
    const locks = await this.deps.throttle.recordFailure(throttleKey(loginCode, client.ip), client.ip);
    for (const kind of locks) await this.lockRow(client.ip, who, kind);
    if (locks.includes('account')) return loginRefused(messages.accountLocked);
    if (locks.includes('ip')) return loginRefused(messages.addressLocked);
    return loginRefused(message);
  }

  /**
   * Logs in the local account whose login code is the vouched name, when it is valid, its unit enabled and (with an
   * area) it belongs to that area; an account of another area is 403, and so is a system manager's (only the password
   * login with the captcha opens a system manager's session, docs/security.md). A missing or disabled account is refused with
   * `noAccount` (the way in's own wording).
   */
  async logIn(
    loginCode: string,
    via: Via,
    client: ClientContext,
    { areaCode, noAccount = messages.citySignOnNoAccount }: { areaCode?: string | undefined; noAccount?: string } = {},
  ): Promise<LoginResponse> {
    const locked = await this.locked(loginCode, via, client);
    if (locked) return locked;
    const account = await this.deps.accounts.accountByLoginCode(loginCode);
    if (!account || !account.is_valid) {
      return this.refuse(loginCode, via, account ? 'disabled' : 'unknownAccount', noAccount, client);
    }
    if (!account.unit_is_valid) {
      return this.refuse(loginCode, via, 'unitDisabled', messages.unitDisabled, client, account);
    }
    if (account.is_system_manager) {
      // Audited but not counted: the vouching was genuine, and counting would let it lock the manager's account.
      await this.audit('failure', client.ip, account, { ...via, reason: 'systemManager' });
      throw new HttpError(403, messages.systemManagerPasswordOnly);
    }
    if (areaCode !== undefined && !inArea(account.region_code, areaCode)) {
      await this.refuse(loginCode, via, 'wrongArea', messages.citySignOnWrongArea, client, account);
      throw new HttpError(403, messages.citySignOnWrongArea);
    }
    await this.deps.throttle.clearAccountFailures(loginCode);
    const answer = await openLoginSession(this.deps.sessions, account, client, {
      maxAgeDays: this.deps.passwordMaxAgeDays,
      now: this.deps.now(),
    });
    await this.audit('success', client.ip, account, via);
    return answer;
  }

  private lockRow(ip: string, who: { id?: number; login_code: string | null }, kind: string) {
    return this.deps.syslog.write({
      at: this.deps.now(),
      event: 'lock',
      result: 'success',
      userId: who.id ?? null,
      loginCode: who.login_code,
      ip,
      detail: { kind },
    });
  }

  private audit(
    result: 'success' | 'failure',
    ip: string,
    who: { id?: number; login_code: string | null },
    detail: Record<string, unknown>,
  ) {
    return this.deps.syslog.write({
      at: this.deps.now(),
      event: 'login',
      result,
      userId: who.id ?? null,
      loginCode: who.login_code,
      ip,
      detail,
    });
  }
}
