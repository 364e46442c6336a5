import { passwordChangeReason, type LoginResponse } from '@gcs/contracts';
import type { SessionService } from '../../platform/session';
import type { AccountRow } from '../../platform/accounts';
import type { ClientContext } from '../../platform/clientContext';
import { loginAnswer } from './loginAnswer';

/**
 * Opens the session of a login (every way in but the super-user entry) and answers it. When the password must change
 * first (weak, set by an administrator, or too old), the session records why and the server lets it call little else
 * until it changes (docs/security.md); the answer tells the web, which opens the change dialog.
 */
export async function openLoginSession(
  sessions: SessionService,
  account: AccountRow,
  client: ClientContext,
  rule: { maxAgeDays: number; now: Date },
): Promise<LoginResponse> {
  const reason = passwordChangeReason(
    {
      isSystemManager: account.is_system_manager,
      updatePasswordTime: account.update_password_time,
      passwordWeak: account.password_weak,
    },
    rule.maxAgeDays,
    rule.now,
  );
  const token = await sessions.create(account.id, {
    ip: client.ip,
    userAgent: client.userAgent ?? null,
    passwordChangeReason: reason,
  });
  return loginAnswer(account, token, null, reason);
}
