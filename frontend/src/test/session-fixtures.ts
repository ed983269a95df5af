import { type AppStore, createAppStore } from '../app/store';
import { TOKEN_STORAGE_KEY } from '../lib/api/auth-token';
import { sessionStarted } from '../lib/session/session-slice';
import { USER_STORAGE_KEY } from '../lib/session/session-storage';
import type { SessionUser } from '../lib/session/session-user';
import { type FakeServer, jsonResponse } from './fake-server';

export const TEST_TOKEN = 'test.jwt.token';

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-1',
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: 'erika@example.de',
    role: 'user',
    isActive: true,
    plan: 'free',
    ...overrides,
  };
}

export const adminUser = (overrides: Partial<SessionUser> = {}) =>
  sessionUser({
    id: 'u-admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@example.de',
    role: 'admin',
    ...overrides,
  });

/** A logged-in browser: token and user in localStorage, as after a login. Call before the store is created. */
export function storeSession(user: SessionUser = sessionUser(), token = TEST_TOKEN): SessionUser {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  return user;
}

/** Stores the session and lets the start-up check (GET /api/auth/user) confirm it. */
export function loggedInAs(server: FakeServer, user: SessionUser = sessionUser()): SessionUser {
  storeSession(user);
  server.on('GET', '/api/auth/user', () => jsonResponse(user));
  return user;
}

export function problem(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse(
    { type: 'about:blank', title: 'Fehler', status, detail: message, message, error: message, ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** A store whose session is already authenticated (no start-up check needed), with token and user stored. */
export function authenticatedStore(user: SessionUser = sessionUser()): AppStore {
  storeSession(user);
  const store = createAppStore();
  store.dispatch(sessionStarted(user));
  return store;
}
