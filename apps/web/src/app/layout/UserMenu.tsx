import { useState } from 'react';
import { ApiOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { apiDocsApi, apiDocsPath } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { normaliseError } from '../../api/errors';
import { WechatBindingDialog } from '../../components/wechat/WechatBindingDialog';
import { useSession } from '../session/SessionContext';

/**
 * The logged-in user's name in the header, opening what the user manages about their own account: the WeChat
 * binding, when the deployment has WeChat login and the session is the user's own (a super administrator who entered
 * as the user does not bind their WeChat to the user's account); and, for a system manager in their own session, the
 * API documentation, which the server first opens to this browser by a cookie (docs/security.md).
 */
export function UserMenu() {
  const { user, config } = useSession();
  const api = useApi();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<'wechat' | null>(null);
  const items: NonNullable<MenuProps['items']> = [
    ...(config.wechatLogin && !user.enteredBy ? [{ key: 'wechat', icon: <WechatOutlined />, label: '微信绑定' }] : []),
    ...(user.isSystemManager && !user.enteredBy ? [{ key: 'apiDocs', icon: <ApiOutlined />, label: '接口文档' }] : []),
  ];
  const openApiDocs = () => {
    // Opened before the call, so that the browser does not block it as a pop-up; pointed at the docs once allowed.
    const opened = window.open('about:blank', '_blank');
    if (opened) opened.opener = null;
    api.send(apiDocsApi.access).then(
      () => {
        if (opened) opened.location.href = apiDocsPath;
        else window.location.assign(apiDocsPath);
      },
      (error: unknown) => {
        opened?.close();
        void message.error(normaliseError(error).message);
      },
    );
  };

  if (items.length === 0) {
    return (
      <span>
        <UserOutlined /> {user.userName}
      </span>
    );
  }
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => (key === 'apiDocs' ? openApiDocs() : setDialog(key === 'wechat' ? 'wechat' : null)),
        }}
      >
        <Button type="text" icon={<UserOutlined />} aria-label={`${user.userName}：个人设置`}>
          {user.userName}
        </Button>
      </Dropdown>
      {dialog === 'wechat' ? <WechatBindingDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}
