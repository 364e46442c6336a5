import { menuName, messages, newPasswordProblem, passwordChangeDue, type PasswordPolicy } from '@gcs/contracts';
import type { CaptchaService } from '../../platform/captcha';
import { HttpError } from '../../platform/errors';
import type { LoginThrottle } from '../../platform/loginThrottle';
import { isDateVerifyCode } from '../../platform/dateVerifyCode';
import { hashPasswordDigest, newSalt, sm3Hex, verifyPasswordDigest } from '../../platform/passwords';
import type { Clock, SessionService, SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { AccountRow } from '../../platform/accounts';
import type { AuthRepository } from './auth.repository';
import { loginRefused } from './loginAnswer';
import { openLoginSession } from './loginSession';
import type { ClientContext } from '../../platform/clientContext';

export interface AuthServiceDeps {
  repository: AuthRepository;
  sessions: SessionService;
  captcha: CaptchaService;
  throttle: LoginThrottle;
  syslog: Syslog;
  password: { policy: PasswordPolicy; maxAgeDays: number };
  /** The prefix of /SLogin's date-derived verify code, which then passes in place of the captcha. */
  sLoginVerifyPrefix?: string | undefined;
  /** Login codes (lower case) of the machine clients that may log in without a captcha (ApiserviceRegularLogin). */
  apiServiceAccounts: ReadonlySet<string>;
  now: Clock;
}

type Flag = { succeded: boolean; errorMessage: string; message: string };

const refused = (errorMessage: string): Flag => ({ succeded: false, errorMessage, message: '' });

/** Login, logout, permissions and password changes (spec 01 sections 3-8, docs/security.md). */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * Captcha first, then the locks, then the password. An unknown account, a wrong password and a disabled account
   * get the same answer after the same work (one scrypt).
   */
  async login(body: { Code: string; password: string; verifyCode: string }, client: ClientContext) {
    const proof = await this.proveAccount(body.Code, body.password, body.verifyCode, client, 'login');
    if (!proof.account) return loginRefused(proof.errorMessage);
    const account = proof.account;
    if (proof.byDateCode) await this.refuseSystemManager(account, client.ip, { via: 'dateVerifyCode' });
    const answer = await this.openSession(account, client);
    await this.audit('login', 'success', client.ip, account, proof.byDateCode ? { via: 'dateVerifyCode' } : undefined);
    return answer;
  }

  /**
   * ApiserviceRegularLogin: a machine client's password login without a captcha, only for the configured interface
   * accounts, under the same locks and failure counting as the password login.
   */
  async apiServiceLogin(body: { code: string; password: string }, client: ClientContext) {
    if (!this.deps.apiServiceAccounts.has(body.code.trim().toLowerCase())) {
      await this.audit(
        'login',
        'failure',
        client.ip,
        { login_code: body.code.slice(0, 64) },
        {
          via: 'apiService',
          reason: 'notApiServiceAccount',
        },
      );
      throw new HttpError(403, messages.notApiServiceAccount);
    }
    const proof = await this.proveAccount(body.code, body.password, null, client, 'login');
    if (!proof.account) return loginRefused(proof.errorMessage);
    await this.refuseSystemManager(proof.account, client.ip, { via: 'apiService' });
    const answer = await this.openSession(proof.account, client);
    await this.audit('login', 'success', client.ip, proof.account, { via: 'apiService' });
    return answer;
  }

  async logout(user: SessionUser, ip: string): Promise<void> {
    await this.deps.sessions.end(user.sessionTokenHash, 'logout');
    await this.deps.syslog.write({
      at: this.deps.now(),
      event: 'logout',
      result: 'success',
      ...actorOf(user),
      ip,
    });
  }

  /** The user's menus as the client builds its routes from them: all valid menus for a system manager. */
  async permissions(user: SessionUser) {
    const menus = await this.deps.repository.menus(user.isSystemManager ? 'all' : { userId: user.id });
    return menus.map((menu) => ({ menuName: menuName(menu), menuCode: menu.code }));
  }

  /** The password change after login (forced when the password is old): the caller's own account only. */
  async updatePassword(
    user: SessionUser,
    body: { oldPassword: string; newPassword: string; confirmPassword: string },
    ip: string,
  ): Promise<Flag> {
    const account = await this.deps.repository.accountById(user.id);
    const locked = await this.deps.throttle.lockedMessage(user.loginCode, ip);
    if (locked) return refused(locked);
    const matches = await verifyPasswordDigest(
      body.oldPassword,
      account && { hash: account.password_hash, salt: account.password_salt },
    );
    if (!account || !matches) {
      await this.deps.throttle.recordFailure(user.loginCode, ip);
      await this.audit('passwordChange', 'failure', ip, account, { reason: 'oldPassword' });
      return refused(messages.passwordChangeFailed);
    }
    const forced = passwordChangeDue(
      { isSystemManager: account.is_system_manager, updatePasswordTime: account.update_password_time },
      this.deps.password.maxAgeDays,
      this.deps.now(),
    );
    return this.storeNewPassword(account, body, body.oldPassword, ip, 'passwordChange', { forced });
  }

  /** The weak-password update before login: captcha and old password prove the account, under the same locks. */
  async updateWeakPassword(
    body: { code: string; password: string; verifyCode: string; newPassword: string; confirmPassword: string },
    client: ClientContext,
  ): Promise<Flag> {
    const proof = await this.proveAccount(body.code, body.password, body.verifyCode, client, 'weakPasswordChange');
    if (!proof.account) return refused(proof.errorMessage);
    return this.storeNewPassword(proof.account, body, body.password, client.ip, 'weakPasswordChange', {});
  }

  private openSession(account: AccountRow, client: ClientContext) {
    return openLoginSession(this.deps.sessions, account, client, {
      maxAgeDays: this.deps.password.maxAgeDays,
      now: this.deps.now(),
    });
  }

  /**
   * A system manager logs in only by password with the captcha (docs/security.md): a way in without the captcha
   * (the date-derived code, an interface account's login) is audited and answered 403.
   */
  private async refuseSystemManager(account: AccountRow, ip: string, via: { via: string }): Promise<void> {
    if (!account.is_system_manager) return;
    await this.audit('login', 'failure', ip, account, { ...via, reason: 'systemManager' });
    throw new HttpError(403, messages.systemManagerPasswordOnly);
  }

  private async proveAccount(
    loginCode: string,
    digest: string,
    /** null: no captcha (an interface account's login). */
    verifyCode: string | null,
    client: ClientContext,
    event: 'login' | 'weakPasswordChange',
  ): Promise<
    | { account: AccountRow; byDateCode: boolean; errorMessage?: undefined }
    | { account?: undefined; errorMessage: string }
  > {
    const typed = { login_code: loginCode.slice(0, 64) };
    const byDateCode =
      event === 'login' &&
      verifyCode !== null &&
      isDateVerifyCode(this.deps.sLoginVerifyPrefix, verifyCode, this.deps.now());
    if (verifyCode !== null && !byDateCode && !(await this.deps.captcha.verify(client.captchaId, verifyCode))) {
      await this.audit(event, 'failure', client.ip, typed, { reason: 'captcha' });
      return { errorMessage: messages.verifyCodeWrong };
    }
    const locked = await this.deps.throttle.lockedMessage(loginCode, client.ip);
    if (locked) {
      await this.audit(event, 'failure', client.ip, typed, { reason: 'locked' });
      return { errorMessage: locked };
    }
    const account = await this.deps.repository.accountByLoginCode(loginCode);
    const matches = await verifyPasswordDigest(
      digest,
      account && { hash: account.password_hash, salt: account.password_salt },
    );
    if (account && matches && account.is_valid && account.unit_is_valid) {
      await this.deps.throttle.clearAccountFailures(loginCode);
      return { account, byDateCode };
    }
    if (account && matches && account.is_valid) {
      await this.audit(event, 'failure', client.ip, account, { reason: 'unitDisabled' });
      return { errorMessage: messages.unitDisabled };
    }
    const reason = !account ? 'unknownAccount' : !matches ? 'wrongPassword' : 'disabled';
    await this.audit(event, 'failure', client.ip, account ?? typed, { reason });
    const locks = await this.deps.throttle.recordFailure(loginCode, client.ip);
    for (const kind of locks) await this.audit('lock', 'success', client.ip, account ?? typed, { kind });
    if (locks.includes('account')) return { errorMessage: messages.accountLocked };
    if (locks.includes('ip')) return { errorMessage: messages.addressLocked };
    return { errorMessage: messages.loginFailed };
  }

  private async storeNewPassword(
    account: AccountRow,
    body: { newPassword: string; confirmPassword: string },
    oldDigest: string,
    ip: string,
    event: 'passwordChange' | 'weakPasswordChange',
    detail: Record<string, unknown>,
  ): Promise<Flag> {
    const problem =
      newPasswordProblem(body.newPassword, body.confirmPassword, this.deps.password.policy) ??
      (sm3Hex(body.newPassword) === oldDigest ? messages.newPasswordSameAsOld : null);
    if (problem) {
      await this.audit(event, 'failure', ip, account, { ...detail, reason: 'newPasswordRules' });
      return refused(problem);
    }
    const salt = newSalt();
    const hash = await hashPasswordDigest(sm3Hex(body.newPassword), salt);
    const endedSessions = await this.deps.repository.changePassword(account.id, {
      hash,
      salt,
      at: this.deps.now().toISOString(),
    });
    await this.audit(event, 'success', ip, account, { ...detail, endedSessions });
    return { succeded: true, errorMessage: '', message: messages.passwordChanged };
  }

  private async audit(
    event: 'login' | 'lock' | 'passwordChange' | 'weakPasswordChange',
    result: 'success' | 'failure',
    ip: string,
    who: { id?: number; login_code: string } | undefined,
    detail?: Record<string, unknown>,
  ): Promise<void> {
    await this.deps.syslog.write({
      at: this.deps.now(),
      event,
      result,
      userId: who?.id ?? null,
      loginCode: who?.login_code ?? null,
      ip,
      ...(detail ? { detail } : {}),
    });
  }
}
