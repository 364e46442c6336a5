import { timingSafeEqual } from 'node:crypto';
import { sm3Hex } from './passwords';

/** The China-time day of an instant as yyyyMMdd. */
function chinaDayDigits(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The date-derived verify code of `/SLogin` (spec 01 section 2): the SM3 digest (lowercase hex) of the deployment's
 * configured prefix followed by today's China-time date as yyyyMMdd. A sibling platform that shares the prefix links
 * users in with it in place of the captcha; the password is still checked, throttled and audited. Without a
 * configured prefix no code passes.
 */
export function dateVerifyCode(prefix: string, now: Date): string {
  return sm3Hex(`${prefix}${chinaDayDigits(now)}`);
}

export function isDateVerifyCode(prefix: string | undefined, code: string, now: Date): boolean {
  if (!prefix) return false;
  const expected = Buffer.from(dateVerifyCode(prefix, now));
  const given = Buffer.from(code.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
