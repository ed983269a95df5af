import { randomUUID } from 'node:crypto';

/** The SPA's public client key (README default); every `/api` call must carry it. */
export const PUBLIC_API_KEY = 'insolvenz-public-client';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * Calls with the public key only (no user), like the SPA before login (`apiKey`: the app's PUBLIC_API_KEY). A
 * request that gets no answer fails naming itself and the socket's error: fetch's own "fetch failed" names
 * neither (a CI run lost a portfolio crash test to an unnamed "read ECONNRESET", 2026-12-03).
 */
export const publicFetch =
  (baseUrl: string, apiKey = PUBLIC_API_KEY): ApiFetch =>
  async (path, init = {}) => {
    try {
      return await fetch(`${baseUrl}${path}`, { ...init, headers: { 'X-API-Key': apiKey, ...init.headers } });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      throw new Error(`${init.method ?? 'GET'} ${baseUrl}${path}: no answer (${why})`, { cause: error });
    }
  };

/** Registers a fresh free user through the API and returns a fetch that calls as that user. */
export async function apiSession(
  baseUrl: string,
  apiKey = PUBLIC_API_KEY,
  email = `e2e-${randomUUID().slice(0, 8)}@example.de`,
): Promise<ApiFetch> {
  const account = {
    email,
    password: 'E2e-Passwort-1',
    firstName: 'End',
    lastName: 'Zuende',
  };
  const post = (path: string, body: unknown) =>
    publicFetch(baseUrl, apiKey)(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', account);
  if (registered.status !== 201)
    throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  // The registration starts no session (it answers alike for taken addresses): log in as the new user. Login asks
  // the account's stream, so it works at once even while the read models (another process) are behind.
  const response = await post('/api/auth/login', { email: account.email, password: account.password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return (path, init = {}) =>
    publicFetch(baseUrl, apiKey)(path, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
}
