import { ArchiveDetailDialog } from '../Archive/detail/ArchiveDetailDialog';

export interface CylinderDetailTarget {
  id: number;
  barcode: string;
}

/** 查看 from the audit and abnormal tables: the archive's own detail dialog (pages/Archive), by cylinder id. */
export function CylinderDetail({ cylinder, onClose }: { cylinder: CylinderDetailTarget | null; onClose: () => void }) {
  return <ArchiveDetailDialog cylinder={cylinder} onClose={onClose} />;
}
