import type { z } from 'zod';

/** The empty value of a row field: nothing where it may be missing, else zero, an empty text, false or no items. */
function emptyOf(field: z.ZodType): unknown {
  switch (field._zod.def.type) {
    case 'nullable':
      return null;
    case 'number':
      return 0;
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'array':
      return [];
    default:
      return undefined;
  }
}

/**
 * A row of a list's answer for a web test: the values given and every other field empty, checked against the row's
 * schema, so a test names only what it shows.
 */
export function rowOf<Row extends z.ZodObject>(row: Row, values: Partial<z.output<Row>>): z.output<Row> {
  const empty = Object.fromEntries(
    Object.entries(row.shape).map(([code, field]) => [code, emptyOf(field as z.ZodType)]),
  );
  return row.parse({ ...empty, ...values });
}
