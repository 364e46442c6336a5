import {
  daysBetween,
  todayInChina,
  type FilterField,
  type FormFilterField,
  type ListPageDefinition,
} from '@gcs/contracts';
import { compact } from '../components/feedback';

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

/** Days of the wider period an empty list offers (查看最近7天). */
export const widerPeriodDays = 7;

/**
 * The page's day range that starts shorter than `widerPeriodDays` (a list that opens on today), when the query holds a
 * range shorter than that: an empty list then offers the last `widerPeriodDays` days.
 */
export function narrowDayRange(filters: readonly FilterField[], query: Record<string, unknown>) {
  for (const field of filters) {
    if (field.kind !== 'dayRange' || field.initialDays === undefined || field.initialDays >= widerPeriodDays) continue;
    const [from, to] = [query[field.from], query[field.to]];
    if (typeof from !== 'string' || typeof to !== 'string') return undefined;
    return daysBetween(from, to) + 1 < widerPeriodDays ? field : undefined;
  }
  return undefined;
}

/** The form value of a day range holding the last `days` days up to today (China's day). */
export function lastDays(days: number, now: Date = new Date()): [string, string] {
  const today = todayInChina(now);
  return [daysBefore(today, days - 1), today];
}

/** The values a filter form starts with: each day range with `initialDays`, the last that many days up to today. */
export function initialFilterValues(filters: readonly FilterField[], now: Date = new Date()): Record<string, unknown> {
  return Object.fromEntries(
    filters.flatMap((field) =>
      field.kind === 'dayRange' && field.initialDays !== undefined
        ? [[formFieldOf(field), lastDays(field.initialDays, now)]]
        : [],
    ),
  );
}

/**
 * A drill-down's narrowing as the filter form's values: as given, but a region's code as its path (the region
 * widget holds the path of codes down to the division; its one code shows under its parents).
 */
export function formValuesOfNarrowing(
  filters: readonly FilterField[],
  narrowing: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const regions = new Set(filters.flatMap((field) => (field.kind === 'region' ? [field.field] : [])));
  return Object.fromEntries(
    Object.entries(narrowing).map(([field, value]) => [
      field,
      regions.has(field) && typeof value === 'string' ? [value] : value,
    ]),
  );
}

/**
 * The filter form's values that give a query (a saved view's filters): every widget's field, empty unless the query
 * holds it; a range from its pair of fields, a region as the path of its one code.
 */
export function filterValuesOfQuery(
  filters: readonly FilterField[],
  query: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of filters) {
    if (field.kind === 'cylinder') continue;
    if ('from' in field) {
      const range = [query[field.from], query[field.to]];
      values[formFieldOf(field)] = range.some((value) => value !== undefined) ? range : undefined;
    } else if (field.kind === 'region') {
      values[field.field] = typeof query[field.field] === 'string' ? [query[field.field]] : undefined;
    } else {
      values[field.field] = query[field.field];
    }
  }
  return values;
}
