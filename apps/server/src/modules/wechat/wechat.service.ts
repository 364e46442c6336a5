import { randomBytes } from 'node:crypto';
import { messages, wechatReturnPaths, type LoginResponse, type WechatPurpose } from '@gcs/contracts';
import { HttpError } from '../../platform/errors';
import { sha256Hex } from '../../platform/passwords';
import type { Clock, SessionUser } from '../../platform/session';
import { actorOf, type Syslog } from '../../platform/syslog';
import type { Accounts } from '../../platform/accounts';
import type { ClientContext } from '../../platform/clientContext';
import type { VouchedLogin } from '../auth/vouchedLogin';
import { exchangeCode, qrConnectUrl, type WechatApp } from './wechat.client';
import type { WechatRepository } from './wechat.repository';

/** How long a QR's state and an exchanged union id's ticket stay valid. */
export const wechatStateSeconds = 600;
export const wechatTicketSeconds = 300;

export interface WechatDeps {
  app: WechatApp | undefined;
  repository: WechatRepository;
  accounts: Accounts;
  /** The end of the login, with the locks, failure counting and syslog rows of every other way in. */
  login: VouchedLogin;
  syslog: Syslog;
  now: Clock;
}

const token = () => randomBytes(24).toString('base64url');

/**
 * WeChat login and binding (spec 01 sections 2, 7, 8). The QR's `state` is bound to the browser (its cookie must come
 * back with the code); the union id exchanged from a code is kept, for this browser only and a few minutes, in a
 * ticket that the login by union id uses up, so knowing someone's union id never logs anyone in.
 */
export class WechatService {
  constructor(private readonly deps: WechatDeps) {}

  private get app(): WechatApp {
    if (!this.deps.app) throw new HttpError(400, messages.wechatNotConfigured);
    return this.deps.app;
  }

  /** The QR page's address and the state cookie's value (purpose and state). */
  qrConnect(purpose: WechatPurpose, origin: string) {
    const app = this.app;
    const state = token();
    const redirectUri = `${origin}${wechatReturnPaths[purpose]}`;
    return { url: qrConnectUrl(app, redirectUri, state), appId: app.appId, state, cookie: `${purpose}.${state}` };
  }

  /** GetWeChatUserinfo: the union id of a login QR's code, with the ticket that lets this browser log in by it. */
  async userInfo(code: string, state: string, stateCookie: string | undefined) {
    this.checkState('login', state, stateCookie);
    const unionId = await exchangeCode(this.app, code);
    const ticket = token();
    const now = this.deps.now();
    await this.deps.repository.pruneTickets(now);
    await this.deps.repository.addTicket({
      tokenHash: sha256Hex(ticket),
      unionId,
      expiresAt: new Date(now.getTime() + wechatTicketSeconds * 1000),
    });
    return { unionId, ticket };
  }

  /** WeChatLogin: the user bound to the union id this browser's ticket holds. */
  async login(unionId: string, ticket: string | undefined, client: ClientContext): Promise<LoginResponse> {
    const now = this.deps.now();
    if (!ticket || !(await this.deps.repository.useTicket(sha256Hex(ticket), unionId, now))) {
      throw new HttpError(400, messages.wechatTicketMissing);
    }
    const via = { via: 'wechat' };
    const userId = await this.deps.repository.userIdOfUnionId(unionId);
    const account = userId === undefined ? undefined : await this.deps.accounts.accountById(userId);
    if (account) return this.deps.login.logIn(account.login_code, via, client, { noAccount: messages.loginFailed });
    return (
      (await this.deps.login.locked(undefined, via, client)) ??
      this.deps.login.refuse(undefined, via, 'unbound', messages.wechatUnbound, client)
    );
  }

  async account(user: SessionUser) {
    const unionId = await this.deps.repository.unionIdOfUser(user.id);
    return { bound: unionId !== null, unionId: unionId && maskUnionId(unionId) };
  }

  /** WeChatBinding: binds the WeChat of a bind QR's code to the user; a WeChat bound to someone else is refused. */
  async bind(user: SessionUser, code: string, state: string, stateCookie: string | undefined, ip: string) {
    ownSession(user);
    this.checkState('bind', state, stateCookie);
    const unionId = await exchangeCode(this.app, code);
    const holder = await this.deps.repository.userIdOfUnionId(unionId);
    if (holder !== undefined && holder !== user.id) throw new HttpError(409, messages.wechatBoundElsewhere);
    const before = await this.deps.repository.unionIdOfUser(user.id);
    await this.deps.repository.setUnionId(user.id, unionId);
    await this.audit(user, ip, { action: 'bind', before: before && maskUnionId(before), after: maskUnionId(unionId) });
  }

  async unbind(user: SessionUser, ip: string) {
    ownSession(user);
    const before = await this.deps.repository.unionIdOfUser(user.id);
    if (before === null) throw new HttpError(400, messages.wechatNotBound);
    await this.deps.repository.setUnionId(user.id, null);
    await this.audit(user, ip, { action: 'unbind', before: maskUnionId(before), after: null });
  }

  private checkState(purpose: WechatPurpose, state: string, stateCookie: string | undefined) {
    if (stateCookie !== `${purpose}.${state}`) throw new HttpError(400, messages.wechatStateMismatch);
  }

  private audit(user: SessionUser, ip: string, detail: Record<string, unknown>) {
    return this.deps.syslog.write({
      at: this.deps.now(),
      event: 'wechatBinding',
      result: 'success',
      ...actorOf(user),
      ip,
      detail,
    });
  }
}

/**
 * Binding is the user's own act: a super administrator who entered as the user would otherwise bind their own WeChat
 * and could later log in as the user without entering (and without the entry's audit trail).
 */
function ownSession(user: SessionUser) {
  if (user.realUserId !== null) throw new HttpError(403, messages.noWechatBindingWhenEntered);
}

/** A union id as the user and the log see it: its first and last four characters. */
export function maskUnionId(unionId: string): string {
  return unionId.length <= 8 ? '****' : `${unionId.slice(0, 4)}****${unionId.slice(-4)}`;
}
