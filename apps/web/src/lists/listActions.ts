import type { ActionImplementation } from './actionTypes';
import { bindingAction } from './binding/bindingAction';
import { recordActions } from './record/recordActions';

/**
 * The pages' own list actions by key. The engine imports no page (docs/architecture.md §6): the pages hand theirs
 * over when the list page loads (pages/menuPages.ts), as the web tests' set-up does.
 */
let pageActions: Readonly<Record<string, ActionImplementation>> = {};

export function providePageListActions(actions: Readonly<Record<string, ActionImplementation>>): void {
  pageActions = actions;
}

/** The implementation of an action key: a page's own, the record editor's, or a binding screen (`binding.*`). */
export function listActionOf(key: string): ActionImplementation | undefined {
  return pageActions[key] ?? recordActions[key] ?? (key.startsWith('binding.') ? bindingAction : undefined);
}
