import type { ListAction } from '@gcs/contracts';

/** Whether a toolbar action can start: on chosen rows it needs some; on all rows, a non-empty list. */
export function actionEnabled(action: ListAction, chosen: number, total: number): boolean {
  switch (action.acts) {
    case 'chosen':
      return chosen > 0;
    case 'all':
      return total > 0;
    case 'chosenOrAll':
      return chosen > 0 || total > 0;
    default:
      return true;
  }
}

/** A toolbar action's label: with how many chosen rows, or (acting on all) how many rows, it would change. */
export function actionLabel(action: ListAction, chosen: number, total: number): string {
  if (action.acts === 'chosen' && chosen > 0) return `${action.title}（${chosen}）`;
  if (action.acts === 'chosenOrAll') {
    return chosen > 0 ? `${action.title}（所选 ${chosen} 个）` : `${action.title}（全部 ${total} 个）`;
  }
  return action.title;
}

/** A row action's title: its own, or the one its row's flag picks (停用 on an enabled row, 启用 on a disabled one). */
export function rowActionTitle(action: ListAction, row: Readonly<Record<string, unknown>>): string {
  const byRow = action.titleByRow;
  if (!byRow) return action.title;
  return row[byRow.field] === true ? byRow.whenTrue : byRow.whenFalse;
}
