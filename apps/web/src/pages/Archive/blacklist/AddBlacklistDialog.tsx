import { refreshListsShowing } from '../../../lists/listQueries';
import { useState } from 'react';
import { Alert, App, Form, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/ApiContext';
import { errorText } from '../../../components/table/DataTable';
import {
  BlacklistReasonFields,
  blacklistRequest,
  type BlacklistReasonValues,
} from '../../Blacklist/BlacklistReasonFields';

export interface BlacklistTarget {
  id: number;
  barcode: string;
}

export interface AddBlacklistDialogProps {
  cylinder: BlacklistTarget | null;
  onClose: () => void;
}

/** Query keys of the blacklist pages: refreshed after a cylinder is blacklisted. */

/**
 * 加入黑名单: the reason (required) and evidence pictures, then AddBlackList. A refusal keeps the dialog open with what
 * was typed and shows the server's message.
 */
export function AddBlacklistDialog({ cylinder, onClose }: AddBlacklistDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<BlacklistReasonValues>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setRefusal(null);
    onClose();
  };

  const add = useMutation({
    mutationFn: (values: BlacklistReasonValues) =>
      api.blacklist.add({ body: blacklistRequest(cylinder?.id ?? 0, values) }),
    onSuccess: async (answer) => {
      void message.success(answer.messeage || '已加入黑名单');
      close();
      await refreshListsShowing(queryClient, ['cylinder', 'blacklist']);
    },
    onError: (error) => {
      const text = errorText(error);
      setRefusal(text);
      void message.error(text);
    },
  });

  return (
    <Modal
      open={cylinder !== null}
      title={cylinder ? `加入黑名单 - ${cylinder.barcode}` : '加入黑名单'}
      okText="确定"
      cancelText="取消"
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 16 }} />}
      <Form<BlacklistReasonValues>
        form={form}
        layout="vertical"
        onFinish={(values) => {
          setRefusal(null);
          add.mutate(values);
        }}
      >
        <BlacklistReasonFields />
      </Form>
    </Modal>
  );
}
