import { TOKEN_STORAGE_KEY } from '../api/auth-token';
import { asSessionUser, type SessionUser } from './session-user';

/** localStorage key of the logged-in user object (SPEC §4: login stores token and user). */
export const USER_STORAGE_KEY = 'user';

export function readStoredUser(): SessionUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(USER_STORAGE_KEY);
    return raw ? asSessionUser(JSON.parse(raw)) : null;
  } catch {
    // Blocked storage or a damaged entry: the server check fills the user in again.
    return null;
  }
}

export function writeStoredSession(token: string, user: SessionUser): void {
  tryStorage((storage) => {
    storage.setItem(TOKEN_STORAGE_KEY, token);
    storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  });
}

export function writeStoredUser(user: SessionUser): void {
  tryStorage((storage) => storage.setItem(USER_STORAGE_KEY, JSON.stringify(user)));
}

/** A renewed token for the same user (after a password change the server ends all older sessions). */
export function writeStoredToken(token: string): void {
  tryStorage((storage) => storage.setItem(TOKEN_STORAGE_KEY, token));
}

export function clearStoredSession(): void {
  tryStorage((storage) => {
    storage.removeItem(TOKEN_STORAGE_KEY);
    storage.removeItem(USER_STORAGE_KEY);
  });
}

function tryStorage(write: (storage: Storage) => void): void {
  try {
    if (globalThis.localStorage) write(globalThis.localStorage);
  } catch {
    // Blocked storage: the session then lasts as long as the page.
  }
}
