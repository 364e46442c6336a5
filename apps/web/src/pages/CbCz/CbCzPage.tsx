import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/ApiContext';
import { LinkLoginStatus, useLinkLogin } from '../shared/useLinkLogin';

/** `/cbCz?code=` (spec 01 section 2): changzhou's identity-authentication callback; blank while it logs in. */
export function CbCzPage() {
  const api = useApi();
  const { ready, run, fail, failure } = useLinkLogin();
  const [searchParams] = useSearchParams();
  const [code] = useState(() => searchParams.get('code')?.trim() ?? '');

  useEffect(() => {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (!ready || failure) return;
    if (!code) return fail('缺少授权码，请从常州身份认证平台重新进入');
    run(() => api.citySignOn.czIdentityLogin({ body: { code } }));
  }, [api, code, fail, failure, ready, run]);

  return <LinkLoginStatus failure={failure} blank />;
}
