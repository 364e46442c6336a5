import { useState } from 'react';
import { WechatOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Modal, Space, Spin, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';
import { WechatQr } from './WechatQr';

export const wechatAccountQueryKey = ['wechat', 'authAccount'] as const;

/**
 * 微信绑定: the logged-in user's own WeChat binding. Binding shows WeChat's QR page; after the scan WeChat sends the
 * window back to the landing page, which finishes the binding. Unbinding asks first.
 */
export function WechatBindingDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [scanning, setScanning] = useState(false);
  const account = useQuery({
    queryKey: wechatAccountQueryKey,
    queryFn: () => api.wechat.authAccount(),
    retry: false,
  });
  const unbind = useMutation({
    mutationFn: () => api.wechat.unbind(),
    onSuccess: async (answer) => {
      void message.success(answer.messeage || '已解除微信绑定');
      await queryClient.invalidateQueries({ queryKey: wechatAccountQueryKey });
    },
    onError: (error) => void message.error(error.message),
  });

  const confirmUnbind = () =>
    modal.confirm({
      title: '确认解除微信绑定？',
      content: '解除后将不能再用该微信扫码登录本账号。',
      okText: '解除绑定',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => unbind.mutateAsync().catch(() => undefined),
    });

  const binding = account.data?.data;
  return (
    <Modal open title="微信绑定" onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden>
      {account.isPending ? (
        <Spin description="正在读取微信绑定…" />
      ) : account.isError ? (
        <p role="alert">{account.error.message}</p>
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="绑定状态">
              {binding?.bound ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>}
            </Descriptions.Item>
            {binding?.bound ? <Descriptions.Item label="微信标识">{binding.unionId}</Descriptions.Item> : null}
          </Descriptions>
          {scanning ? (
            <>
              <p className="dialog-hint">请使用要绑定的微信扫描二维码，确认后将回到首页完成绑定。</p>
              <WechatQr purpose="bind" />
            </>
          ) : (
            <Space>
              <Button type="primary" icon={<WechatOutlined />} onClick={() => setScanning(true)}>
                {binding?.bound ? '更换微信' : '绑定微信'}
              </Button>
              {binding?.bound ? (
                <Button danger loading={unbind.isPending} onClick={confirmUnbind}>
                  解除绑定
                </Button>
              ) : null}
            </Space>
          )}
        </Space>
      )}
    </Modal>
  );
}
