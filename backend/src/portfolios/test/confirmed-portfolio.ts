import type { TestUser } from '../../test/test-users.js';
import { within } from '../../test/within.js';

const wait = () => new Promise((resolve) => setTimeout(resolve, 25));
/** Each step's bound: seconds on a busy machine, far below a test's timeout, so a hang names its step. */
const STEP_MS = 20_000;

/**
 * A confirmed portfolio of `user` with these CSV lines after the header `Kundennummer;Name;PLZ;Ort;Registergericht;
 * Registernummer`, through the HTTP API as the screen does it (upload, mapping as proposed, confirm), once its
 * initial matching against all cases is done. Answers its id.
 */
export async function confirmedPortfolio(
  user: TestUser,
  name: string,
  mode: 'sofort' | 'täglich',
  lines: readonly string[],
): Promise<string> {
  const { id } = (await user.http.post('/api/portfolios').send({ name, mode }).expect(201)).body as { id: string };
  const csv = Buffer.from(['Kundennummer;Name;PLZ;Ort;Registergericht;Registernummer', ...lines].join('\r\n'));
  const upload = (await user.http.post(`/api/portfolios/${id}/uploads`).attach('file', csv, 'kunden.csv').expect(202))
    .body as { id: string };
  let seen: unknown = null;
  const reach = (state: string) =>
    within(
      STEP_MS,
      `upload ${upload.id} reaching '${state}'`,
      async (signal) => {
        while (!signal.aborted) {
          const current = (await user.http.get(`/api/portfolios/${id}/uploads/${upload.id}`).expect(200)).body as {
            state: string;
            mapping: Record<string, number | null>;
            error?: string | null;
          };
          seen = { state: current.state, error: current.error ?? null };
          if (current.state === state) return current;
          if (current.state === 'fehlgeschlagen') throw new Error(`upload failed: ${current.error}`);
          await wait();
        }
        return null;
      },
      () => seen,
    );
  const mapped = (await reach('zuordnen'))!;
  await user.http
    .put(`/api/portfolios/${id}/uploads/${upload.id}/mapping`)
    .send({ mapping: mapped.mapping })
    .expect(202);
  await reach('bereit');
  await user.http.post(`/api/portfolios/${id}/uploads/${upload.id}/confirm`).expect(202);
  await reach('übernommen');
  return within(
    STEP_MS,
    `portfolio ${id}'s initial matching`,
    async (signal) => {
      while (!signal.aborted) {
        const { items } = (await user.http.get('/api/portfolios').expect(200)).body as {
          items: { id: string; matching: { state: string; done: number; total: number } }[];
        };
        seen = items.find((p) => p.id === id)?.matching ?? null;
        if (items.find((p) => p.id === id)?.matching.state === 'fertig') return id;
        await wait();
      }
      return id;
    },
    () => seen,
  );
}
