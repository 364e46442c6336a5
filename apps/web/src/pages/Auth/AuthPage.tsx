import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/ApiContext';
import { LinkLoginStatus, useLinkLogin } from '../shared/useLinkLogin';

/**
 * `/Auth` (spec 01 section 2): where a city's identity provider sends the browser back with `code` and `state`; the
 * server checks the state against this browser's cookie, and the user lands on their first page.
 */
export function AuthPage() {
  const api = useApi();
  const { ready, run, fail, failure } = useLinkLogin();
  const [searchParams] = useSearchParams();
  const [query] = useState(() => ({
    code: searchParams.get('code')?.trim() ?? '',
    state: searchParams.get('state')?.trim() ?? '',
    error: searchParams.get('error'),
  }));

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (!ready || failure) return;
    if (query.error || !query.code || !query.state) return fail('统一身份认证未完成授权，请重新登录');
    run(() => api.citySignOn.authLogin({ body: { code: query.code, state: query.state } }));
  }, [api, fail, failure, query, ready, run]);

  return <LinkLoginStatus failure={failure} />;
}
