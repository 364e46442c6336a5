import { formatDate, formatDateTime, formatYearMonth } from '@gcs/contracts';

/** One labelled value of a Descriptions block. */
export interface DescribedField {
  key: string;
  label: string;
  value: string;
  /** Long values span the whole row. */
  wide?: boolean;
}

export type Formatter<T> = (value: T[keyof T], record: T) => string;

export interface FieldSpec<T> {
  key: keyof T & string;
  label: string;
  format?: Formatter<T>;
  wide?: boolean;
}

export function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}

/** Applies the field list to a record; `onlyPresent` leaves out fields with no value. */
export function describe<T extends object>(
  record: T,
  specs: readonly FieldSpec<T>[],
  onlyPresent = false,
): DescribedField[] {
  const fields: DescribedField[] = [];
  for (const spec of specs) {
    const raw = record[spec.key];
    const value = spec.format ? spec.format(raw, record) : plain(raw);
    if (onlyPresent && value.trim() === '') continue;
    fields.push({ key: spec.key, label: spec.label, value, wide: spec.wide });
  }
  return fields;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : null);
export const asYearMonth = (value: unknown) => formatYearMonth(asText(value));
export const asDate = (value: unknown) => formatDate(asText(value));
export const asDateTime = (value: unknown) => formatDateTime(asText(value));
export const withUnit = (unit: string) => (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : `${plain(value)} ${unit}`;
