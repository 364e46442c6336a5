import { useState } from 'react';
import { App, Button, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reportViewApi, type ReportViewFilters, type ReportViewOption, type ViewTable } from '@gcs/contracts';
import { useApi } from '../api/ApiContext';
import { errorText } from '../components/table/DataTable';
import { answerText } from '../components/feedback';
import { refreshListsShowing } from './listQueries';

export const reportViewQueryKey = (menuCode: string, tableKey: string) => ['reportView', menuCode, tableKey] as const;

export interface ReportViewControlProps {
  viewTable: ViewTable;
  /** The table's current query (its filter with the page's fixed values). */
  query: Readonly<Record<string, unknown>>;
  /** The codes of the shown columns, in their order. */
  shownColumns: readonly string[];
  /** Opens a view: its filters and its columns. */
  onOpen: (view: ReportViewOption) => void;
}

interface SaveValues {
  name: string;
  scope: 'private' | 'shared';
  sharedRoleId?: number;
}

/** The values of the query the view keeps: the page's filter fields that hold a value. */
function viewFilters(viewTable: ViewTable, query: Readonly<Record<string, unknown>>): ReportViewFilters {
  const kept = Object.fromEntries(
    Object.entries(query).filter(
      ([field, value]) =>
        viewTable.filterFields.includes(field) && value !== undefined && value !== null && value !== '',
    ),
  );
  return kept as ReportViewFilters;
}

/** 保存为视图: a name, and 仅自己 or 共享给角色 (the roles the user may share with). */
function SaveViewDialog({
  viewTable,
  query,
  shownColumns,
  onClose,
}: Omit<ReportViewControlProps, 'onOpen'> & { onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<SaveValues>();
  const scope = Form.useWatch('scope', form);
  const [saving, setSaving] = useState(false);
  const roles = useQuery({
    queryKey: ['reportView', 'roles'],
    queryFn: ({ signal }) => api.send(reportViewApi.roles, { signal }),
    staleTime: 60_000,
    retry: false,
  });

  const save = async (values: SaveValues) => {
    setSaving(true);
    try {
      const answer = await api.send(reportViewApi.add, {
        body: {
          menuCode: viewTable.menu.code,
          tableKey: viewTable.table.key,
          name: values.name,
          filters: viewFilters(viewTable, query),
          columns: [...shownColumns],
          sharedRoleId: values.scope === 'shared' ? (values.sharedRoleId ?? null) : null,
        },
      });
      void message.success(answerText(answer, '视图已保存'));
      await queryClient.invalidateQueries({ queryKey: reportViewQueryKey(viewTable.menu.code, viewTable.table.key) });
      void refreshListsShowing(queryClient, ['reportView']);
      onClose();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="保存为视图"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<SaveValues>
        form={form}
        name="saveReportView"
        layout="vertical"
        initialValues={{ scope: 'private' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="name"
          label="视图名称"
          rules={[
            { required: true, whitespace: true, message: '视图名称不能为空' },
            { max: 40, message: '视图名称不能超过40个字符' },
          ]}
        >
          <Input maxLength={40} placeholder="例如：本月超期充装" />
        </Form.Item>
        <Form.Item name="scope" label="可见范围">
          <Radio.Group
            options={[
              { value: 'private', label: '仅自己' },
              { value: 'shared', label: '共享给角色' },
            ]}
          />
        </Form.Item>
        {scope === 'shared' && (
          <Form.Item name="sharedRoleId" label="角色" rules={[{ required: true, message: '请选择共享给的角色' }]}>
            <Select
              placeholder="请选择角色"
              loading={roles.isFetching}
              options={roles.data?.list.map((role) => ({ value: role.value, label: role.label })) ?? []}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/**
 * 视图: the saved views of the table (the user's own and those shared with their role), opened by choosing one
 * (its filters and columns apply), and 保存为视图 of the current filters and shown columns.
 */
export function ReportViewControl({ viewTable, query, shownColumns, onOpen }: ReportViewControlProps) {
  const api = useApi();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const views = useQuery({
    queryKey: reportViewQueryKey(viewTable.menu.code, viewTable.table.key),
    queryFn: ({ signal }) =>
      api.send(reportViewApi.options, {
        query: { MenuCode: viewTable.menu.code, TableKey: viewTable.table.key },
        signal,
      }),
    retry: false,
  });
  const list = views.data?.list ?? [];

  const open = (id: number | null) => {
    setChosen(id);
    const view = list.find((candidate) => candidate.id === id);
    if (!view) return;
    onOpen(view);
    if (view.droppedCount > 0) void message.info(`视图中有${view.droppedCount}列本页面不显示，已略去`);
  };

  return (
    <Space.Compact>
      <Select<number | null>
        aria-label="视图"
        placeholder="视图"
        allowClear
        style={{ width: 200 }}
        value={chosen}
        loading={views.isFetching}
        onChange={(id) => open(id ?? null)}
        notFoundContent="暂无视图"
        options={list.map((view) => ({
          value: view.id,
          label: view.mine
            ? `${view.name}${view.sharedRoleName ? `（共享给${view.sharedRoleName}）` : ''}`
            : `${view.name}（${view.ownerName}共享）`,
        }))}
      />
      <Button icon={<SaveOutlined />} onClick={() => setSaving(true)}>
        保存为视图
      </Button>
      {saving && (
        <SaveViewDialog
          viewTable={viewTable}
          query={query}
          shownColumns={shownColumns}
          onClose={() => setSaving(false)}
        />
      )}
    </Space.Compact>
  );
}
