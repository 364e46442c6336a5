import { messages, type FreeLoginBody, type LoginResponse } from '@gcs/contracts';
import type { Clock } from '../../platform/session';
import { siblingSignValidityMs, verifyArrival } from '../../platform/siblingSign';
import type { ClientContext } from '../../platform/clientContext';
import type { FreeLoginRepository } from './freeLogin.repository';
import type { VouchedLogin } from '../auth/vouchedLogin';

/** Kept a minute beyond the validity, to cover the clock skew verifyArrival allows. */
const usedSignKeepMs = siblingSignValidityMs + 60_000;

/**
 * FreeLogin: a sibling platform hands one of its users to this platform by a signed link (the reverse of GetSign).
 * The sibling is the one `targetId` names; the signature must be its, fresh, and unused; the user is the local
 * account of `loginCode`.
 */
export class FreeLoginService {
  constructor(private readonly deps: { repository: FreeLoginRepository; login: VouchedLogin; now: Clock }) {}

  async login(body: FreeLoginBody, client: ClientContext): Promise<LoginResponse> {
    const via = { via: 'sibling', sibling: body.targetId, originalUserId: body.originalUserId };
    const locked = await this.deps.login.locked(body.loginCode, via, client);
    if (locked) return locked;
    const secret = await this.deps.repository.siblingSecret(body.targetId);
    if (!secret) return this.deps.login.refuse(body.loginCode, via, 'unknownSibling', messages.siblingUnknown, client);
    const now = this.deps.now();
    if (!verifyArrival(secret, body, now)) {
      return this.deps.login.refuse(body.loginCode, via, 'badSign', messages.siblingSignInvalid, client);
    }
    const expiresAt = new Date(Number(body.time) + usedSignKeepMs);
    if (!(await this.deps.repository.useSign(body.sign, expiresAt, now))) {
      return this.deps.login.refuse(body.loginCode, via, 'replayed', messages.siblingSignUsed, client);
    }
    return this.deps.login.logIn(body.loginCode, via, client);
  }
}
