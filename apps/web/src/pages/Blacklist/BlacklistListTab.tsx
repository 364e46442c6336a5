import { useMemo, useState, type Key } from 'react';
import { Button, Flex, Segmented, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { blacklistApi, blacklistColumns, vcBlacklistColumns, type VcBlacklistRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { ColumnSettings } from '../../components/table/ColumnSettings';
import { DataTable } from '../../components/table/DataTable';
import { ExportButton } from '../../components/table/ExportButton';
import { useColumnConfig } from '../../components/table/useColumnConfig';
import { usePagedList } from '../../components/table/usePagedList';
import type { PageArea } from '../shared/area';
import { AddToBlacklistDialog } from './AddToBlacklistDialog';
import { BlacklistDetailDialog } from './BlacklistDetailDialog';
import { cancelColumns } from './blacklistColumns';
import type { BlacklistFilter } from './BlacklistPage';
import { CancelBlacklistDialog, type CancelTarget } from './CancelBlacklistDialog';

/** A row of either list (the vehicle fields are absent from the other areas' rows). */
type Row = Omit<VcBlacklistRow, 'plateNum' | 'unfiledDays' | 'totalFillingCount'> & Partial<VcBlacklistRow>;

type Shown = 'active' | 'cancelled';

/**
 * 黑名单列表: the entries of the filter (or those taken off the list), configurable columns, export by the server,
 * 详情, and taking chosen or all entries off the list after a confirmation that states how many.
 */
export function BlacklistListTab({ area, filter }: { area: PageArea; filter: BlacklistFilter }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown>('active');
  const [selected, setSelected] = useState<Key[]>([]);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null);
  const columnConfig = useColumnConfig(area.pageName, area.isVehicle ? vcBlacklistColumns : blacklistColumns);
  const call = area.isVehicle ? blacklistApi.vcList : blacklistApi.list;

  const query = useMemo(() => (shown === 'cancelled' ? { ...filter, IsCancelled: true } : filter), [filter, shown]);
  const list = usePagedList<typeof query, Row>({
    queryKey: ['blacklist', 'list', area.isVehicle],
    filter: query,
    fetchPage: (page, signal) =>
      area.isVehicle ? api.blacklist.vcList({ query: page, signal }) : api.blacklist.list({ query: page, signal }),
  });
  const columns = useMemo(
    () => (shown === 'cancelled' ? [...columnConfig.visible, ...cancelColumns] : columnConfig.visible),
    [columnConfig.visible, shown],
  );

  const refresh = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['blacklist'] });
  };

  const actions: TableColumnsType<Row> = [
    {
      key: 'actions',
      title: '操作',
      width: 90,
      fixed: 'right',
      render: (_value: unknown, row: Row) => (
        <Button type="link" size="small" onClick={() => setDetailId(row.id)}>
          详情
        </Button>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} data-testid="blacklist-add" onClick={() => setAdding(true)}>
            添加黑名单
          </Button>
          <Button
            danger
            data-testid="blacklist-cancel-chosen"
            disabled={shown === 'cancelled' || selected.length === 0}
            onClick={() => setCancelTarget({ kind: 'chosen', ids: selected.map(Number) })}
          >
            移出黑名单{selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
          <Button
            danger
            data-testid="blacklist-cancel-all"
            disabled={shown === 'cancelled' || list.total === 0}
            onClick={() => setCancelTarget({ kind: 'all', count: list.total, filter })}
          >
            全部移出
          </Button>
        </Space>
        <Space wrap>
          <Segmented<Shown>
            aria-label="记录状态"
            value={shown}
            onChange={(value) => {
              setShown(value);
              setSelected([]);
            }}
            options={[
              { value: 'active', label: '在黑名单中' },
              { value: 'cancelled', label: '已移出' },
            ]}
          />
          <ExportButton
            mode="server"
            title={shown === 'cancelled' ? '已移出黑名单气瓶' : '黑名单气瓶'}
            url={call.path}
            filters={query}
            total={list.total}
            columns={columns}
          />
          <ColumnSettings columns={columnConfig.columns} onChange={columnConfig.choose} onReset={columnConfig.reset} />
        </Space>
      </Flex>
      <DataTable<Row>
        label="黑名单列表"
        columns={columns}
        extraColumns={actions}
        rowKey="id"
        {...list}
        selection={shown === 'active' ? { selectedKeys: selected, onChange: (keys) => setSelected(keys) } : undefined}
      />
      <BlacklistDetailDialog entryId={detailId} onClose={() => setDetailId(null)} />
      <AddToBlacklistDialog
        open={adding}
        category={area.category}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          refresh();
        }}
      />
      <CancelBlacklistDialog
        target={cancelTarget}
        onClose={() => setCancelTarget(null)}
        onDone={() => {
          setCancelTarget(null);
          refresh();
        }}
      />
    </>
  );
}
