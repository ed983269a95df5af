import { randomUUID } from 'node:crypto';

export const PUBLIC_API_KEY = 'insolvenz-public-client';

/** Registers a fresh (free-plan) user on a running app and returns its bearer token. */
export async function registerUser(baseUrl) {
  const account = {
    email: `bench-${randomUUID().slice(0, 8)}@example.de`,
    password: 'Bench-Passwort-1',
    firstName: 'Bench',
    lastName: 'Mark',
  };
  const post = (path, body) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', account);
  if (registered.status !== 201)
    throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  // The registration starts no session (it answers alike for taken addresses): log in.
  const response = await post('/api/auth/login', { email: account.email, password: account.password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** The administrator the benchmarks start their apps with: GET /api/health gives details only to administrators. */
export const BENCH_ADMIN = { email: 'bench-admin@example.de', password: 'Bench-Admin-Passwort-1' };
export const BENCH_ADMIN_ENV = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };

const adminTokens = new Map();

/** GET /api/health of the app on `port` as BENCH_ADMIN: `{ status, body }` (body as text), like the bench's `get`. */
export async function adminHealth(port) {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (!adminTokens.has(port)) {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY },
      body: JSON.stringify(BENCH_ADMIN),
    });
    if (login.status !== 200) {
      // 503 while the accounts read model is rebuilt from the first event (the app answers it in German).
      throw Object.assign(new Error(`admin login failed: ${login.status} ${await login.text()}`), {
        status: login.status,
      });
    }
    adminTokens.set(port, (await login.json()).token);
  }
  const response = await fetch(`${baseUrl}/api/health`, {
    headers: { 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${adminTokens.get(port)}` },
  });
  if (response.status === 401) adminTokens.delete(port);
  return { status: response.status, body: await response.text() };
}
