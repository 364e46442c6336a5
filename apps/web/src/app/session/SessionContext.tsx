import { createContext, useContext } from 'react';
import type { HostConfig } from '@gcs/contracts';
import type { MenuRoute } from '../guard/menuRoutes';
import type { SessionUser } from './sessionStore';

/** What every logged-in page may read: the user, their dynamic routes and the host configuration. */
export interface SessionValue {
  user: SessionUser;
  routes: MenuRoute[];
  config: HostConfig;
  /** The page this user lands on after login; its tab cannot be closed. */
  landingPath: string;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession 只能在登录后的页面中使用');
  return value;
}
