import { useMemo, useState } from 'react';
import { Empty, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { defaultPageSize, messages, pageSizeOptions, type PublicFillingRecord } from '@gcs/contracts';
import { plain } from './describe';
import { fillingSpecs } from './fillingFields';
import { useCylinderFillings } from './queries';

function useFillingColumns(): ColumnsType<PublicFillingRecord> {
  return useMemo(
    () =>
      fillingSpecs.map((spec) => ({
        key: spec.key,
        title: spec.label,
        dataIndex: spec.key,
        width: spec.key === 'ordinalNum' ? 64 : 140,
        ellipsis: true,
        render: (_: unknown, record: PublicFillingRecord) =>
          spec.format ? spec.format(record[spec.key], record) : plain(record[spec.key]),
      })),
    [],
  );
}

function FillingTable({ cylinderId }: { cylinderId: string }) {
  const [page, setPage] = useState({ index: 1, size: defaultPageSize });
  const fillings = useCylinderFillings(cylinderId, page.index, page.size);
  const columns = useFillingColumns();
  return (
    <Table<PublicFillingRecord>
      rowKey="id"
      size="small"
      bordered
      columns={columns}
      dataSource={fillings.isError ? [] : (fillings.data?.list ?? [])}
      loading={fillings.isFetching}
      scroll={{ x: 2600, y: 'calc(100vh - 260px)' }}
      locale={{ emptyText: <Empty description={messages.noData} /> }}
      pagination={{
        current: page.index,
        pageSize: page.size,
        total: fillings.isError ? 0 : (fillings.data?.totalCount ?? 0),
        pageSizeOptions: pageSizeOptions.map(String),
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} 条`,
        onChange: (index, size) => setPage({ index: size === page.size ? index : 1, size }),
      }}
    />
  );
}

/** Second, full-screen dialog: every filling record of the cylinder, paged. */
export function FillingDetailsDialog({
  open,
  cylinderId,
  barcode,
  onClose,
}: {
  open: boolean;
  cylinderId: string;
  barcode: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={`充装明细 - ${barcode}`}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { height: 'calc(100vh - 110px)', overflow: 'auto' } }}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <FillingTable cylinderId={cylinderId} />
    </Modal>
  );
}
