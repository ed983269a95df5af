/** localStorage key holding the session token (SPEC §4: authenticated when a token is stored locally). */
export const TOKEN_STORAGE_KEY = 'token';

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed iframe): behave as logged out.
    return null;
  }
}
