import { Descriptions, Modal, Table, Typography } from 'antd';
import type { UploadComparison } from '@gcs/contracts';
import type { ActionContext } from '../../lists/actionTypes';

const columns = [
  { title: '字段', dataIndex: 'label', key: 'label', width: 140 },
  { title: '已保存的内容', dataIndex: 'stored', key: 'stored', render: (value: string | null) => value ?? '—' },
  { title: '本次上传的内容', dataIndex: 'offered', key: 'offered', render: (value: string | null) => value ?? '—' },
];

/** 对比 on an upload conflict: the record stored under the guid and the refused offer, field by field. */
export function UploadConflictDialog({ row, onClose }: ActionContext) {
  const comparison = (row?.comparison ?? []) as UploadComparison[];
  return (
    <Modal open title="上传冲突对比" width={760} footer={null} onCancel={onClose}>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="充装单位">{String(row?.stationName ?? '')}</Descriptions.Item>
        <Descriptions.Item label="充装秤编号">{String(row?.deviceNumber ?? '—')}</Descriptions.Item>
        <Descriptions.Item label="充装记录编号">{String(row?.fillingGuid ?? '')}</Descriptions.Item>
        <Descriptions.Item label="上报时间">{String(row?.reportedAt ?? '')}</Descriptions.Item>
      </Descriptions>
      {row?.differences === '已保存的记录已删除' && (
        <Typography.Paragraph type="warning">已保存的记录已被删除，只能查看本次上传的内容。</Typography.Paragraph>
      )}
      <Table<UploadComparison>
        size="small"
        rowKey="field"
        pagination={false}
        columns={columns}
        dataSource={comparison}
        aria-label="保存内容与上传内容对照"
        rowClassName={(item) => (item.differs ? 'upload-conflict-differs' : '')}
        onRow={(item) => (item.differs ? { style: { background: '#fff1f0', fontWeight: 600 } } : {})}
      />
    </Modal>
  );
}
