import { startTestApp, type TestApp } from '../../test/test-app.js';
import { seedUser, type TestUser } from '../../test/test-users.js';
import { MAX_WORKING_UPLOADS } from '../file-import/limits.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { PortfolioUploadJobs } from '../uploads/portfolio-upload-jobs.js';

const CSV = Buffer.from('Kd.-Nr.;Bezeichnung\r\n1001;Müller Bau GmbH\r\n', 'latin1');

/**
 * The upload job reads every account's files one at a time: one account may have at most `MAX_WORKING_UPLOADS`
 * files waiting to be read or checked, so its stack of files cannot hold back everyone else's uploads. Uploads
 * waiting for the user (mapping, confirmation) do not count.
 */
describe('uploads the job still works on, per account', () => {
  let t: TestApp;
  let pro: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    // The job stands still, so the uploads stay "wird gelesen" as behind a long queue.
    await t.app.get(PortfolioUploadJobs).onApplicationShutdown();
    pro = await seedUser(t, { plan: 'pro_monthly' });
    other = await seedUser(t, { plan: 'pro_monthly' });
  });
  afterAll(() => t.close());

  const portfolio = async (user: TestUser, name: string) =>
    ((await user.http.post('/api/portfolios').send({ name }).expect(201)).body as { id: string }).id;
  const upload = (user: TestUser, portfolioId: string) =>
    user.http.post(`/api/portfolios/${portfolioId}/uploads`).attach('file', CSV, 'kunden.csv');

  it('refuses a further file in German while three of the account are being read, over all its portfolios', async () => {
    const first = await portfolio(pro, 'Debitoren Nord');
    const second = await portfolio(pro, 'Debitoren Süd');
    const ids: string[] = [];
    for (const id of [first, first, second]) {
      const accepted = await upload(pro, id).expect(202);
      expect(accepted.body.state).toBe('wird gelesen');
      ids.push(accepted.body.id as string);
    }
    const refused = await upload(pro, second).expect(409);
    expect(refused.body.message).toBe(
      `Es werden bereits ${MAX_WORKING_UPLOADS} Ihrer Dateien gelesen oder geprüft. Bitte warten Sie, bis eine davon fertig ist, und laden Sie die Datei dann erneut hoch.`,
    );
    // Nothing was stored for it.
    const store = t.app.get<PortfolioRowStore>(PORTFOLIO_ROW_STORE);
    expect((await store.uploadsOf(second)).map((u) => u.id)).toEqual([ids[2]]);

    // Another account's upload is not held back by this one's.
    await upload(other, await portfolio(other, 'Kunden')).expect(202);

    // One read and waiting for the mapping: it no longer counts, the next file is taken.
    await store.updateUpload(ids[0]!, { state: 'zuordnen' }, new Date().toISOString(), { endLease: true });
    await upload(pro, second).expect(202);
    await upload(pro, first).expect(409);
  });
});
