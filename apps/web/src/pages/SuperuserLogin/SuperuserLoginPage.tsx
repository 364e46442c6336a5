import { useState } from 'react';
import { App, Button, Card, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import { messages, type EnterableUser } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { clearPermissionState } from '../../app/session/sessionState';
import { readSessionUser, saveSession } from '../../app/session/sessionStore';
import { useSession } from '../../app/session/SessionContext';
import { useSessionActions } from '../../app/session/useSessionActions';
import { afterLogin } from '../Login/loginFlow';

/**
 * The super-user entry (/SuperuserLogin, spec 01 sections 2, 4, 8): a system manager searches users by login code and
 * user name and enters the platform as one of them. Both boxes empty clear the table without a call; entering stores
 * the new session and reloads the platform as that user, at the page the user lands on after logging in. Anyone else (or a session already entered) goes to `/`.
 */
export function SuperuserLoginPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { logout } = useSessionActions();
  const { config } = useSession();
  const [loginCode, setLoginCode] = useState('');
  const [userName, setUserName] = useState('');
  const [users, setUsers] = useState<EnterableUser[]>([]);
  const [searching, setSearching] = useState(false);
  const [entering, setEntering] = useState<number | null>(null);
  const user = readSessionUser();
  if (!user?.isSystemManager || user.enteredBy) return <Navigate to="/" replace />;

  const search = async () => {
    const query = { LoginCode: loginCode.trim(), UserName: userName.trim() };
    if (!query.LoginCode && !query.UserName) {
      setUsers([]);
      return;
    }
    setSearching(true);
    try {
      const answer = await api.auth.superAdminSelectUser({
        ...(query.LoginCode ? { LoginCode: query.LoginCode } : {}),
        ...(query.UserName ? { UserName: query.UserName } : {}),
      });
      if (!answer.result) {
        void message.error(answer.messeage);
        return;
      }
      setUsers(answer.list);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : messages.serverError);
    } finally {
      setSearching(false);
    }
  };

  const enter = async (target: EnterableUser) => {
    setEntering(target.id);
    try {
      const answer = await api.auth.login({
        code: target.loginCode,
        unionId: '',
        isSystemManeger: true,
        verifyCode: '',
        password: '',
      });
      if (!answer.succeded) {
        void message.error(answer.errorMessage);
        return;
      }
      clearPermissionState(queryClient);
      const next = afterLogin(saveSession(answer), config, null, new Date());
      window.location.replace(next.kind === 'external' ? next.url : next.kind === 'route' ? next.to : '/');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : messages.serverError);
    } finally {
      setEntering(null);
    }
  };

  const columns: ColumnsType<EnterableUser> = [
    { title: '用户名', dataIndex: 'userName', width: 160 },
    { title: '用户类型', dataIndex: 'typeName', width: 110, align: 'center' },
    { title: '账号', dataIndex: 'loginCode', width: 160 },
    { title: '所属单位', dataIndex: 'unitName', width: 220, render: (name: string | null) => name ?? '' },
    { title: '角色', dataIndex: 'roleName', width: 140, render: (name: string | null) => name ?? '' },
    {
      title: '操作',
      key: 'enter',
      width: 120,
      align: 'center',
      render: (_value, row) => (
        <Button
          type="link"
          loading={entering === row.id}
          disabled={entering !== null && entering !== row.id}
          onClick={() => void enter(row)}
        >
          {entering === row.id ? '登录中' : '进入系统'}
        </Button>
      ),
    },
  ];

  return (
    <div className="superuser-login">
      <Card
        title="超级用户入口"
        extra={
          <Space>
            <Button type="link" onClick={() => navigate('/Main')}>
              进入管理后台
            </Button>
            <Button type="text" onClick={() => void logout()}>
              退出登录
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          以所选用户的身份进入系统；进入期间的每条系统日志同时记录您的账号，退出登录即结束进入。
        </Typography.Paragraph>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input
            aria-label="账号"
            placeholder="请输入账号"
            allowClear
            maxLength={64}
            value={loginCode}
            onChange={(event) => setLoginCode(event.target.value)}
            onPressEnter={() => void search()}
            style={{ width: 200 }}
          />
          <Input
            aria-label="用户名"
            placeholder="请输入用户名"
            allowClear
            maxLength={64}
            value={userName}
            onChange={(event) => setUserName(event.target.value)}
            onPressEnter={() => void search()}
            style={{ width: 200 }}
          />
          <Button type="primary" loading={searching} onClick={() => void search()}>
            查询
          </Button>
        </Space>
        <Table<EnterableUser>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={users}
          loading={searching}
          pagination={false}
          locale={{ emptyText: '暂无数据' }}
        />
      </Card>
    </div>
  );
}
