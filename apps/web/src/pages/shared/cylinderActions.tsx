import type { ActionImplementation } from '../../lists/actionTypes';
import { CylinderDetail } from './CylinderDetail';

/** Actions on a cylinder row of any defined list (the audit and abnormal-cylinder lists). */
export const cylinderActions: Record<string, ActionImplementation> = {
  'cylinder.view': {
    dialog: ({ row, onClose }) => (
      <CylinderDetail
        cylinder={{
          id: Number(row?.cylinderId ?? row?.id),
          barcode: String(row?.cylinderBarcode ?? row?.barcode ?? ''),
        }}
        onClose={onClose}
      />
    ),
  },
};
