import { useEffect, useMemo, useRef } from 'react';
import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { landingRoute, messages } from '@gcs/contracts';
import { useApi } from '../../api/ApiContext';
import { readLastActivity } from '../../api/storage';
import { setUnauthorizedHandler } from '../../api/unauthorized';
import { PageLoading } from '../../components/PageLoading';
import { isIdle } from '../session/idle';
import { SessionContext, type SessionValue } from '../session/SessionContext';
import { clearPermissionState, endSession, permissionQueryKey } from '../session/sessionState';
import {
  hasToken,
  mustChangePassword,
  readSessionUser,
  userStationCode,
  type SessionUser,
} from '../session/sessionStore';
import { useIdleLogout } from '../session/useIdleLogout';
import { useSessionActions } from '../session/useSessionActions';
import { useHostConfig } from '../useHostConfig';
import { readAccessToken } from '../../api/storage';
import { buildMenuRoutes } from './menuRoutes';
import { guardDecision } from './guardDecision';

/** Leaves for /Login (or `to`) after clearing what must go: the permission state, or the whole session. */
function LeaveTo({ to, endAll, notice }: { to: string; endAll: boolean; notice?: string }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (endAll) endSession(queryClient);
    else clearPermissionState(queryClient);
    if (notice) void message.warning(notice);
  }, [queryClient, endAll, notice, message]);
  return <Navigate to={to} replace />;
}

/**
 * The route guard (spec 01 section 2) around every page that needs a session: no token leads to /Login with the
 * original path as `redirect`; a session idle past the limit ends here too; a pending mandatory password change keeps
 * the user on /Login.
 */
export function AuthGuard() {
  const location = useLocation();
  const { config } = useHostConfig();
  const decision = guardDecision(location.pathname, location.search, hasToken());
  if (decision.kind === 'redirect') return <LeaveTo to={decision.to} endAll={false} />;
  const user = readSessionUser();
  if (!user) return <LeaveTo to="/Login" endAll />;
  // Checked before this page's own requests refresh the timestamp: a tab reopened after hours must not revive.
  if (isIdle(readLastActivity(), Date.now(), config.idleMinutes)) {
    return <LeaveTo to="/Login" endAll notice={messages.idleTimeout} />;
  }
  if (mustChangePassword()) return <Navigate to="/Login" replace />;
  return <SessionBoundary user={user} />;
}

const superuserPath = '/superuserlogin';

/** Loads the host configuration and the user's menus, watches idle time and 401 answers, then shows the page. */
function SessionBoundary({ user }: { user: SessionUser }) {
  const api = useApi();
  const location = useLocation();
  const { expire } = useSessionActions();
  const host = useHostConfig();
  const skipMenus = location.pathname.toLowerCase() === superuserPath;
  const permission = useQuery({
    queryKey: [...permissionQueryKey, readAccessToken()],
    queryFn: ({ signal }) => api.auth.userPermission(signal).then((answer) => answer.data.list),
    enabled: !skipMenus,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  useIdleLogout(host.config.idleMinutes, () => expire(messages.idleTimeout));

  useEffect(() => {
    setUnauthorizedHandler((text) => expire(text));
    return () => setUnauthorizedHandler(null);
  }, [expire]);

  const failed = permission.isError;
  const failure = permission.error?.message;
  useEffect(() => {
    if (failed) expire(failure ?? messages.serverError);
  }, [failed, failure, expire]);

  const menus = permission.data;
  const config = host.config;
  const value = useMemo<SessionValue>(
    () => ({
      user,
      config,
      routes: buildMenuRoutes(menus ?? [], {
        stationCode: userStationCode(user),
        signatureStationCode: config.signatureStationCode,
      }),
      landingPath: landingRoute(user, { loginToMain: config.loginToMain, redirect: null }),
    }),
    [user, menus, config],
  );

  if (host.loading || (!skipMenus && permission.isPending) || failed) return <PageLoading />;
  return (
    <SessionContext.Provider value={value}>
      <Outlet />
    </SessionContext.Provider>
  );
}
