import { useCallback, useRef, useState } from 'react';
import { App, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { messages, type LoginResponse } from '@gcs/contracts';
import { PageLoading } from '../../components/PageLoading';
import { clearPermissionState } from '../../app/session/sessionState';
import { saveSession, setMustChangePassword } from '../../app/session/sessionStore';
import { useHostConfig } from '../../app/useHostConfig';
import { afterLogin } from '../Login/loginFlow';

/** What a failed call tells the user: its message, or the link-login refusal. */
export const refusalText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : messages.linkLoginFailed;

/** How long a failed link login's message shows before /Login. */
export const linkLoginPauseMs = 1500;

export interface LinkLogin {
  /** The host configuration has loaded: a login may start. */
  ready: boolean;
  /** Runs the login once; a refusal or error shows its message and returns to /Login after a short pause. */
  run: (login: () => Promise<LoginResponse>, options?: { landing?: string; failure?: string }) => void;
  /** Shows the failure at once (a link that cannot be used), then /Login. */
  fail: (message: string) => void;
  /** The refusal shown, once the login failed. */
  failure: string | null;
}

/**
 * The logins that happen as a page opens (/SLogin, /FreeLogin, /Province, /cbCz, /Auth): store the session as the
 * login page does, then the user's landing page (or the one the link asks for), the forced password change when it
 * is due; on refusal the message, then /Login.
 */
export function useLinkLogin(): LinkLogin {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { config, loading } = useHostConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const fail = useCallback(
    (text: string) => {
      setFailure(text);
      void message.error(text);
      window.setTimeout(() => navigate('/Login', { replace: true }), linkLoginPauseMs);
    },
    [message, navigate],
  );

  const run = useCallback<LinkLogin['run']>(
    (login, options = {}) => {
      if (started.current) return;
      started.current = true;
      login()
        .then((answer) => {
          if (!answer.succeded) return fail(options.failure ?? (answer.errorMessage || messages.linkLoginFailed));
          clearPermissionState(queryClient);
          const user = saveSession(answer);
          const next = afterLogin(user, config, null, new Date());
          if (next.kind === 'changePassword') {
            setMustChangePassword(true);
            navigate('/Login', { replace: true });
          } else if (options.landing) navigate(options.landing, { replace: true });
          else if (next.kind === 'external') window.location.assign(next.url);
          else navigate(next.to, { replace: true });
        })
        .catch((error: unknown) => fail(options.failure ?? refusalText(error)));
    },
    [config, fail, navigate, queryClient],
  );

  return { ready: !loading, run, fail, failure };
}

/** What a link-login page shows: a spinner while logging in, the refusal while on the way back to /Login. */
export function LinkLoginStatus({ failure, blank = false }: { failure: string | null; blank?: boolean }) {
  if (failure) return <Result status="warning" title={failure} subTitle="即将返回登录页…" />;
  return blank ? null : <PageLoading />;
}
