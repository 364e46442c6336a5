/**
 * How column values arrive in JavaScript, the same on PGlite and on pg: integers and numerics as numbers (ids and
 * measured values stay far below 2^53), dates as yyyy-MM-dd strings, instants as ISO strings in UTC.
 */
export const pgTypeOid = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
} as const;

/** An instant PostgreSQL writes with any offset, through Date: the reading `toIsoInstant` keeps, faster. */
export const isoThroughDate = (value: string) =>
  new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

/**
 * An instant as PostgreSQL writes it in UTC, the time zone every connection sets ('2026-03-04 05:06:07.123456+00'),
 * as an ISO string ('2026-03-04T05:06:07.123Z', milliseconds cut as Date cuts them), by rearranging the text: list
 * pages read a few instants per row, and each trip through Date cost about two microseconds. Anything else goes
 * through Date.
 */
export function toIsoInstant(value: string): string {
  const end = value.length - 3;
  if (end >= 19 && value.charCodeAt(4) === 45 && value.charCodeAt(10) === 32 && value.endsWith('+00')) {
    const dayAndTime = `${value.slice(0, 10)}T${value.slice(11, 19)}`;
    if (end === 19) return `${dayAndTime}.000Z`;
    if (value.charCodeAt(19) === 46 && end > 20 && end <= 26)
      return `${dayAndTime}.${`${value.slice(20, end)}00`.slice(0, 3)}Z`;
  }
  return isoThroughDate(value);
}

export const typeParsers: Record<number, (value: string) => unknown> = {
  [pgTypeOid.int8]: (value) => Number(value),
  [pgTypeOid.numeric]: (value) => Number(value),
  [pgTypeOid.date]: (value) => value,
  [pgTypeOid.timestamptz]: (value) => toIsoInstant(value),
  [pgTypeOid.timestamp]: (value) => toIsoInstant(`${value}+00`),
};
