import { useMemo } from 'react';
import { fillingHistoryTable } from '@gcs/contracts';
import type { ActionContext } from '../../lists/actionTypes';
import { DrillDownDialog } from '../../lists/DrillDownDialog';

/**
 * 充装历史 of a row naming a barcode (a filling record, a last filling, an active cylinder): every filling of that
 * cylinder in the caller's scope, newest first, in a dialog titled by the barcode and exported by that title.
 */
export function FillingHistoryDialog({ row, area, onClose }: ActionContext) {
  const barcode = String(row?.cylinderBarcode ?? row?.barcode ?? '');
  const drilled = useMemo(() => {
    const title = `${barcode} - 充装历史`;
    return {
      title,
      table: { ...fillingHistoryTable(), label: title, exportName: title },
      filter: { Barcode: barcode },
    };
  }, [barcode]);
  return <DrillDownDialog drilled={drilled} area={area} onClose={onClose} />;
}
