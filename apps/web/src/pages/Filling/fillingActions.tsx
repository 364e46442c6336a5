import type { ActionImplementation } from '../../lists/actionTypes';
import { AddCheckRecordDialog } from './AddCheckRecordDialog';
import { FillingCheckDialog } from './FillingCheckDialog';
import { FillingHistoryDialog } from './FillingHistoryDialog';

/** The filling pages' actions (their titles, places and who is offered them are in the page's definition). */
export const fillingActions: Record<string, ActionImplementation> = {
  'filling.check': {
    dialog: ({ onClose, onDone }) => <FillingCheckDialog onClose={onClose} onDone={onDone} />,
  },
  'filling.addCheck': { dialog: AddCheckRecordDialog },
  'filling.history': { dialog: FillingHistoryDialog },
};
