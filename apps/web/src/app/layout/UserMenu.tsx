import { useState } from 'react';
import { UserOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { WechatBindingDialog } from '../../components/wechat/WechatBindingDialog';
import { useSession } from '../session/SessionContext';

/**
 * The logged-in user's name in the header, opening what the user manages about their own account: the WeChat
 * binding, when the deployment has WeChat login and the session is the user's own (a super administrator who entered
 * as the user does not bind their WeChat to the user's account).
 */
export function UserMenu() {
  const { user, config } = useSession();
  const [dialog, setDialog] = useState<'wechat' | null>(null);
  const items: NonNullable<MenuProps['items']> =
    config.wechatLogin && !user.enteredBy ? [{ key: 'wechat', icon: <WechatOutlined />, label: '微信绑定' }] : [];

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
        menu={{ items, onClick: ({ key }) => setDialog(key === 'wechat' ? 'wechat' : null) }}
      >
        <Button type="text" icon={<UserOutlined />} aria-label={`${user.userName}：个人设置`}>
          {user.userName}
        </Button>
      </Dropdown>
      {dialog === 'wechat' ? <WechatBindingDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}
