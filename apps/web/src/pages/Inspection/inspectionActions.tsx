import type { ActionImplementation } from '../../lists/actionTypes';
import { AddInspectionDialog } from './AddInspectionDialog';
import { findingsReviewActions } from './findingsReviewActions';
import { taskActions } from './taskActions';
import { BatchUploadDialog, UploadReportDialog } from './UploadReportDialog';

/** The inspection pages' actions (titles, places and who is offered them are in the page's definition). */
export const inspectionActions: Record<string, ActionImplementation> = {
  ...taskActions,
  ...findingsReviewActions,
  'inspection.add': { dialog: AddInspectionDialog },
  'inspection.upload': { dialog: UploadReportDialog },
  'inspection.batchUpload': { dialog: BatchUploadDialog },
  'inspection.report': {
    run: ({ row }, api, { message }) => {
      const hide = message.loading('正在打开检验报告…', 0);
      api.inspectionReports
        .file(Number(row?.id))
        .then((blob) => {
          const href = URL.createObjectURL(blob);
          window.open(href, '_blank', 'noopener');
          window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
        })
        .catch(() => void message.error('检验报告打开失败'))
        .finally(hide);
    },
  },
};
