import { licenceExpiresIn, messages } from '../messages';
import { daysBetween } from './dates';

/**
 * The licence notice a filling-station account sees after login (spec 01 sections 8 and 9): none while the licence
 * runs beyond the warning window (the configured months ahead, to the end of that month); otherwise how many days
 * remain, that it has expired, or that its date is not set. Dates are yyyy-MM-dd.
 */
export function licenceNotice(
  licenseUntil: string | null | undefined,
  warningMonths: number,
  today: string,
): string | null {
  if (!licenseUntil) return messages.licenceNotSet;
  const until = licenseUntil.slice(0, 10);
  if (until < today) return messages.licenceExpired;
  if (until > warningWindowEnd(today, warningMonths)) return null;
  return licenceExpiresIn(daysBetween(today, until));
}

/** The last day of the month `months` after today's month. */
export function warningWindowEnd(today: string, months: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0));
  return lastDay.toISOString().slice(0, 10);
}
