import type { FilterField, ListPageDefinition, ListTable } from './listDefinition';

/**
 * Opening a list page from a link (the dashboard's drill-down URLs): the filter values, tab and columns a URL query
 * names. The filter values are parsed by the table's own call query schema, so the form and the request cannot
 * disagree on what a parameter means; a parameter the schema refuses is dropped, never sent.
 */

/** The part of URLSearchParams read here. */
export interface UrlQuery {
  getAll(name: string): string[];
}

/** Every value of a parameter, comma lists split, blanks dropped. */
export function urlValues(url: UrlQuery, name: string): string[] {
  return url
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** The raw URL values of the query fields the filter widgets fill: each field's own parameter, a range's pair. */
function rawFilterValues(filters: readonly FilterField[], url: UrlQuery): Record<string, string> {
  const raw: Record<string, string> = {};
  const first = (name: string) => url.getAll(name).find((value) => value.trim() !== '');
  for (const field of filters) {
    if (field.kind === 'cylinder') continue;
    if ('from' in field) {
      const [from, to] = field.urlParam ? urlValues(url, field.urlParam) : [];
      const fromValue = first(field.from) ?? from;
      const toValue = first(field.to) ?? to;
      if (fromValue !== undefined) raw[field.from] = fromValue;
      if (toValue !== undefined) raw[field.to] = toValue;
    } else {
      const value = first(field.field);
      if (value !== undefined) raw[field.field] = value;
    }
  }
  return raw;
}

/** A schema with safeParse (a call's query). */
interface QuerySchema {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/**
 * The query values a URL sets for the filter widgets, parsed by the call's query schema: the fields it refuses
 * dropped (a wrong category, a malformed day), the others as the call reads them (numbers for codes).
 */
export function filterValuesOfUrl(
  filters: readonly FilterField[],
  schema: QuerySchema | undefined,
  url: UrlQuery,
): Record<string, unknown> {
  const raw: Record<string, unknown> = rawFilterValues(filters, url);
  if (!schema) return raw;
  // Each failed parse drops at least one field, so this ends within one attempt per field.
  const attempts = Object.keys(raw).length + 1;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) {
      const data = parsed.data as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(raw).flatMap((field) => (data[field] === undefined ? [] : [[field, data[field]]])),
      );
    }
    const refused = parsed.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((field) => field in raw);
    if (refused.length === 0) return {};
    for (const field of refused) delete raw[field];
  }
  return {};
}

/** The tab a URL opens: the one its tab parameter names, else the first holding a column key it names. */
export function tabOfUrl(page: ListPageDefinition, url: UrlQuery): string | undefined {
  const named = page.opening?.tabParam ? urlValues(url, page.opening.tabParam)[0] : undefined;
  const byName = page.tables.find((table) => table.key.toLowerCase() === named?.toLowerCase());
  if (byName) return byName.key;
  const keys = columnKeysOfUrl(page, url);
  return page.tables.find((table) => keys.some((key) => table.columnKeys?.[key]))?.key;
}

/** The column keys a URL names (its column parameter, a comma list or repeated). */
export function columnKeysOfUrl(page: ListPageDefinition, url: UrlQuery): string[] {
  return page.opening?.columnParam ? urlValues(url, page.opening.columnParam) : [];
}

/**
 * The codes of the columns a table hides for the column keys a link names: the keyed columns no named key stands
 * for; none when no named key is one of the table's.
 */
export function columnsHiddenByKeys(table: Pick<ListTable, 'columnKeys'>, keys: readonly string[]): Set<string> {
  const keyed = table.columnKeys ?? {};
  const named = keys.filter((key) => Object.hasOwn(keyed, key));
  if (named.length === 0) return new Set();
  const shown = new Set(named.flatMap((key) => keyed[key] ?? []));
  return new Set(
    Object.values(keyed)
      .flat()
      .filter((code) => !shown.has(code)),
  );
}
