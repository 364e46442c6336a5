import type { ActionImplementation } from '../../lists/actionTypes';
import { AddCheckRecordDialog } from './AddCheckRecordDialog';
import { DeleteFillingDialog } from './DeleteFillingDialog';
import { DeliverFillingDialog } from './DeliverFillingDialog';
import { ApproveExplanationDialog, ExplainFillingDialog, RejectExplanationDialog } from './ExplanationDialogs';
import { ExplanationFilesDialog } from './ExplanationFiles';
import { FillingCheckDialog } from './FillingCheckDialog';
import { FillingHistoryDialog } from './FillingHistoryDialog';
import { UploadConflictDialog } from './UploadConflictDialog';

/** The filling pages' actions (their titles, places and who is offered them are in the page's definition). */
export const fillingActions: Record<string, ActionImplementation> = {
  'filling.check': {
    dialog: ({ onClose, onDone }) => <FillingCheckDialog onClose={onClose} onDone={onDone} />,
  },
  'filling.addCheck': { dialog: AddCheckRecordDialog },
  'filling.history': { dialog: FillingHistoryDialog },
  // Shared by every filling-record list (fillingDeleteActions in the contracts).
  'fillingRecord.delete': { dialog: DeleteFillingDialog },
  'fillingRecord.batchDelete': { dialog: DeleteFillingDialog },
  'fillingRecord.deliver': { dialog: DeliverFillingDialog },
  'abnormalFilling.explain': { dialog: ExplainFillingDialog },
  'fillingExplanation.approve': { dialog: ApproveExplanationDialog },
  'fillingExplanation.reject': { dialog: RejectExplanationDialog },
  'fillingExplanation.files': { dialog: ExplanationFilesDialog },
  'uploadConflict.compare': { dialog: UploadConflictDialog },
};
