import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { sm3Hex } from '../../api/sm3';
import { LinkLoginStatus, useLinkLogin } from '../shared/useLinkLogin';

const isDigest = (text: string) => /^[0-9a-fA-F]{64}$/.test(text);

/**
 * `/SLogin` (spec 01 section 2): a sibling platform links a user in with `code`, `password` (as typed or its SM3
 * digest) and the date-derived `verifyCode`. The address loses its query at once (no password stays in the history);
 * a refusal shows 用户名或密码错误，请重新登录 and returns to /Login after a short pause.
 */
export function SLoginPage() {
  const api = useApi();
  const { ready, run, fail, failure } = useLinkLogin();
  const [searchParams] = useSearchParams();
  const [query] = useState(() => searchParams);

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (!ready || failure) return;
    const code = query.get('code')?.trim() ?? '';
    const password = query.get('password') ?? '';
    const verifyCode = query.get('verifyCode')?.trim() ?? '';
    if (!code || !password || !verifyCode) return fail(messages.linkLoginFailed);
    run(
      () =>
        api.auth.login({
          Code: code,
          password: isDigest(password) ? password.toLowerCase() : sm3Hex(password),
          verifyCode,
        }),
      { failure: messages.linkLoginFailed },
    );
  }, [api, fail, failure, query, ready, run]);

  return <LinkLoginStatus failure={failure} />;
}
