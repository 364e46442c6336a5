import { Drawer, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { InspectionRuleRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { DataTable } from '../../components/table/DataTable';
import { historyColumns, ruleRenderers } from './ruleColumns';

/** 历史版本: every version of a rule, newest first as the server sends them. */
export function RuleHistoryDrawer({ rule, onClose }: { rule: InspectionRuleRow | null; onClose: () => void }) {
  const api = useApi();
  const history = useQuery({
    queryKey: ['inspectionRule', 'history', rule?.ruleKey ?? null],
    queryFn: ({ signal }) => api.inspectionRule.history({ query: { RuleKey: rule?.ruleKey ?? 0 }, signal }),
    enabled: rule !== null,
    retry: false,
  });
  const rows = history.data?.list;
  return (
    <Drawer open={rule !== null} onClose={onClose} title="历史版本" size="min(1100px, 96vw)">
      {rule && (
        <Typography.Paragraph type="secondary">
          {rule.description}（规则编号 {rule.ruleKey}，共 {rows?.length ?? '…'} 个版本）
        </Typography.Paragraph>
      )}
      <DataTable<InspectionRuleRow>
        label="历史版本列表"
        columns={historyColumns}
        renderers={ruleRenderers}
        rows={rows}
        rowKey="id"
        total={rows?.length ?? 0}
        pageIndex={1}
        pageSize={Math.max(rows?.length ?? 0, 10)}
        onPageChange={() => undefined}
        loading={history.isFetching}
        error={history.error ?? undefined}
        onRetry={() => void history.refetch()}
        size="small"
      />
    </Drawer>
  );
}
