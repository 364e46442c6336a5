import type { LoginResponse } from '@gcs/contracts';
import { saveSession, type SessionUser } from '../src/app/session/sessionStore';
import { loginAnswer } from './fakeApi';

/** Stores a session as a successful login would. */
export function signIn(overrides: Partial<LoginResponse> = {}): SessionUser {
  return saveSession(loginAnswer(overrides));
}
