import { z } from 'zod';
import type { TableColumn } from '../api/shared';

/** A field of a list's row: its value's schema and, where the field shows as a column, the column's look. */
export interface RowTableField extends Partial<Omit<TableColumn, 'code' | 'isDisplay'>> {
  value: z.ZodType;
}

type ShownCode<Fields> = {
  [Code in keyof Fields]: Fields[Code] extends { title: string } ? Code : never;
}[keyof Fields] &
  string;

/**
 * A list's row schema and its table's columns declared once (docs/lists.md): each field's code is written once, with
 * its value's schema and, for a field that shows, its title and look. The columns keep the fields' order, all shown.
 */
export function rowTable<const Fields extends Record<string, RowTableField>>(fields: Fields) {
  const entries = Object.entries(fields);
  const row = z.object(
    Object.fromEntries(entries.map(([code, field]) => [code, field.value])) as {
      [Code in keyof Fields]: Fields[Code]['value'];
    },
  );
  const columns = entries.flatMap(([code, { value: _value, title, ...look }]) =>
    title === undefined ? [] : [{ title, code, isDisplay: true, ...look }],
  ) as TableColumn<ShownCode<Fields>>[];
  return { row, columns };
}
