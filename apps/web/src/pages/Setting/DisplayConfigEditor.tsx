import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Modal, Switch, Table, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { displayConfigApi, displayConfigMessages, type DisplayConfigColumn } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { errorText } from '../../components/table/DataTable';
import { sequenceCodes } from '../../components/table/columnChoice';
import { columnConfigQueryKey } from '../../components/table/useColumnConfig';
import { answerText } from '../../components/feedback';

export interface DisplayConfigEditorProps {
  pageName: string;
  onClose: () => void;
  /** After a save: the summary list is refreshed. */
  onDone: () => void;
}

/** Moves a column one place up (-1) or down (+1); sequence columns (序号) stay first, as every list shows them. */
export function moveConfigColumn(columns: readonly DisplayConfigColumn[], index: number, delta: -1 | 1) {
  const target = index + delta;
  const moving = columns[index];
  const other = columns[target];
  if (!moving || !other || sequenceCodes.includes(moving.columnCode) || sequenceCodes.includes(other.columnCode))
    return [...columns];
  const moved = [...columns];
  moved[index] = other;
  moved[target] = moving;
  return moved;
}

/**
 * 编辑显示配置: the page's columns in their order, each with 显示 (a checkbox), 上移/下移 and 排序 (a switch, only where
 * the list definition sorts the column). 保存 sends them in the shown order; the page reads the new columns the next
 * time it loads (its cached configuration is dropped here).
 */
export function DisplayConfigEditor({ pageName, onClose, onDone }: DisplayConfigEditorProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const detail = useQuery({
    queryKey: ['displayConfig', 'detail', pageName],
    queryFn: ({ signal }) => api.send(displayConfigApi.detail, { query: { PageName: pageName }, signal }),
    retry: false,
    gcTime: 0,
  });
  const [columns, setColumns] = useState<DisplayConfigColumn[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (detail.data && columns === null) setColumns(detail.data.data.columns);
  }, [detail.data, columns]);

  const shownCount = columns?.filter((column) => column.isDisplay).length ?? 0;
  const change = (code: string, patch: Partial<DisplayConfigColumn>) =>
    setColumns((current) =>
      (current ?? []).map((column) => (column.columnCode === code ? { ...column, ...patch } : column)),
    );

  const save = async () => {
    if (!columns) return;
    if (shownCount === 0) {
      void message.error(displayConfigMessages.noneShown);
      return;
    }
    setSaving(true);
    try {
      const answer = await api.send(displayConfigApi.update, {
        body: {
          PageName: pageName,
          columns: columns.map(({ columnCode, isDisplay, sortable }) => ({
            columnCode,
            isDisplay,
            sortable: sortable !== null,
          })),
        },
      });
      await queryClient.invalidateQueries({ queryKey: columnConfigQueryKey(pageName) });
      void message.success(answerText(answer, '显示配置已保存'));
      onDone();
      onClose();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const title = detail.data ? `编辑显示配置 - ${detail.data.data.pageTitle}` : '编辑显示配置';
  return (
    <Modal
      open
      title={title}
      width={720}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: columns === null }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {detail.error && <Alert type="error" showIcon message={errorText(detail.error)} />}
      {detail.data && (
        <Typography.Paragraph type="secondary">
          页面名称 {pageName}（{detail.data.data.areas}）。勾选要显示的列，用上移、下移调整顺序；序号列始终在最前。
        </Typography.Paragraph>
      )}
      <Table<DisplayConfigColumn>
        aria-label="显示列"
        size="small"
        rowKey="columnCode"
        loading={detail.isFetching && columns === null}
        dataSource={columns ?? []}
        pagination={false}
        scroll={{ y: 420 }}
        columns={[
          {
            title: '显示',
            key: 'isDisplay',
            width: 70,
            align: 'center',
            render: (_, column) => (
              <Checkbox
                aria-label={`显示 ${column.columnName}`}
                checked={column.isDisplay}
                disabled={column.isDisplay && shownCount === 1}
                onChange={(event) => change(column.columnCode, { isDisplay: event.target.checked })}
              />
            ),
          },
          { title: '列名', dataIndex: 'columnName', key: 'columnName' },
          { title: '列编码', dataIndex: 'columnCode', key: 'columnCode', width: 180 },
          {
            title: '排序',
            key: 'sortable',
            width: 80,
            align: 'center',
            render: (_, column) => (
              <Switch
                size="small"
                aria-label={`排序 ${column.columnName}`}
                checked={column.sortable !== null}
                disabled={!column.canSort}
                title={column.canSort ? undefined : '该列不支持排序'}
                onChange={(checked) => change(column.columnCode, { sortable: checked ? 'custom' : null })}
              />
            ),
          },
          {
            title: '顺序',
            key: 'order',
            width: 100,
            align: 'center',
            render: (_, column, index) => {
              const list = columns ?? [];
              const fixed = sequenceCodes.includes(column.columnCode);
              const blocked = (delta: -1 | 1) => moveConfigColumn(list, index, delta)[index] === column;
              return fixed ? null : (
                <span>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={`上移 ${column.columnName}`}
                    disabled={blocked(-1)}
                    onClick={() => setColumns(moveConfigColumn(list, index, -1))}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={`下移 ${column.columnName}`}
                    disabled={blocked(1)}
                    onClick={() => setColumns(moveConfigColumn(list, index, 1))}
                  />
                </span>
              );
            },
          },
        ]}
      />
    </Modal>
  );
}
