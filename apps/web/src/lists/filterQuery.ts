import { todayInChina, type FilterField, type FormFilterField, type ListPageDefinition } from '@gcs/contracts';
import { compact } from '../pages/shared/feedback';

/** The form field of a widget: its query field, or for a range the pair of fields it fills. */
export function formFieldOf(field: FormFilterField): string {
  return 'from' in field ? `${field.from}~${field.to}` : field.field;
}

/** The page's query from its filter form: the fixed values, then each widget's trimmed, non-empty values. */
export function queryOfFilter(
  page: Pick<ListPageDefinition, 'filters' | 'fixed'>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const field of page.filters) {
    if (field.kind === 'cylinder') continue;
    const value = values[formFieldOf(field)];
    if ('from' in field) {
      const [from, to] = (value as readonly unknown[] | undefined) ?? [];
      query[field.from] = from;
      query[field.to] = to;
    } else if (field.kind === 'region') {
      // The region dropdown holds the path of codes down to the chosen division: the last one is the region.
      query[field.field] = (value as readonly string[] | undefined)?.at(-1);
    } else {
      query[field.field] = value;
    }
  }
  return { ...page.fixed, ...compact(query) };
}

/** The day `days` days before a yyyy-MM-dd day. */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The values a filter form starts with: each day range with `initialDays`, the last that many days up to today. */
export function initialFilterValues(filters: readonly FilterField[], now: Date = new Date()): Record<string, unknown> {
  const today = todayInChina(now);
  return Object.fromEntries(
    filters.flatMap((field) =>
      field.kind === 'dayRange' && field.initialDays !== undefined
        ? [[formFieldOf(field), [daysBefore(today, field.initialDays - 1), today]]]
        : [],
    ),
  );
}

/**
 * The form values of query values (those a link's URL sets): a range's pair, a region as the path of its one code
 * (the region dropdown shows it under its parents), the others as they are.
 */
export function formValuesOf(filters: readonly FilterField[], query: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of filters) {
    if (field.kind === 'cylinder') continue;
    if ('from' in field) {
      const [from, to] = [query[field.from], query[field.to]];
      if (from !== undefined || to !== undefined) values[formFieldOf(field)] = [from, to];
    } else if (query[field.field] !== undefined) {
      values[field.field] = field.kind === 'region' ? [String(query[field.field])] : query[field.field];
    }
  }
  return values;
}
