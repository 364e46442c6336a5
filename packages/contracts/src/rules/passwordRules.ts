import { messages } from '../messages';

/** Deployments that demand upper- and lower-case letters (spec 01 section 5's "one named deployment"). */
export type PasswordPolicy = 'default' | 'strict';

const defaultPattern = /^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z\d\s]).{8,}$/;
const strictPattern = /^(?=.*\d)(?=.*[A-Z])(?=.*[a-z])(?=.*[^A-Za-z\d\s]).{8,}$/;
/** Chinese characters, Chinese punctuation and any white space. */
const forbiddenCharacters = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef\s]/;

export const passwordPatternMessage = (policy: PasswordPolicy) =>
  policy === 'strict' ? messages.passwordPatternStrict : messages.passwordPatternDefault;

/** Whether a password is strong enough to log in with; a weak one opens the weak-password dialog. */
export function isStrongPassword(password: string, policy: PasswordPolicy): boolean {
  if (forbiddenCharacters.test(password)) return false;
  return (policy === 'strict' ? strictPattern : defaultPattern).test(password);
}

/** The first problem of a new password and its confirmation, or null when both are acceptable. */
export function newPasswordProblem(
  newPassword: string,
  confirmPassword: string,
  policy: PasswordPolicy,
): string | null {
  if (newPassword === '') return messages.newPasswordRequired;
  if (forbiddenCharacters.test(newPassword)) return messages.noChineseInPassword;
  if (!isStrongPassword(newPassword, policy)) return passwordPatternMessage(policy);
  if (confirmPassword === '') return messages.confirmPasswordRequired;
  if (confirmPassword !== newPassword) return messages.passwordsDiffer;
  return null;
}

/** Days after which a password must be changed: 180, or 90 for strict deployments. */
export const passwordMaxAgeDays = (policy: PasswordPolicy) => (policy === 'strict' ? 90 : 180);

/** A non-manager whose password was last changed longer ago than the threshold, or never, must change it now. */
export function passwordChangeDue(
  user: { isSystemManager: boolean; updatePasswordTime: string | null },
  maxAgeDays: number,
  now: Date,
): boolean {
  if (user.isSystemManager) return false;
  if (!user.updatePasswordTime) return true;
  const changed = new Date(user.updatePasswordTime).getTime();
  return Number.isNaN(changed) || now.getTime() - changed > maxAgeDays * 86_400_000;
}

/** Why a session's password must change before anything else: weak, set by an administrator, or too old. */
export const passwordChangeReasons = ['weak', 'adminSet', 'expired'] as const;
export type PasswordChangeReason = (typeof passwordChangeReasons)[number];

/**
 * Why the user must change the password now, or null: a weak one (anyone), else the age rule of passwordChangeDue
 * (never changed since an administrator set it, or too old).
 */
export function passwordChangeReason(
  user: { isSystemManager: boolean; updatePasswordTime: string | null; passwordWeak: boolean },
  maxAgeDays: number,
  now: Date,
): PasswordChangeReason | null {
  if (user.passwordWeak) return 'weak';
  if (!passwordChangeDue(user, maxAgeDays, now)) return null;
  return user.updatePasswordTime ? 'expired' : 'adminSet';
}
