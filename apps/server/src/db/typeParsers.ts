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

const toIsoInstant = (value: string) => new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

export const typeParsers: Record<number, (value: string) => unknown> = {
  [pgTypeOid.int8]: (value) => Number(value),
  [pgTypeOid.numeric]: (value) => Number(value),
  [pgTypeOid.date]: (value) => value,
  [pgTypeOid.timestamptz]: (value) => toIsoInstant(value),
  [pgTypeOid.timestamp]: (value) => toIsoInstant(`${value}Z`),
};
