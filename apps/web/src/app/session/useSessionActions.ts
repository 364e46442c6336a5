import { useCallback } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/ApiContext';
import { endSession } from './sessionState';

/** Logging out, by the user (退出登录) or by the system (idle time, 401, failed menu fetch). */
export function useSessionActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();

  /** Tells the server (best effort), clears this browser's session and returns to /Login. */
  const logout = useCallback(async () => {
    try {
      await api.auth.logout();
    } catch {
      // The session ends on this browser whatever the server answers.
    }
    endSession(queryClient);
    navigate('/Login', { replace: true });
  }, [api, queryClient, navigate]);

  /** Ends the session with a message the user must read (idle timeout, 401, failed menu fetch). */
  const expire = useCallback(
    (text: string) => {
      endSession(queryClient);
      void message.warning(text);
      navigate('/Login', { replace: true });
    },
    [queryClient, message, navigate],
  );

  return { logout, expire };
}
