import {
  belongToTypeLabels,
  messages,
  type BelongToType,
  type EnterableUser,
  type LoginResponse,
} from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import type { Clock, SessionService, SessionUser } from '../../platform/session';
import type { Syslog } from '../../platform/syslog';
import type { AuthRepository } from './auth.repository';
import type { ClientContext } from '../../platform/clientContext';
import type { EnterAsUserRepository } from './enterAsUser.repository';
import { loginAnswer, loginRefused } from './loginAnswer';

export interface EnterAsUserDeps {
  accounts: AuthRepository;
  enterable: EnterAsUserRepository;
  sessions: SessionService;
  syslog: Syslog;
  now: Clock;
}

/**
 * The super-user entry (spec 01 sections 2, 4, 8): a system manager finds a user and enters the platform as them. The
 * new session is the user's and records the system manager behind it (every syslog row written during it names both);
 * the system manager's own session ends, so one browser holds one identity; logging out of the entered session ends
 * it. Only a system manager may enter, and never as another system manager.
 */
export class EnterAsUserService {
  constructor(private readonly deps: EnterAsUserDeps) {}

  /** SuperAdminSelectUser: both parts empty is answered with result false and what to type. */
  async search(query: { LoginCode?: string | undefined; UserName?: string | undefined }) {
    if (!query.LoginCode && !query.UserName) {
      return { result: false, messeage: messages.enterAccountOrName, list: [] as EnterableUser[] };
    }
    const rows = await this.deps.enterable.search({ loginCode: query.LoginCode, userName: query.UserName });
    const list = rows.map((row): EnterableUser => ({
      id: row.id,
      userName: row.user_name,
      loginCode: row.login_code,
      belongToType: row.belong_to_type,
      typeName: belongToTypeLabels[row.belong_to_type as BelongToType] ?? '',
      unitName: row.unit_name,
      roleName: row.role_name,
    }));
    return { result: true, messeage: '', list };
  }

  async enter(admin: SessionUser, loginCode: string, client: ClientContext): Promise<LoginResponse> {
    if (!admin.isSystemManager) throw new HttpError(403, messages.forbidden);
    const account = await this.deps.accounts.accountByLoginCode(loginCode);
    const refusal =
      !account || !account.is_valid || !account.unit_is_valid
        ? messages.enterableUserMissing
        : account.is_system_manager
          ? messages.cannotEnterAsManager
          : null;
    if (!account || refusal) {
      await this.audit(admin, client.ip, 'failure', account?.id ?? null, { target: loginCode.slice(0, 64), refusal });
      return loginRefused(refusal ?? messages.enterableUserMissing);
    }
    const token = await this.deps.sessions.create(account.id, {
      ip: client.ip,
      userAgent: client.userAgent ?? null,
      realUserId: admin.id,
    });
    await this.deps.sessions.end(admin.sessionTokenHash, 'enteredAsUser');
    await this.audit(admin, client.ip, 'success', account.id, { target: account.login_code }, account.login_code);
    // A super administrator entered as the user does not change the user's password for them.
    return loginAnswer(account, token, admin.loginCode, null);
  }

  private audit(
    admin: SessionUser,
    ip: string,
    result: 'success' | 'failure',
    userId: number | null,
    detail: Record<string, unknown>,
    loginCode: string = admin.loginCode,
  ) {
    return this.deps.syslog.write({
      at: this.deps.now(),
      event: 'enterAsUser',
      result,
      userId: userId ?? admin.id,
      realUserId: admin.id,
      loginCode,
      ip,
      detail: { ...detail, by: admin.loginCode },
    });
  }
}
