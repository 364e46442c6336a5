import { Modal, Tabs } from 'antd';
import { ImageKind } from '@gcs/contracts';
import { ChangesTab, TrailTab } from './HistoryTabs';
import { AuditTab, BasicTab, InspectionTab, IssuedTab, LastFillingTab, PicturesTab, ValveTab } from './InfoTabs';

export interface ArchiveDetailTarget {
  id: number;
  barcode: string;
}

export interface ArchiveDetailDialogProps {
  cylinder: ArchiveDetailTarget | null;
  onClose: () => void;
}

/**
 * The archive of one cylinder for logged-in users: a near-full-screen dialog titled with the barcode, with left-side
 * tabs like the public search dialog; each tab loads when first opened.
 */
export function ArchiveDetailDialog({ cylinder, onClose }: ArchiveDetailDialogProps) {
  return (
    <Modal
      open={cylinder !== null}
      title={cylinder?.barcode}
      width="96vw"
      style={{ top: 10, paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 90px)', overflow: 'auto' } }}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {cylinder && (
        <Tabs
          className="detail-tabs"
          tabPlacement="start"
          defaultActiveKey="basic"
          items={[
            { key: 'basic', label: '基本信息', children: <BasicTab cylinderId={cylinder.id} /> },
            { key: 'audit', label: '审核信息', children: <AuditTab cylinderId={cylinder.id} /> },
            { key: 'issued', label: '发证信息', children: <IssuedTab cylinderId={cylinder.id} /> },
            { key: 'valve', label: '阀门信息', children: <ValveTab cylinderId={cylinder.id} /> },
            { key: 'inspection', label: '检验信息', children: <InspectionTab cylinderId={cylinder.id} /> },
            { key: 'filling', label: '最近充装', children: <LastFillingTab cylinderId={cylinder.id} /> },
            {
              key: 'archive',
              label: '档案图片',
              children: <PicturesTab cylinderId={cylinder.id} kind={ImageKind.Archive} />,
            },
            {
              key: 'other',
              label: '其他图片',
              children: <PicturesTab cylinderId={cylinder.id} kind={ImageKind.Supplemental} />,
            },
            { key: 'history', label: '变更记录', children: <ChangesTab cylinderId={cylinder.id} /> },
            { key: 'trail', label: '流转记录', children: <TrailTab cylinderId={cylinder.id} /> },
          ]}
        />
      )}
    </Modal>
  );
}
