import { randomUUID } from 'node:crypto';

/** The SPA's public client key (README default); every `/api` call must carry it. */
export const PUBLIC_API_KEY = 'insolvenz-public-client';

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Calls with the public key only (no user), like the SPA before login (`apiKey`: the app's PUBLIC_API_KEY). */
export const publicFetch =
  (baseUrl: string, apiKey = PUBLIC_API_KEY): ApiFetch =>
  (path, init = {}) =>
    fetch(`${baseUrl}${path}`, { ...init, headers: { 'X-API-Key': apiKey, ...init.headers } });

/** Registers a fresh free user through the API and returns a fetch that calls as that user. */
export async function apiSession(
  baseUrl: string,
  apiKey = PUBLIC_API_KEY,
  email = `e2e-${randomUUID().slice(0, 8)}@example.de`,
): Promise<ApiFetch> {
  const response = await publicFetch(baseUrl, apiKey)('/api/auth/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'E2e-Passwort-1',
      firstName: 'End',
      lastName: 'Zuende',
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return (path, init = {}) =>
    publicFetch(baseUrl, apiKey)(path, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
}
