import { Drawer, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { inspectionRuleApi, inspectionRuleHistoryColumns, type InspectionRuleRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '../../api/errors';
import { DataTable, errorText } from '../../components/table/DataTable';
import type { ActionContext, ActionImplementation, ListRow } from '../../lists/actionTypes';
import { columnShowsRenderers } from '../../lists/columnShows';
import { refreshListsShowing } from '../../lists/listQueries';
import { RecordFormDialog } from '../../lists/record/RecordFormDialog';
import { answerText } from '../../components/feedback';

/** What the modal says when an existing rule is edited (issue 4: a rule edit writes a new version). */
export const newVersionNotice = '保存后将生成新版本，已建档气瓶保留原版本计算的日期';

/** Texts of the 停用 confirmation. */
export const retireTexts = {
  title: '确定停用该检验规则吗？',
  explanation: '停用后新建档或修改日期的气瓶不再使用该规则；已建档气瓶保留原来计算的日期。',
} as const;

const ruleOf = (row: ListRow | undefined) => row as InspectionRuleRow | undefined;

/**
 * 编辑: the editor's form saying it writes a new version; a version changed meanwhile is refused by the server (409),
 * its message shown, the list read again and the form kept with what was typed.
 */
function EditRuleDialog(context: ActionContext) {
  const queryClient = useQueryClient();
  const rule = ruleOf(context.row);
  return (
    <RecordFormDialog
      {...context}
      title={`编辑检验规则（当前版本 v${rule?.version ?? ''}）`}
      notice={newVersionNotice}
      onRefused={(error) => {
        if (error instanceof ApiError && error.status === 409) {
          void refreshListsShowing(queryClient, context.action.changes);
        }
      }}
    />
  );
}

const historyRenderers = {
  ...columnShowsRenderers(inspectionRuleHistoryColumns),
  isCurrent: (row: ListRow) => (row.isCurrent === true ? <Tag color="green">当前版本</Tag> : <Tag>已停用</Tag>),
};

/** 历史版本: every version of a rule, newest first as the server sends them. */
function RuleHistoryDrawer({ row, onClose }: ActionContext) {
  const api = useApi();
  const rule = ruleOf(row);
  const history = useQuery({
    queryKey: ['inspectionRule', 'history', rule?.ruleKey ?? null],
    queryFn: ({ signal }) => api.inspectionRule.history({ query: { RuleKey: rule?.ruleKey ?? 0 }, signal }),
    enabled: rule !== undefined,
    retry: false,
  });
  const rows = history.data?.list;
  return (
    <Drawer open onClose={onClose} title="历史版本" size="min(1100px, 96vw)">
      {rule && (
        <Typography.Paragraph type="secondary">
          {rule.description}（规则编号 {rule.ruleKey}，共 {rows?.length ?? '…'} 个版本）
        </Typography.Paragraph>
      )}
      <DataTable<ListRow>
        label="历史版本列表"
        columns={inspectionRuleHistoryColumns}
        renderers={historyRenderers}
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

/**
 * The rules page's own actions (新增规则 is the record editor's): 编辑 writes a new version, 历史版本 lists them all,
 * 停用 retires the rule after a confirmation.
 */
export const inspectionRuleActions: Record<string, ActionImplementation> = {
  'inspectionRule.edit': { dialog: EditRuleDialog },
  'inspectionRule.history': { dialog: RuleHistoryDrawer },
  'inspectionRule.retire': {
    run: ({ row, onDone }, api, { modal, message }) => {
      const rule = ruleOf(row);
      if (!rule) return;
      modal.confirm({
        title: retireTexts.title,
        content: (
          <>
            <Typography.Paragraph>{rule.description}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{retireTexts.explanation}</Typography.Paragraph>
          </>
        ),
        okText: '停用',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: async () => {
          try {
            const answer = await api.send(inspectionRuleApi.retire, { body: { id: rule.id } });
            void message.success(answerText(answer, '检验规则已停用'));
          } catch (error) {
            void message.error(errorText(error));
          } finally {
            onDone();
          }
        },
      });
    },
  },
};
