import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/ApiContext';
import { LinkLoginStatus, useLinkLogin } from '../shared/useLinkLogin';

/** `/Province?token=` (spec 01 section 2): the province portal's way in; logs in as it opens, then /Dashboard. */
export function ProvincePage() {
  const api = useApi();
  const { ready, run, fail, failure } = useLinkLogin();
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token')?.trim() ?? '');

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (!ready || failure) return;
    if (!token) return fail('链接缺少认证令牌，请从省级门户重新进入');
    run(() => api.citySignOn.provinceLogin({ body: { token } }), { landing: '/Dashboard' });
  }, [api, fail, failure, ready, run, token]);

  return <LinkLoginStatus failure={failure} />;
}
