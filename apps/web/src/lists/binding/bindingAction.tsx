import type { ActionImplementation } from '../actionTypes';
import { BindingDialog } from './BindingDialog';

/** Every `binding.*` row action: the screen of the stations the row's owner has bound (its table's `bindings`). */
export const bindingAction: ActionImplementation = { dialog: (context) => <BindingDialog {...context} /> };
