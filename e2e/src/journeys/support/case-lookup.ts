import { PRO } from './journey-app.js';

export interface HearingFact {
  readonly label: string;
  readonly date: string;
}

/**
 * An imported case whose notices announce a hearing and name an administrator and an Anmeldefrist, found through
 * the API as a Pro user (the replica generates openings with Berichts- and Prüfungstermine).
 */
export async function caseWithHearings(
  baseUrl: string,
  apiKey: string,
): Promise<{ id: number; companyName: string; hearings: HearingFact[] }> {
  const headers: Record<string, string> = { 'X-API-Key': apiKey, 'Content-Type': 'application/json' };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: PRO.email, password: PRO.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const authorised = { ...headers, Authorization: `Bearer ${token}` };
  for (let page = 1; page <= 10; page++) {
    const search = await fetch(`${baseUrl}/api/insolvency/search?limit=100&page=${page}`, { headers: authorised });
    const { results } = (await search.json()) as { results: { id: number }[] };
    for (const { id } of results) {
      const detail = (await (await fetch(`${baseUrl}/api/insolvency/${id}`, { headers: authorised })).json()) as {
        companyName: string;
        facts: { hearings: HearingFact[]; claimsDeadline: string | null; administrator: unknown; register: unknown };
      };
      const { facts } = detail;
      if (facts.hearings.length > 0 && facts.claimsDeadline && facts.administrator && facts.register) {
        return { id, companyName: detail.companyName, hearings: facts.hearings };
      }
    }
    if (results.length < 100) break;
  }
  throw new Error('no imported case with hearings, Anmeldefrist, administrator and register');
}
