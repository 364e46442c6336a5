import type { ActionImplementation } from '../../lists/actionTypes';
import { AddToBlacklistDialog } from './AddToBlacklistDialog';
import { BlacklistDetailDialog } from './BlacklistDetailDialog';
import { CancelBlacklistDialog } from './CancelBlacklistDialog';

/** The blacklist pages' actions (their titles, places and permissions are in the page's definition). */
export const blacklistActions: Record<string, ActionImplementation> = {
  'blacklist.add': {
    dialog: ({ area, onClose, onDone }) => (
      <AddToBlacklistDialog open category={area.category} onClose={onClose} onAdded={onDone} />
    ),
  },
  'blacklist.cancelChosen': {
    dialog: ({ chosen, onClose, onDone }) => (
      <CancelBlacklistDialog target={{ kind: 'chosen', ids: chosen }} onClose={onClose} onDone={onDone} />
    ),
  },
  'blacklist.cancelAll': {
    dialog: ({ query, total, onClose, onDone }) => (
      <CancelBlacklistDialog target={{ kind: 'all', count: total, filter: query }} onClose={onClose} onDone={onDone} />
    ),
  },
  'blacklist.detail': {
    dialog: ({ row, onClose }) => <BlacklistDetailDialog entryId={Number(row?.id)} onClose={onClose} />,
  },
};
