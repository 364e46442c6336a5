import { useEffect, useRef, useState } from 'react';
import { App, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { PageLoading } from '../../components/PageLoading';
import { sm3Hex } from '../../api/sm3';
import { clearPermissionState } from '../../app/session/sessionState';
import { saveSession, setMustChangePassword } from '../../app/session/sessionStore';
import { useHostConfig } from '../../app/useHostConfig';
import { afterLogin } from '../Login/loginFlow';

/** How long the failure message shows before /Login. */
export const linkLoginPauseMs = 1500;

const isDigest = (text: string) => /^[0-9a-fA-F]{64}$/.test(text);

/**
 * `/SLogin` (spec 01 section 2): a sibling platform links a user in with `code`, `password` (as typed or its SM3
 * digest) and the date-derived `verifyCode`. The address loses its query at once (no password stays in the history);
 * a refusal shows 用户名或密码错误，请重新登录 and returns to /Login after a short pause.
 */
export function SLoginPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { config, loading } = useHostConfig();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const [searchParams] = useSearchParams();
  const [query] = useState(() => searchParams);

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (loading || started.current) return;
    started.current = true;
    const code = query.get('code')?.trim() ?? '';
    const password = query.get('password') ?? '';
    const verifyCode = query.get('verifyCode')?.trim() ?? '';
    const fail = () => {
      setFailed(true);
      void message.error(messages.linkLoginFailed);
      window.setTimeout(() => navigate('/Login', { replace: true }), linkLoginPauseMs);
    };
    if (!code || !password || !verifyCode) {
      fail();
      return;
    }
    api.auth
      .login({ Code: code, password: isDigest(password) ? password.toLowerCase() : sm3Hex(password), verifyCode })
      .then((answer) => {
        if (!answer.succeded) return fail();
        clearPermissionState(queryClient);
        const user = saveSession(answer);
        const next = afterLogin(user, config, null, new Date());
        if (next.kind === 'changePassword') {
          setMustChangePassword(true);
          navigate('/Login', { replace: true });
        } else if (next.kind === 'external') window.location.assign(next.url);
        else navigate(next.to, { replace: true });
      })
      .catch(fail);
  }, [api, config, loading, message, navigate, query, queryClient]);

  return failed ? (
    <Result status="warning" title={messages.linkLoginFailed} subTitle="即将返回登录页…" />
  ) : (
    <PageLoading />
  );
}
