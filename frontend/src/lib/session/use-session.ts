import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from '../api/base-api';
import { selectSession, sessionEnded, sessionStarted, type SessionStatus } from './session-slice';
import { clearStoredSession, writeStoredSession } from './session-storage';
import type { AuthResponse, SessionUser } from './session-user';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  /** The session was ended by a logout on this page (see RequireAuth). */
  loggedOut: boolean;
}

export function useSession(): Session {
  const { status, user, loggedOut = false } = useSelector(selectSession);
  return useMemo(() => ({ status, user, isAdmin: user?.role === 'admin', loggedOut }), [status, user, loggedOut]);
}

/** Starting and ending a session: storage and store change together. */
export function useSessionActions() {
  const dispatch = useDispatch();

  const startSession = useCallback(
    ({ token, user }: Pick<AuthResponse, 'token' | 'user'>) => {
      writeStoredSession(token, user);
      // Nothing cached for a previous user may show up for this one.
      dispatch(baseApi.util.resetApiState());
      dispatch(sessionStarted(user));
    },
    [dispatch],
  );

  /** `loggedOut`: ended by the user's logout (not an expired token), so no page is remembered for the next login. */
  const endSession = useCallback(
    (options?: { loggedOut: boolean }) => {
      clearStoredSession();
      dispatch(sessionEnded(options));
    },
    [dispatch],
  );

  return { startSession, endSession };
}
