import { formatDateTime } from '@gcs/contracts';

/**
 * What the public archive shows of times and plates (docs/security.md, "The public data rule"): times only to the day
 * in China time, plate numbers with their middle hidden.
 */

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The day (yyyy-MM-dd, China time) of a stored instant or date; null stays null. */
export function dayInChina(value: string | null): string | null {
  if (!value) return null;
  if (dayPattern.test(value)) return value;
  const shown = formatDateTime(value);
  return dayPattern.test(shown.slice(0, 10)) ? shown.slice(0, 10) : null;
}

/** 浙A12345 -> 浙A***45: the province and the issuing letter, and the last two characters. */
export function maskPlateNumber(plate: string | null): string | null {
  if (!plate) return null;
  const characters = [...plate.trim()];
  if (characters.length <= 4) return '*'.repeat(characters.length);
  return `${characters.slice(0, 2).join('')}${'*'.repeat(characters.length - 4)}${characters.slice(-2).join('')}`;
}
