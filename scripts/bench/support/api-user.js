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
