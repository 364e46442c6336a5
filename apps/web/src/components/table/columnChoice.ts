import type { ColumnConfigEntry, TableColumn } from '@gcs/contracts';

/**
 * Column configuration, pure (spec 02 sections 3.9 and 7.2): the server's configuration of a page wins when it has
 * columns, otherwise the built-in defaults; then the user's own choice (shown/hidden and order), kept in the browser.
 */

/** Codes of sequence columns: they stay first whatever the configuration or the user's order says. */
export const sequenceCodes: readonly string[] = ['ordinalNum', 'rowNumber'];
const isSequence = (code: string) => sequenceCodes.includes(code);

/** The user's choice for one page: the order of the codes and the codes they hid. */
export interface ColumnChoice {
  order: string[];
  hidden: string[];
}

function sequenceFirst<T extends { code: string }>(columns: readonly T[]): T[] {
  return [...columns.filter((column) => isSequence(column.code)), ...columns.filter((c) => !isSequence(c.code))];
}

/**
 * The page's columns from a column-config answer: a non-empty list gives titles, order, visibility and sorting,
 * the defaults give width and alignment by code; an empty or missing list leaves the defaults. The tabs of a page share
 * its configuration, so a table keeps only the configured codes it has itself (another tab's columns are not its own).
 */
export function columnsFromConfig(
  list: readonly ColumnConfigEntry[] | null | undefined,
  defaults: readonly TableColumn[],
): TableColumn[] {
  const byCode = new Map(defaults.map((column) => [column.code, column]));
  const own = (list ?? []).filter((entry) => byCode.has(entry.columnCode));
  if (own.length === 0) return sequenceFirst(defaults);
  const configured = own
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((entry): TableColumn => {
      const fallback = byCode.get(entry.columnCode);
      const column: TableColumn = { title: entry.columnName, code: entry.columnCode, isDisplay: entry.isDisplay };
      if (fallback?.width !== undefined) column.width = fallback.width;
      if (fallback?.align !== undefined) column.align = fallback.align;
      const sortable = entry.sortable ?? fallback?.sortable;
      if (sortable) column.sortable = sortable;
      return column;
    });
  return sequenceFirst(configured);
}

/**
 * The columns after the user's choice: codes in the chosen order first (those the page no longer has are dropped),
 * then columns the choice does not know in their base position; a chosen code is shown unless it was hidden.
 */
export function applyChoice(base: readonly TableColumn[], choice: ColumnChoice | null): TableColumn[] {
  if (!choice) return sequenceFirst(base);
  const byCode = new Map(base.map((column) => [column.code, column]));
  const chosen = choice.order
    .map((code) => byCode.get(code))
    .filter((column): column is TableColumn => column !== undefined)
    .map((column) => ({ ...column, isDisplay: !choice.hidden.includes(column.code) }));
  const known = new Set(choice.order);
  const added = base.filter((column) => !known.has(column.code));
  return sequenceFirst([...chosen, ...added]);
}

/** The choice that reproduces the given columns. */
export function choiceOf(columns: readonly TableColumn[]): ColumnChoice {
  return {
    order: columns.map((column) => column.code),
    hidden: columns.filter((column) => !column.isDisplay).map((column) => column.code),
  };
}

/** Whether a column may move one place up (-1) or down (+1): sequence columns never move, nor does anything past them. */
export function canMove(columns: readonly TableColumn[], code: string, delta: -1 | 1): boolean {
  const index = columns.findIndex((column) => column.code === code);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= columns.length) return false;
  return !isSequence(code) && !isSequence(columns[target]?.code ?? '');
}

export function moveColumn(columns: readonly TableColumn[], code: string, delta: -1 | 1): TableColumn[] {
  if (!canMove(columns, code, delta)) return [...columns];
  const index = columns.findIndex((column) => column.code === code);
  const moved = [...columns];
  const [column] = moved.splice(index, 1);
  if (column) moved.splice(index + delta, 0, column);
  return moved;
}

export function setShown(columns: readonly TableColumn[], code: string, shown: boolean): TableColumn[] {
  return columns.map((column) => (column.code === code ? { ...column, isDisplay: shown } : column));
}

export const visibleColumns = (columns: readonly TableColumn[]) => columns.filter((column) => column.isDisplay);

/** Where a user's choice for a page is kept (per user, so two people sharing a browser keep their own). */
export const columnChoiceKey = (pageName: string, userKey: string | number) => `columnChoice:${userKey}:${pageName}`;

export function readChoice(key: string): ColumnChoice | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ColumnChoice>;
    const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
    return strings(parsed.order) && strings(parsed.hidden) ? (parsed as ColumnChoice) : null;
  } catch {
    return null;
  }
}

export function writeChoice(key: string, choice: ColumnChoice | null): void {
  try {
    if (choice) window.localStorage.setItem(key, JSON.stringify(choice));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the choice then lasts as long as the page.
  }
}
