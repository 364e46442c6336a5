import type { ComponentType } from 'react';
import type { ListAction, ListTable } from '@gcs/contracts';
import type { Api } from '../api/api';
import type { PageArea } from '../components/area';

/** A row of a defined list as its actions read it (the contract's row; fields by name). */
export type ListRow = Record<string, unknown>;

/** What an action knows when it runs: the page's area, the list's query and total, the chosen rows or the row. */
export interface ActionContext {
  area: PageArea;
  /** The table the action belongs to (its editor and bindings), and the action itself. */
  table: ListTable;
  action: ListAction;
  /** The list's current query (filter and view), without paging. */
  query: Record<string, unknown>;
  total: number;
  /** The keys of the chosen rows (for actions on the chosen rows). */
  chosen: number[];
  /** The chosen rows' keys as the rows hold them (a text key such as a menu code stays text); `chosen` when absent. */
  chosenKeys?: readonly (number | string)[];
  /** The row of a row action. */
  row: ListRow | undefined;
  /** The action changed data: the lists that show it are refreshed and the choice is cleared. */
  onDone: () => void;
  onClose: () => void;
}

/** What the antd app context gives an imperative action. */
export interface ActionFeedback {
  modal: { confirm: (config: Record<string, unknown>) => unknown };
  message: {
    success: (text: string) => unknown;
    error: (text: string) => unknown;
    loading: (text: string, seconds?: number) => () => void;
  };
}

/**
 * The web's side of a definition's action, by its key: a dialog mounted while the action is open, or something run
 * at once (a confirmation).
 */
export type ActionImplementation =
  | { dialog: ComponentType<ActionContext> }
  | { run: (context: ActionContext, api: Api, feedback: ActionFeedback) => void };
