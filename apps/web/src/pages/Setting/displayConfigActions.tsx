import { useState } from 'react';
import { App, Form, Modal, Select, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { configurablePages, displayConfigApi, type DisplayConfigSummaryRow } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { errorText } from '../../components/table/DataTable';
import { columnConfigQueryKey } from '../../components/table/useColumnConfig';
import type { ActionContext, ActionImplementation, ListRow } from '../../lists/actionTypes';
import { refreshListsShowing } from '../../lists/listQueries';
import { answerText } from '../../components/feedback';
import { DisplayConfigEditor } from './DisplayConfigEditor';

/** Texts of the 删除 confirmation. */
export const removeTexts = {
  title: '确定删除该页面的显示配置吗？',
  explanation: '删除后该页面恢复内置的默认列，下次打开页面时生效。',
} as const;

const summaryOf = (row: ListRow | undefined) => row as DisplayConfigSummaryRow | undefined;

/**
 * 新增配置: choose a page (those already configured cannot be chosen); the page is configured with its built-in
 * columns, and the editor opens on it.
 */
function AddDisplayConfigDialog(context: ActionContext) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const configured = useQuery({
    queryKey: ['displayConfig', 'configured'],
    queryFn: ({ signal }) => api.send(displayConfigApi.summary, { query: { PageIndex: 1, CountPerPage: 500 }, signal }),
    retry: false,
    gcTime: 0,
  });
  const taken = new Set(configured.data?.list.map((row) => row.pageName));
  const options = [...configurablePages().values()].map((page) => ({
    value: page.pageName,
    label: `${page.title}（${page.pageName}）- ${page.areas}`,
    disabled: taken.has(page.pageName),
  }));

  if (added !== null) return <DisplayConfigEditor pageName={added} onClose={context.onDone} onDone={context.onDone} />;

  const add = async () => {
    if (chosen === undefined) {
      void message.error('请选择页面');
      return;
    }
    setSaving(true);
    try {
      const answer = await api.send(displayConfigApi.add, { body: { PageName: chosen } });
      await queryClient.invalidateQueries({ queryKey: columnConfigQueryKey(chosen) });
      void refreshListsShowing(queryClient, context.action.changes);
      void message.success(answerText(answer, '显示配置已新增'));
      setAdded(chosen);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="新增显示配置"
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void add()}
      onCancel={context.onClose}
    >
      <Typography.Paragraph type="secondary">
        选择要配置的页面，配置从该页面的内置默认列开始，随后可调整显示的列、顺序与排序。
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="页面" htmlFor="displayConfigPage" required>
          <Select
            id="displayConfigPage"
            showSearch
            optionFilterProp="label"
            placeholder="请选择页面"
            options={options}
            value={chosen}
            onChange={setChosen}
            loading={configured.isFetching}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function EditDisplayConfigDialog({ row, onClose, onDone }: ActionContext) {
  const summary = summaryOf(row);
  if (!summary) return null;
  return <DisplayConfigEditor pageName={summary.pageName} onClose={onClose} onDone={onDone} />;
}

/** The display configuration page's actions: 新增配置, 编辑 (the column editor) and 删除 after a confirmation. */
export const displayConfigActions: Record<string, ActionImplementation> = {
  'displayConfig.add': { dialog: AddDisplayConfigDialog },
  'displayConfig.edit': { dialog: EditDisplayConfigDialog },
  'displayConfig.remove': {
    run: ({ row, onDone }, api, { modal, message }) => {
      const summary = summaryOf(row);
      if (!summary) return;
      modal.confirm({
        title: removeTexts.title,
        content: (
          <>
            <Typography.Paragraph>
              {summary.pageTitle || summary.pageName}（{summary.pageName}）
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary">{removeTexts.explanation}</Typography.Paragraph>
          </>
        ),
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: async () => {
          try {
            const answer = await api.send(displayConfigApi.remove, { body: { PageName: summary.pageName } });
            void message.success(answerText(answer, '显示配置已删除'));
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
