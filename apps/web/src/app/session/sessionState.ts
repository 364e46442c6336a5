import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from './sessionStore';

/**
 * In-memory state tied to a session besides the stored user: the WeChat union id and cached dropdown lists. The
 * permission (menu) state lives in the query cache under `permissionQueryKey`.
 */
interface SessionState {
  unionId: string | null;
  dropdowns: Map<string, unknown>;
}

export const permissionQueryKey = ['auth', 'permission'] as const;

const state: SessionState = { unionId: null, dropdowns: new Map() };

export function sessionState(): Readonly<SessionState> {
  return state;
}

export function setUnionId(unionId: string | null): void {
  state.unionId = unionId;
}

/** Forgets the menus the guard loaded, so the next guarded page fetches them again. */
export function clearPermissionState(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: permissionQueryKey });
}

/** Logout (and forced logout): clears storage and cookies and resets dropdown, permission and union-id state. */
export function endSession(queryClient: QueryClient): void {
  clearSession();
  state.unionId = null;
  state.dropdowns.clear();
  clearPermissionState(queryClient);
}
