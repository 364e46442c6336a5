import { Modal, Tabs } from 'antd';
import type { PublicCylinderRow } from '@gcs/contracts';
import { AuditInfoTab, BasicInfoTab } from './BasicInfoTab';
import { FillingTab } from './FillingTab';
import { ImagesTab } from './ImagesTab';
import { InspectionTab } from './InspectionTab';

export interface CylinderDetailDialogProps {
  row: PublicCylinderRow | null;
  areaCode: string;
  onClose: () => void;
}

/** Near-full-screen archive of one cylinder with left-side tabs; each tab loads when first opened. */
export function CylinderDetailDialog({ row, areaCode, onClose }: CylinderDetailDialogProps) {
  return (
    <Modal
      open={row !== null}
      title={row?.barcode}
      width="96vw"
      style={{ top: 10, paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 90px)', overflow: 'hidden' } }}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && (
        <Tabs
          className="detail-tabs"
          tabPlacement="start"
          defaultActiveKey="basic"
          items={[
            { key: 'basic', label: '基本信息', children: <BasicInfoTab cylinderId={row.id} areaCode={areaCode} /> },
            { key: 'audit', label: '审核信息', children: <AuditInfoTab cylinderId={row.id} /> },
            { key: 'filling', label: '充装明细', children: <FillingTab cylinderId={row.id} barcode={row.barcode} /> },
            { key: 'inspection', label: '检验信息', children: <InspectionTab cylinderId={row.id} /> },
            { key: 'archive', label: '建档图片', children: <ImagesTab cylinderId={row.id} set="archive" /> },
            { key: 'other', label: '其他图片', children: <ImagesTab cylinderId={row.id} set="supplemental" /> },
          ]}
        />
      )}
    </Modal>
  );
}
