import { useState } from 'react';
import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { messages, pageSizeOptions, type CylinderHistoryEntry, type CylinderTrailEntry } from '@gcs/contracts';
import { errorText } from '../../../components/table/DataTable';
import { useArchiveChanges, useArchiveTrail } from './queries';

const historyPageSize = 10;

/** One change as the user saw it: 字段：原值 → 新值 (an empty side reads 空). */
export function describeChange(change: { label: string; from: string | null; to: string | null }): string {
  const side = (value: string | null) => (value === null || value === '' ? '空' : value);
  return `${change.label}：${side(change.from)} → ${side(change.to)}`;
}

const changeColumns: ColumnsType<CylinderHistoryEntry> = [
  { key: 'operationTime', title: '时间', dataIndex: 'operationTime', width: 170 },
  { key: 'operatorName', title: '操作人', dataIndex: 'operatorName', width: 110 },
  { key: 'unitName', title: '单位', dataIndex: 'unitName', width: 200, ellipsis: true },
  { key: 'actionName', title: '操作', dataIndex: 'actionName', width: 110 },
  {
    key: 'changes',
    title: '变更内容',
    render: (_: unknown, entry) =>
      entry.changes.length === 0 ? (
        '—'
      ) : (
        <ul className="history-changes" style={{ margin: 0, paddingInlineStart: 18 }}>
          {entry.changes.map((change, index) => (
            <li key={`${change.label}-${index}`}>{describeChange(change)}</li>
          ))}
        </ul>
      ),
  },
];

const trailColumns: ColumnsType<CylinderTrailEntry> = [
  { key: 'operationTime', title: '时间', dataIndex: 'operationTime', width: 170 },
  { key: 'stationName', title: '充装单位', dataIndex: 'stationName', width: 220, ellipsis: true },
  { key: 'statusName', title: '气瓶状态', dataIndex: 'statusName', width: 110 },
  { key: 'actionName', title: '操作', dataIndex: 'actionName', width: 120 },
  { key: 'operatorName', title: '操作人', dataIndex: 'operatorName', width: 120 },
];

interface PagedTableProps<Row> {
  label: string;
  columns: ColumnsType<Row>;
  query: {
    data?: { list: Row[]; totalCount: number };
    isFetching: boolean;
    isError: boolean;
    error: unknown;
  };
  page: { index: number; size: number };
  onPage: (index: number, size: number) => void;
}

function PagedTable<Row extends { id: number }>({ label, columns, query, page, onPage }: PagedTableProps<Row>) {
  return (
    <Table<Row>
      aria-label={label}
      rowKey="id"
      size="small"
      bordered
      columns={columns}
      dataSource={query.isError ? [] : (query.data?.list ?? [])}
      loading={query.isFetching}
      locale={{ emptyText: <Empty description={query.isError ? errorText(query.error) : messages.noData} /> }}
      pagination={{
        current: page.index,
        pageSize: page.size,
        total: query.isError ? 0 : (query.data?.totalCount ?? 0),
        pageSizeOptions: pageSizeOptions.map(String),
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} 条`,
        onChange: (index, size) => onPage(size === page.size ? index : 1, size),
      }}
    />
  );
}

/** 变更记录: who changed what and when, newest first. */
export function ChangesTab({ cylinderId }: { cylinderId: number }) {
  const [page, setPage] = useState({ index: 1, size: historyPageSize });
  const history = useArchiveChanges(cylinderId, page.index, page.size);
  return (
    <PagedTable
      label="变更记录"
      columns={changeColumns}
      query={history}
      page={page}
      onPage={(index, size) => setPage({ index, size })}
    />
  );
}

/** 流转记录: the stations the cylinder belonged to and the statuses it went through, newest first. */
export function TrailTab({ cylinderId }: { cylinderId: number }) {
  const [page, setPage] = useState({ index: 1, size: historyPageSize });
  const trail = useArchiveTrail(cylinderId, page.index, page.size);
  return (
    <PagedTable
      label="流转记录"
      columns={trailColumns}
      query={trail}
      page={page}
      onPage={(index, size) => setPage({ index, size })}
    />
  );
}
