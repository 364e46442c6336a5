import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { citySignOnApi } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import type { BodyOf } from '../../api/call';
import { LinkLoginStatus, refusalText, useLinkLogin } from '../shared/useLinkLogin';
import { freeLoginAction } from './freeLoginAction';

/**
 * `/FreeLogin` (spec 01 section 2): `sc` picks the way in — changzhou's token, a city whose provider the browser visits
 * (suzhou, luzhou), or a sibling platform's signed hand-off (`sc=screen` with `menu` choosing the dashboard, or no
 * `sc`). The address loses its query at once (no token stays in the history).
 */
export function FreeLoginPage() {
  const api = useApi();
  const { ready, run, fail, failure } = useLinkLogin();
  const [searchParams] = useSearchParams();
  const [action] = useState(() => freeLoginAction(searchParams));

  useEffect(() => {
    if (action.kind !== 'navigate') {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, [action]);

  useEffect(() => {
    if (!ready || failure) return;
    switch (action.kind) {
      case 'invalid':
        return fail(action.message);
      case 'navigate':
        api.goToProvider(action.url).catch((error: unknown) => fail(refusalText(error)));
        return;
      case 'changzhou':
        return run(() => api.citySignOn.changZhouLogin({ body: { login: action.login, token: action.token } }));
      case 'signed':
        return run(
          () =>
            api.citySignOn.freeLogin({
              body: action.params as unknown as BodyOf<typeof citySignOnApi.freeLogin>,
            }),
          action.landing ? { landing: action.landing } : {},
        );
    }
  }, [action, api, fail, failure, ready, run]);

  return <LinkLoginStatus failure={failure} />;
}
