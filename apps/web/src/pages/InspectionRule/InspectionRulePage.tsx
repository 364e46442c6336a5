import { useMemo, useState } from 'react';
import { App, Button, Card, Form, Select, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultPageSize, type InspectionRuleRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { DataTable, errorText } from '../../components/table/DataTable';
import { answerText } from '../shared/feedback';
import { FilterBar } from '../shared/FilterBar';
import { categoryOptions } from '../../components/form/categoryOptions';
import { ruleColumns, ruleRenderers } from './ruleColumns';
import { RuleFormDialog } from './RuleFormDialog';
import { RuleHistoryDrawer } from './RuleHistoryDrawer';

interface RuleFilter {
  CylinderCategory?: number;
}

const rulesKey = ['inspectionRule', 'list'] as const;

/**
 * /Setting/InspectionRule: the versioned rule table behind next inspection and scrap dates (issue 4). Current
 * versions are listed; 编辑 writes a new version, 历史版本 lists them all, 停用 retires a rule after a confirmation.
 */
export function InspectionRulePage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<RuleFilter>();
  const [filter, setFilter] = useState<RuleFilter>({});
  const [page, setPage] = useState({ index: 1, size: defaultPageSize });
  const [editing, setEditing] = useState<InspectionRuleRow | 'new' | null>(null);
  const [history, setHistory] = useState<InspectionRuleRow | null>(null);

  const rules = useQuery({
    queryKey: [...rulesKey, filter],
    queryFn: ({ signal }) => api.inspectionRule.list({ query: filter, signal }),
    retry: false,
  });
  const all = rules.data?.list;
  const shown = useMemo(
    () => all?.slice((page.index - 1) * page.size, page.index * page.size),
    [all, page.index, page.size],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['inspectionRule'] });

  const retire = (row: InspectionRuleRow) => {
    modal.confirm({
      title: '确定停用该检验规则吗？',
      content: (
        <>
          <Typography.Paragraph>{row.description}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            停用后新建档或修改日期的气瓶不再使用该规则；已建档气瓶保留原来计算的日期。
          </Typography.Paragraph>
        </>
      ),
      okText: '停用',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          const answer = await api.inspectionRule.retire({ body: { id: row.id } });
          void message.success(answerText(answer, '检验规则已停用'));
        } catch (error) {
          void message.error(errorText(error));
        } finally {
          await refresh();
        }
      },
    });
  };

  const actions: TableColumnsType<InspectionRuleRow> = [
    {
      key: 'actions',
      title: '操作',
      width: 200,
      fixed: 'right',
      render: (_value: unknown, row: InspectionRuleRow) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            编辑
          </Button>
          <Button type="link" size="small" onClick={() => setHistory(row)}>
            历史版本
          </Button>
          <Button type="link" size="small" danger onClick={() => retire(row)}>
            停用
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <FilterBar<RuleFilter>
        form={form}
        name="inspectionRuleFilter"
        loading={rules.isFetching}
        label="检验规则查询条件"
        onSearch={(values) => {
          setFilter(values.CylinderCategory ? { CylinderCategory: values.CylinderCategory } : {});
          setPage((current) => ({ ...current, index: 1 }));
        }}
      >
        <Form.Item name="CylinderCategory" label="气瓶类别">
          <Select options={categoryOptions} allowClear placeholder="全部" style={{ width: 140 }} />
        </Form.Item>
      </FilterBar>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增规则
        </Button>
        <Typography.Text type="secondary">
          规则决定气瓶的下次检验日期与报废日期；修改规则会生成新版本，已建档气瓶保留原版本计算的日期。
        </Typography.Text>
      </Space>
      <DataTable<InspectionRuleRow>
        label="检验规则列表"
        columns={ruleColumns}
        renderers={ruleRenderers}
        extraColumns={actions}
        rows={shown}
        rowKey="id"
        total={all?.length ?? 0}
        pageIndex={page.index}
        pageSize={page.size}
        onPageChange={(index, size) => setPage({ index, size })}
        loading={rules.isFetching}
        error={rules.error ?? undefined}
        onRetry={() => void rules.refetch()}
      />
      <RuleFormDialog
        editing={editing}
        defaultCategory={filter.CylinderCategory}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
        onStale={() => void refresh()}
      />
      <RuleHistoryDrawer rule={history} onClose={() => setHistory(null)} />
    </Card>
  );
}
