import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BelongToType,
  formatDateTime,
  newPasswordProblem,
  userBelongLabels,
  userMessages,
  type LoginLockQuery,
  type LoginLockRow,
  type PasswordPolicy,
  type UserAddBody,
  type UserDeleteBody,
  type UserIdBody,
  type UserListQuery,
  type UserPasswordBody,
  type UserRow,
  type UserUpdateBody,
  type UserValidBody,
} from '@gcs/contracts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pgErrors';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError, notFound } from '../../platform/errors';
import type { ListSource } from '../../platform/listRoutes';
import { accountKey, type LoginThrottle } from '../../platform/loginThrottle';
import { hashPasswordDigest, newSalt, sm3Hex } from '../../platform/passwords';
import type { PersonalDataCipher } from '../../platform/personalData';
import type { SessionService, SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import { pagedByFilter } from '../../platform/pagedRows';
import type { UserFilter, UsersRepository, UserValues } from './users.repository';

type Db = Kysely<DatabaseSchema>;
type StoredUser = NonNullable<Awaited<ReturnType<UsersRepository['detail']>>>;
type StoredLock = Awaited<ReturnType<ReturnType<UsersRepository['lockRows']>['read']>>[number];

export interface UsersDeps {
  db: Db;
  repository: UsersRepository;
  sessions: SessionService;
  syslog: Syslog;
  throttle: LoginThrottle;
  cipher: PersonalDataCipher;
  passwordPolicy: PasswordPolicy;
  now: () => Date;
}

const ok = <T>(data: T) => ({ result: true, messeage: '', data });

const filterOf = (query: UserListQuery): UserFilter => ({
  loginCode: query.LoginCode,
  userName: query.UserName,
  roleId: query.RoleId,
  belongToType: query.BelongToType,
  isValid: query.IsValid === undefined ? undefined : query.IsValid === 1,
});

const lockKindNames = { account: '账号', ip: 'IP地址' } as const;

/** A random password that passes the strict rule: upper, lower, digit and symbol, 12 characters. */
export function randomStrongPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#$%&*!?'];
  const all = sets.join('');
  const chars = [
    ...sets.map((set) => set[randomInt(set.length)] ?? ''),
    ...Array.from({ length: 8 }, () => all[randomInt(all.length)] ?? ''),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

/**
 * Users of Setting/User. A system manager manages every user; anyone else holding the page manages the users of
 * their data scope (never a system manager, in SQL). Login codes are unique whatever their case; a user belongs to
 * a regulator, a filling station or an inspection institution of the caller's scope; a role may be granted only
 * when it holds no menu the caller lacks. Every change is one transaction with its `userChange` syslog row (before and
 * after, never a password); disabling, and a password set by an administrator, end the user's sessions.
 */
export class UsersService {
  constructor(private readonly deps: UsersDeps) {}

  private nowIso() {
    return this.deps.now().toISOString();
  }

  private toUser(row: StoredUser): Omit<UserRow, 'ordinalNum'> {
    const station = row.station_id;
    return {
      id: row.id,
      loginCode: row.login_code,
      userName: row.user_name,
      phone: this.deps.cipher.masked(row.phone_encrypted),
      roleId: row.role_id,
      roleName: row.role_name ?? '',
      belongToType: row.belong_to_type,
      belongToTypeName: userBelongLabels[row.belong_to_type] ?? '其他',
      regulatorId: row.regulator_id,
      fillStationId: station !== null && row.station_kind === 1 ? station : null,
      inspectStationId: station !== null && row.station_kind === 2 ? station : null,
      unitName: row.unit_name ?? '',
      isSystemManager: row.is_system_manager,
      isValid: row.is_valid,
      isLocked: Boolean(row.is_locked),
      updatePasswordTime: formatDateTime(row.update_password_time),
      createdAt: formatDateTime(row.created_at),
    };
  }

  listSource(): ListSource<UserListQuery, StoredUser, UserRow> {
    return {
      ...pagedByFilter(
        this.deps.repository.userRows(() => this.nowIso()),
        filterOf,
      ),
      toRow: (row, ordinalNum) => ({ ordinalNum, ...this.toUser(row) }),
    };
  }

  lockSource(): ListSource<LoginLockQuery, StoredLock, LoginLockRow> {
    const filter = (query: LoginLockQuery) => ({ kind: query.Kind, key: query.Key });
    return {
      ...pagedByFilter(
        this.deps.repository.lockRows(() => this.nowIso()),
        filter,
      ),
      toRow: (row, ordinalNum) => ({
        ordinalNum,
        lockKey: `${row.kind}:${row.key}`,
        kind: row.kind === 'ip' ? 'ip' : 'account',
        kindName: lockKindNames[row.kind === 'ip' ? 'ip' : 'account'],
        key: row.key,
        userName: row.user_name ?? '',
        lockedUntil: formatDateTime(row.locked_until),
      }),
    };
  }

  async add(user: SessionUser, body: UserAddBody, ip: string) {
    const problem = newPasswordProblem(body.password, body.confirmPassword, this.deps.passwordPolicy);
    if (problem) throw new HttpError(400, problem);
    const salt = newSalt();
    const hash = await hashPasswordDigest(sm3Hex(body.password), salt);
    return this.change(async (trx) => {
      if (await this.deps.repository.loginCodeTaken(trx, body.loginCode)) {
        throw new HttpError(400, userMessages.loginCodeTaken);
      }
      const values = await this.values(trx, user, body, null);
      const id = await this.deps.repository.insert(trx, { ...values, password_hash: hash, password_salt: salt });
      const after = await this.detail(trx, user, id);
      await this.log(trx, user, ip, { action: 'add', id, before: null, after });
      return ok(after);
    });
  }

  async update(user: SessionUser, body: UserUpdateBody, ip: string) {
    return this.change(async (trx) => {
      const [current] = await this.deps.repository.lock(trx, user, [body.id]);
      if (!current) throw notFound(userMessages.notFound);
      if (await this.deps.repository.loginCodeTaken(trx, body.loginCode, body.id)) {
        throw new HttpError(400, userMessages.loginCodeTaken);
      }
      if (body.id === user.id && !body.isSystemManager && current.is_system_manager) {
        throw new HttpError(400, '不能取消自己的系统管理员身份');
      }
      const before = await this.detail(trx, user, body.id);
      const values = await this.values(trx, user, body, current.phone_encrypted);
      await this.deps.repository.update(trx, body.id, values);
      const after = await this.detail(trx, user, body.id);
      await this.log(trx, user, ip, { action: 'update', id: body.id, before, after });
      return ok(after);
    });
  }

  /** Enables or disables the chosen users; disabling ends their sessions in the same transaction. */
  async batchValid(user: SessionUser, body: UserValidBody, ip: string) {
    const ids = [...new Set(body.ids)];
    if (!body.isValid && ids.includes(user.id)) throw new HttpError(400, userMessages.notSelf);
    return this.change(async (trx) => {
      const locked = await this.deps.repository.lock(trx, user, ids);
      if (locked.length !== ids.length) throw notFound(userMessages.notFound);
      await this.deps.repository.setValid(trx, ids, body.isValid);
      let endedSessions = 0;
      if (!body.isValid) {
        for (const id of ids) endedSessions += await this.deps.sessions.endAllForUser(id, 'userDisabled', trx);
      }
      await this.log(trx, user, ip, {
        action: body.isValid ? 'enable' : 'disable',
        ids,
        before: locked.map((row) => ({ id: row.id, loginCode: row.login_code, isValid: row.is_valid })),
        after: locked.map((row) => ({ id: row.id, loginCode: row.login_code, isValid: body.isValid })),
        endedSessions,
      });
      return ok({ count: ids.length });
    });
  }

  /**
   * Deletes users who never logged in and left no syslog row (a mistaken entry); a user with history is refused with
   * 409 and the advice to disable them, so the audit trail keeps naming a real account.
   */
  async remove(user: SessionUser, body: UserDeleteBody, ip: string) {
    const ids = [...new Set(body.ids)];
    if (ids.includes(user.id)) throw new HttpError(400, userMessages.notSelf);
    return this.change(async (trx) => {
      const locked = await this.deps.repository.lock(trx, user, ids);
      if (locked.length !== ids.length) throw notFound(userMessages.notFound);
      const [used] = await this.deps.repository.withHistory(trx, ids);
      if (used) throw new HttpError(409, userMessages.hasHistory(used.user_name));
      const before = await Promise.all(ids.map((id) => this.detail(trx, user, id)));
      try {
        await this.deps.repository.delete(trx, ids);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(409, userMessages.hasHistory(before[0]?.userName ?? ''));
        throw error;
      }
      await this.log(trx, user, ip, { action: 'delete', ids, before, after: null });
      return ok({ count: ids.length });
    });
  }

  /** ResetUserPassword: a random strong password, answered once; the user must change it at the next login. */
  async resetPassword(user: SessionUser, body: UserIdBody, ip: string) {
    const password = randomStrongPassword();
    await this.storePassword(user, body.id, password, ip, 'resetPassword');
    return { result: true, messeage: userMessages.passwordReset(password), data: { password } };
  }

  /** UpdateUserPassword: the administrator's password for the user, under the strength rule of UpdatePassword. */
  async setPassword(user: SessionUser, body: UserPasswordBody, ip: string) {
    const problem = newPasswordProblem(body.newPassword, body.confirmPassword, this.deps.passwordPolicy);
    if (problem) throw new HttpError(400, problem);
    await this.storePassword(user, body.id, body.newPassword, ip, 'setPassword');
    return { result: true, messeage: userMessages.passwordSet, data: { count: 1 } };
  }

  async regulators(user: SessionUser, id: number) {
    if (!(await this.deps.repository.detail(this.deps.db, user, id, this.nowIso()))) {
      throw notFound(userMessages.notFound);
    }
    const rows = await this.deps.repository.regulatorsOf(id);
    return ok({
      list: rows.map((row) => ({
        id: row.id,
        regulatorName: row.name,
        divisionName: row.division_name,
        level: row.level,
      })),
    });
  }

  async roleOptions(user: SessionUser) {
    const roles = await this.deps.repository.grantableRoles(user);
    return {
      result: true,
      messeage: '',
      totalCount: roles.length,
      list: roles.map((role) => ({ value: role.id, label: role.name })),
    };
  }

  /**
   * UnlockUserOrIP for the holders of the User page: a system manager lifts any lock; anyone else only the lock of an
   * account in their scope (an address is shared by every account, so its lock is the system manager's).
   */
  async unlock(user: SessionUser, body: { LoginCode?: string | undefined; Ip?: string | undefined }, ip: string) {
    if (!user.isSystemManager) {
      if (body.Ip) throw new HttpError(403, '只有系统管理员可以解除IP地址的锁定');
      if (body.LoginCode && !(await this.deps.repository.accountInScope(user, accountKey(body.LoginCode)))) {
        throw notFound(userMessages.notFound);
      }
    }
    const lifted: Record<string, boolean> = {};
    if (body.LoginCode) lifted.account = await this.deps.throttle.unlock('account', body.LoginCode);
    if (body.Ip) lifted.ip = await this.deps.throttle.unlock('ip', body.Ip);
    await this.deps.syslog.write({
      at: this.deps.now(),
      event: 'unlock',
      result: 'success',
      ...actorOf(user),
      ip,
      detail: { targetLoginCode: body.LoginCode ?? null, targetIp: body.Ip ?? null, lifted },
    });
  }

  // Rules.

  /** The stored values of a form: its unit checked against the type and the caller's scope, its role grantable. */
  private async values(
    trx: Db,
    user: SessionUser,
    body: UserAddBody | UserUpdateBody,
    storedPhone: string | null,
  ): Promise<UserValues> {
    const { repository } = this.deps;
    if (body.isSystemManager && !user.isSystemManager) throw new HttpError(403, userMessages.managerOnly);
    if (!(await repository.grantableRole(trx, user, body.roleId))) {
      throw new HttpError(
        400,
        (await repository.roleExists(trx, body.roleId)) ? userMessages.roleNotGrantable : userMessages.roleUnknown,
      );
    }
    let regulatorId: number | null = null;
    let stationId: number | null = null;
    let level: number | null = null;
    if (body.belongToType === BelongToType.Regulator) {
      if (body.regulatorId === null) throw new HttpError(400, userMessages.unitRequired('所属监管单位'));
      const regulator = await repository.regulatorInScope(trx, user, body.regulatorId);
      if (!regulator) throw notFound(userMessages.unitOutside('所属监管单位'));
      regulatorId = regulator.id;
      level = regulator.level;
    } else {
      const kind = body.belongToType === BelongToType.FillingStation ? 1 : 2;
      const what = kind === 1 ? '所属充装单位' : '所属检验机构';
      const chosen = kind === 1 ? body.fillStationId : body.inspectStationId;
      if (chosen === null) throw new HttpError(400, userMessages.unitRequired(what));
      if (!(await repository.stationInScope(trx, user, chosen, kind))) throw notFound(userMessages.unitOutside(what));
      stationId = chosen;
    }
    const phone =
      body.phone === null ? null : body.phone.includes('*') ? storedPhone : this.deps.cipher.encrypt(body.phone);
    return {
      login_code: body.loginCode,
      user_name: body.userName,
      phone_encrypted: phone,
      role_id: body.roleId,
      belong_to_type: body.belongToType,
      regulator_id: regulatorId,
      station_id: stationId,
      level,
      is_system_manager: body.isSystemManager,
    };
  }

  private async storePassword(user: SessionUser, id: number, password: string, ip: string, action: string) {
    const salt = newSalt();
    const hash = await hashPasswordDigest(sm3Hex(password), salt);
    await this.change(async (trx) => {
      const [target] = await this.deps.repository.lock(trx, user, [id]);
      if (!target) throw notFound(userMessages.notFound);
      await this.deps.repository.setPassword(trx, id, hash, salt);
      const endedSessions = await this.deps.sessions.endAllForUser(id, 'passwordReset', trx);
      await this.log(trx, user, ip, {
        action,
        id,
        before: { loginCode: target.login_code },
        after: { loginCode: target.login_code, mustChangePassword: true },
        endedSessions,
      });
    });
  }

  private async detail(db: Db, user: SessionUser, id: number) {
    // Read in the caller's scope: `values` only places a user inside it.
    const row = await this.deps.repository.detail(db, user, id, this.nowIso());
    if (!row) throw notFound(userMessages.notFound);
    return this.toUser(row);
  }

  /** One transaction; a unique-key race on the login code answers as the check does. */
  private async change<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(400, userMessages.loginCodeTaken);
      throw error;
    }
  }

  private log(trx: Db, user: SessionUser, ip: string, change: Record<string, unknown>) {
    return this.deps.syslog.write(
      {
        at: this.deps.now(),
        event: 'userChange',
        result: 'success',
        ...actorOf(user),
        ip,
        detail: { kind: 'user', ...change },
      },
      trx,
    );
  }
}
