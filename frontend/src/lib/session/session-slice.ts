import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredToken } from '../api/auth-token';
import { readStoredUser } from './session-storage';
import type { SessionUser } from './session-user';

/**
 * SPEC §4: a stored token makes the session `unknown` until GET /auth/user answers (success: `authenticated`,
 * 401: `unauthenticated`). Without a token there is nothing to check.
 */
export type SessionStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** The user logged out here: the login that follows starts afresh, not on the page the last session was on. */
  loggedOut?: boolean;
}

// Lazy, so every new store (app start, each test) reads storage at creation time.
function initialSessionState(): SessionState {
  if (!readStoredToken()) return { status: 'unauthenticated', user: null };
  return { status: 'unknown', user: readStoredUser() };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<SessionUser>): SessionState => ({
      status: 'authenticated',
      user: action.payload,
    }),
    userConfirmed: (_state, action: PayloadAction<SessionUser>): SessionState => ({
      status: 'authenticated',
      user: action.payload,
    }),
    /** The check failed for another reason than 401 (server down): trust the stored token. */
    sessionAssumed: (state) => {
      state.status = 'authenticated';
    },
    sessionEnded: (_state, action: PayloadAction<{ loggedOut: boolean } | undefined>): SessionState =>
      action.payload?.loggedOut
        ? { status: 'unauthenticated', user: null, loggedOut: true }
        : { status: 'unauthenticated', user: null },
  },
  selectors: {
    selectSession: (state: SessionState) => state,
  },
});

export const { sessionStarted, userConfirmed, sessionAssumed, sessionEnded } = sessionSlice.actions;
export const { selectSession } = sessionSlice.selectors;
