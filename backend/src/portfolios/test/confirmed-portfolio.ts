import type { TestUser } from '../../test/test-users.js';

const wait = () => new Promise((resolve) => setTimeout(resolve, 25));

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
  const reach = async (state: string) => {
    for (;;) {
      const current = (await user.http.get(`/api/portfolios/${id}/uploads/${upload.id}`).expect(200)).body as {
        state: string;
        mapping: Record<string, number | null>;
      };
      if (current.state === state) return current;
      if (current.state === 'fehlgeschlagen') throw new Error('upload failed');
      await wait();
    }
  };
  const mapped = await reach('zuordnen');
  await user.http.put(`/api/portfolios/${id}/uploads/${upload.id}/mapping`).send({ mapping: mapped.mapping });
  await reach('bereit');
  await user.http.post(`/api/portfolios/${id}/uploads/${upload.id}/confirm`).expect(202);
  await reach('übernommen');
  for (;;) {
    const { items } = (await user.http.get('/api/portfolios').expect(200)).body as {
      items: { id: string; matching: { state: string } }[];
    };
    if (items.find((p) => p.id === id)?.matching.state === 'fertig') return id;
    await wait();
  }
}
