import { randomUUID } from 'node:crypto';

export const PUBLIC_API_KEY = 'insolvenz-public-client';

/** Registers a fresh (free-plan) user on a running app and returns its bearer token. */
export async function registerUser(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY },
    body: JSON.stringify({
      email: `bench-${randomUUID().slice(0, 8)}@example.de`,
      password: 'Bench-Passwort-1',
      firstName: 'Bench',
      lastName: 'Mark',
    }),
  });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}
