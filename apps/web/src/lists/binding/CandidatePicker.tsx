import { useState, type Key } from 'react';
import { App, Input, Modal } from 'antd';
import type { BindingEditor } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { DataTable, errorText } from '../../components/table/DataTable';
import { usePagedList } from '../../components/table/usePagedList';
import type { ListRow } from '../actionTypes';
import { bindingColumns } from './bindingColumns';

export interface CandidatePickerProps {
  binding: BindingEditor;
  ownerFilter: Record<string, unknown>;
  queryKey: readonly unknown[];
  onClose: () => void;
  /** Binds the picked stations; the picker closes when it resolves and stays open (with the choice) if it throws. */
  onPicked: (stationIds: number[]) => Promise<void>;
}

/** The stations of the user's scope not yet bound to the owner: search, pick many (across pages), 绑定. */
export function CandidatePicker({ binding, ownerFilter, queryKey, onClose, onPicked }: CandidatePickerProps) {
  const api = useApi();
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);
  const list = usePagedList<Record<string, unknown>, ListRow>({
    queryKey,
    filter: { ...ownerFilter, ...(name ? { StationName: name } : {}) },
    fetchPage: (query, signal) => api.send(binding.candidates, { query, signal } as never) as never,
  });

  const bind = async () => {
    setSaving(true);
    try {
      await onPicked(chosen.map(Number));
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`添加${binding.what}`}
      width={900}
      okText={chosen.length > 0 ? `绑定（${chosen.length}）` : '绑定'}
      okButtonProps={{ disabled: chosen.length === 0 }}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void bind()}
      onCancel={onClose}
    >
      <Input.Search
        aria-label={`可绑定的${binding.what}名称`}
        placeholder={`${binding.what}名称`}
        allowClear
        maxLength={64}
        onSearch={(text) => setName(text.trim())}
        style={{ width: 280, marginBottom: 12 }}
      />
      <DataTable<ListRow>
        label={`可绑定的${binding.what}`}
        columns={bindingColumns}
        rowKey="id"
        {...list}
        selection={{ selectedKeys: chosen, onChange: setChosen }}
        size="small"
      />
    </Modal>
  );
}
