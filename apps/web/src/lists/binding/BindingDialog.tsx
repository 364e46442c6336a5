import { useState, type Key } from 'react';
import { App, Button, Flex, Input, Modal, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { BindingEditor } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { DataTable, errorText } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import { answerText } from '../../components/feedback';
import type { ActionContext, ListRow } from '../actionTypes';
import { refreshListsShowing } from '../listQueries';
import { bindingColumns } from './bindingColumns';
import { CandidatePicker } from './CandidatePicker';

export const unbindQuestion = (count: number, what: string) => `确定解除所选的 ${count} 个${what}的绑定吗？`;

/** The binding queries of one owner (bound and candidates), for the cache and for refreshing after a change. */
export const bindingQueryKey = (binding: BindingEditor, owner: unknown) => ['binding', binding.save.path, owner];

/**
 * The stations an owner (a regulator, an inspection institution) has bound: searchable and paged, 添加 picks many
 * candidates at once, 解除绑定 unbinds the chosen after a confirmation. Every list that shows the changed data is
 * refreshed, since bindings decide the bound users' scope.
 */
export function BindingDialog({ table, action, row, onClose }: ActionContext) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const binding = table.bindings?.[action.key];
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Key[]>([]);
  const [picking, setPicking] = useState(false);
  const owner = binding && row ? row[binding.ownerKey] : undefined;
  const ownerFilter = binding ? { [binding.ownerField]: owner } : {};
  const list = usePagedList<Record<string, unknown>, ListRow>({
    queryKey: binding ? [...bindingQueryKey(binding, owner), 'bound'] : ['binding'],
    filter: { ...ownerFilter, ...(name ? { StationName: name } : {}) },
    fetchPage: (query, signal) =>
      binding ? (api.send(binding.bound, { query, signal } as never) as never) : Promise.reject(new Error('无绑定')),
    enabled: binding !== undefined && owner !== undefined,
  });
  if (!binding || !row) return null;

  const changed = async () => {
    setChosen([]);
    await queryClient.invalidateQueries({ queryKey: bindingQueryKey(binding, owner) });
    await refreshListsShowing(queryClient, action.changes);
  };
  const send = async (call: BindingEditor['save'], stationIds: number[], fallback: string) => {
    const answer = (await api.send(call, { body: { ...ownerFilter, stationIds } } as never)) as { messeage?: string };
    void message.success(answerText(answer, fallback));
    await changed();
  };
  const unbind = () =>
    modal.confirm({
      title: `解除绑定${binding.what}`,
      content: unbindQuestion(chosen.length, binding.what),
      okText: '确定解除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await send(binding.remove, chosen.map(Number), `已解除 ${chosen.length} 个${binding.what}的绑定`);
        } catch (error) {
          void message.error(errorText(error));
        }
      },
    });

  const ownerName = String(row[binding.ownerName] ?? '');
  return (
    <Modal open title={`${ownerName}：已绑定的${binding.what}`} width={960} footer={null} onCancel={onClose}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={`${binding.what}名称`}
          placeholder={`${binding.what}名称`}
          allowClear
          maxLength={64}
          onSearch={(text) => setName(text.trim())}
          style={{ width: 280 }}
        />
        <Space>
          <Button type="primary" onClick={() => setPicking(true)}>
            添加{binding.what}
          </Button>
          <Button danger disabled={chosen.length === 0} onClick={unbind}>
            {chosen.length > 0 ? `解除绑定（${chosen.length}）` : '解除绑定'}
          </Button>
        </Space>
      </Flex>
      <DataTable<ListRow>
        label={`已绑定的${binding.what}`}
        columns={bindingColumns}
        rowKey="id"
        {...list}
        selection={{ selectedKeys: chosen, onChange: setChosen }}
        size="small"
      />
      {picking && (
        <CandidatePicker
          binding={binding}
          ownerFilter={ownerFilter}
          queryKey={[...bindingQueryKey(binding, owner), 'candidates']}
          onClose={() => setPicking(false)}
          onPicked={async (stationIds) => {
            await send(binding.save, stationIds, `已绑定 ${stationIds.length} 个${binding.what}`);
            setPicking(false);
          }}
        />
      )}
    </Modal>
  );
}
