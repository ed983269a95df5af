import { type ApiFetch, PUBLIC_API_KEY, publicFetch } from './api-session.js';

/**
 * GET /api/health gives its details (projections, components, positions) only to administrators. Every app the
 * harness starts (startAppProcess) ensures this administrator through ADMIN_EMAIL/ADMIN_PASSWORD unless the test
 * names its own; the readiness probe /api/health/ready needs neither key nor login.
 */
export const HARNESS_ADMIN = { email: 'e2e-admin@example.de', password: 'E2e-Admin-Passwort-1' } as const;

interface Credentials {
  readonly email: string;
  readonly password: string;
}

const adminsByApp = new Map<string, Credentials>();
const tokens = new Map<string, Promise<string>>();

/** Which administrator the app at `baseUrl` was started with (startAppProcess records it). */
export function rememberAppAdmin(baseUrl: string, admin: Credentials): void {
  adminsByApp.set(baseUrl, admin);
  tokens.delete(baseUrl);
}

async function logIn(baseUrl: string, apiKey: string): Promise<string> {
  const admin = adminsByApp.get(baseUrl) ?? HARNESS_ADMIN;
  const response = await publicFetch(baseUrl, apiKey)('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Calls the app at `baseUrl` as its administrator (the harness's, unless the test named its own). */
export async function adminFetch(baseUrl: string, apiKey = PUBLIC_API_KEY): Promise<ApiFetch> {
  const token = await logIn(baseUrl, apiKey);
  return (path, init = {}) =>
    publicFetch(baseUrl, apiKey)(path, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
}

/** The detailed health report of the app at `baseUrl`, read as its administrator. */
export async function healthReport<T = Record<string, unknown>>(baseUrl: string, apiKey = PUBLIC_API_KEY): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let token = tokens.get(baseUrl);
    if (!token) {
      token = logIn(baseUrl, apiKey);
      tokens.set(baseUrl, token);
      token.catch(() => tokens.delete(baseUrl));
    }
    const response = await publicFetch(baseUrl, apiKey)('/api/health', {
      headers: { Authorization: `Bearer ${await token}` },
    });
    // A restarted app on a fresh directory, or an expired session: log in again once.
    if (response.status === 401 && attempt === 0) {
      tokens.delete(baseUrl);
      continue;
    }
    if (response.status !== 200 && response.status !== 503) {
      throw new Error(`GET /api/health answered ${response.status}: ${await response.text()}`);
    }
    return (await response.json()) as T;
  }
}
