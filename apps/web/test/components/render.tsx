import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { defaultHostConfig } from '@gcs/contracts';
import { AppProviders } from '../../src/app/AppProviders';
import { SessionContext, type SessionValue } from '../../src/app/session/SessionContext';
import type { SessionUser } from '../../src/app/session/sessionStore';
import type { Api } from '../../src/api/api';
import { fakeApi } from '../fakeApi';

export function sessionFor(user: Partial<SessionUser> = {}): SessionValue {
  return {
    user: {
      id: 7,
      userName: '张监管',
      loginCode: 'jg001',
      level: 2,
      belongToType: 10,
      belongTo: 12,
      regulatorCode: '330400',
      regulatorId: 12,
      roleName: '监管人员',
      isSystemManager: false,
      updatePasswordTime: null,
      stationType: null,
      stationCode: null,
      ...user,
    },
    routes: [],
    config: { ...defaultHostConfig, code: '330400' },
    landingPath: '/Main',
  };
}

/** Renders a widget inside the app's providers (zh_CN, antd App, query cache, fake API) and, if given, a session. */
export function renderWidget(
  ui: ReactElement,
  { api = fakeApi(), session }: { api?: Api; session?: SessionValue } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders api={api} queryClient={queryClient}>
      {session ? <SessionContext.Provider value={session}>{ui}</SessionContext.Provider> : ui}
    </AppProviders>,
  );
  return { ...view, api, queryClient };
}
