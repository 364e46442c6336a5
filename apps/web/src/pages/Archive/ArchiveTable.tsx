import { refreshListsShowing } from '../../lists/listQueries';
import { useMemo, useState, type Key } from 'react';
import { App, Button, Flex, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CylinderStatus, cylinderApi, type CylinderRow, type TableColumn } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { AdvancedCylinderFilter } from '../../components/form/AdvancedCylinderFilter';
import type { CylinderFilterQuery } from '../../components/form/cylinderFilterForm';
import { ColumnSettings } from '../../components/table/ColumnSettings';
import { DataTable, errorText, type CellRenderers } from '../../components/table/DataTable';
import { ExportButton } from '../../components/table/ExportButton';
import { useColumnConfig } from '../../components/table/useColumnConfig';
import { usePagedList } from '../../components/table/usePagedList';
import { RowKindLegend } from '../PublicSearch/RowKindLegend';
import { cylinderRowMarks, statusTagColor } from '../PublicSearch/rowKinds';
import type { ArchivePageConfig } from './archivePages';
import { AddBlacklistDialog, type BlacklistTarget } from './blacklist/AddBlacklistDialog';
import { ArchiveDetailDialog, type ArchiveDetailTarget } from './detail/ArchiveDetailDialog';
import { archiveQueryRoot } from './detail/queries';
import { ArchiveFormDrawer, type ArchiveFormTarget } from './form/ArchiveFormDrawer';
import { ImportDialog } from './import/ImportDialog';
import { useArchivePermissions } from './useArchivePermissions';

/** Texts of the delete confirmation (the first is the brief's). */
export const deleteTexts = {
  title: '删除确认',
  one: '确定删除该气瓶档案吗？删除后档案将标记为已删除。',
  many: (count: number) => `确定删除选中的 ${count} 条气瓶档案吗？删除后档案将标记为已删除。`,
  done: (count: number) => `已删除${count}条档案`,
  noneSelected: '请选择要删除的档案',
} as const;

export interface ArchiveTableProps {
  config: ArchivePageConfig;
  /** Conditions the page fixes (a drill-down's station): added to every query and export. */
  fixedFilter?: CylinderFilterQuery;
  /** The advanced filter on top (off in a drill-down, whose conditions are fixed). */
  showFilter?: boolean;
}

const isDeleted = (row: CylinderRow) => row.status === CylinderStatus.Deleted;

/** The table does not sort on the server for these lists: their columns are shown without a sorter. */
const withoutSorting = (columns: readonly TableColumn[]) => columns.map(({ sortable: _sortable, ...column }) => column);

/**
 * The archive list of one page: the advanced filter, the configured columns with row colours by status, export and
 * column settings, row actions (查看; 编辑 / 删除 for archive managers; 加入黑名单 for blacklist holders) and, on the
 * management pages, 新建档案, 批量导入 and 批量删除.
 */
export function ArchiveTable({ config, fixedFilter, showFilter = true }: ArchiveTableProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const permissions = useArchivePermissions();
  const manage = config.manage && permissions.canManage;

  const [filter, setFilter] = useState<CylinderFilterQuery>({ CylinderCategory: config.category });
  const query = useMemo(
    () => ({ ...filter, ...fixedFilter, CylinderCategory: config.category }),
    [filter, fixedFilter, config.category],
  );
  const list = usePagedList({
    queryKey: [archiveQueryRoot, config.call, config.pageName],
    filter: query,
    fetchPage: (page, signal) => api.cylinder[config.call]({ query: page, signal }),
  });
  const columnConfig = useColumnConfig(config.pageName, config.columns);
  const visible = useMemo(() => withoutSorting(columnConfig.visible), [columnConfig.visible]);

  const [selected, setSelected] = useState<Key[]>([]);
  const [viewing, setViewing] = useState<ArchiveDetailTarget | null>(null);
  const [formTarget, setFormTarget] = useState<ArchiveFormTarget>(null);
  const [blacklisting, setBlacklisting] = useState<BlacklistTarget | null>(null);
  const [importing, setImporting] = useState(false);

  const remove = useMutation({
    mutationFn: (ids: number[]) => api.cylinderRegistry.delete({ body: { ids } }),
    onSuccess: async (answer, ids) => {
      void message.success(answer.messeage || deleteTexts.done(answer.data.deleted));
      setSelected((keys) => keys.filter((key) => !ids.includes(Number(key))));
      await refreshListsShowing(queryClient, ['cylinder']);
    },
    onError: (error) => void message.error(errorText(error)),
  });

  const confirmDelete = (ids: number[]) => {
    if (ids.length === 0) {
      void message.warning(deleteTexts.noneSelected);
      return;
    }
    modal.confirm({
      title: deleteTexts.title,
      content: ids.length === 1 ? deleteTexts.one : deleteTexts.many(ids.length),
      okText: '确定',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => remove.mutateAsync(ids).catch(() => undefined),
    });
  };

  const renderers = useMemo<CellRenderers<CylinderRow>>(
    () => ({
      cylinderStatus: (row) => <Tag color={statusTagColor(row.cylinderStatus)}>{row.cylinderStatus}</Tag>,
      barcode: (row) => (
        <Space size={4}>
          <span>{row.barcode}</span>
          {row.blackList && <Tag color="red">黑名单</Tag>}
        </Space>
      ),
    }),
    [],
  );

  const canEdit = permissions.canManage;
  const canBlacklist = permissions.canBlacklist;
  const actionColumns: TableColumnsType<CylinderRow> = [
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      width: 80 + (canEdit ? 100 : 0) + (canBlacklist ? 90 : 0),
      render: (_: unknown, row: CylinderRow) => (
        <Space size={0} wrap={false}>
          <Button type="link" size="small" onClick={() => setViewing({ id: row.id, barcode: row.barcode })}>
            查看
          </Button>
          {canEdit && !isDeleted(row) && (
            <>
              <Button type="link" size="small" onClick={() => setFormTarget(row.id)}>
                编辑
              </Button>
              <Button type="link" size="small" danger onClick={() => confirmDelete([row.id])}>
                删除
              </Button>
            </>
          )}
          {canBlacklist && !isDeleted(row) && !row.blackList && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setBlacklisting({ id: row.id, barcode: row.barcode })}
            >
              加入黑名单
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      {showFilter && (
        <AdvancedCylinderFilter
          category={config.category}
          loading={list.loading}
          onSearch={(next) => setFilter(next)}
        />
      )}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <RowKindLegend />
        <Space wrap>
          {manage && (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget('new')}>
                新建档案
              </Button>
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                批量导入
              </Button>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={selected.length === 0}
                onClick={() => confirmDelete(selected.map(Number))}
              >
                批量删除{selected.length > 0 ? `（${selected.length}）` : ''}
              </Button>
            </>
          )}
          <ExportButton
            mode="server"
            url={cylinderApi[config.call].path}
            filters={query}
            total={list.total}
            columns={visible}
            title={config.exportTitle}
          />
          <ColumnSettings columns={columnConfig.columns} onChange={columnConfig.choose} onReset={columnConfig.reset} />
        </Space>
      </Flex>
      <DataTable<CylinderRow>
        label={config.exportTitle}
        columns={visible}
        renderers={renderers}
        extraColumns={actionColumns}
        rowKey="id"
        {...list}
        {...cylinderRowMarks}
        selection={
          manage ? { selectedKeys: selected, onChange: (keys) => setSelected(keys), isDisabled: isDeleted } : undefined
        }
      />
      <ArchiveDetailDialog cylinder={viewing} onClose={() => setViewing(null)} />
      {canEdit && (
        <ArchiveFormDrawer target={formTarget} category={config.category} onClose={() => setFormTarget(null)} />
      )}
      {manage && <ImportDialog open={importing} category={config.category} onClose={() => setImporting(false)} />}
      {canBlacklist && <AddBlacklistDialog cylinder={blacklisting} onClose={() => setBlacklisting(null)} />}
    </Flex>
  );
}
