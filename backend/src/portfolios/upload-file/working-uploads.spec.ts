import { startTestApp, type TestApp } from '../../test/test-app.js';
import { seedUser, type TestUser } from '../../test/test-users.js';
import { MAX_OPEN_UPLOADS, MAX_WORKING_UPLOADS } from '../file-import/limits.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { PortfolioUploadJobs } from '../uploads/portfolio-upload-jobs.js';

const CSV = Buffer.from('Kd.-Nr.;Bezeichnung\r\n1001;Müller Bau GmbH\r\n', 'latin1');

/**
 * The upload job reads every account's files one at a time: one account may have at most `MAX_WORKING_UPLOADS`
 * files waiting to be read or checked, so its stack of files cannot hold back everyone else's uploads. Uploads
 * waiting for the user (mapping, confirmation) do not count there; a new file replaces its portfolio's, and an
 * account keeps at most `MAX_OPEN_UPLOADS` unfinished uploads (each holds its file for up to 24 h).
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

  const waitForUser = (store: PortfolioRowStore, uploadId: string, state: 'zuordnen' | 'bereit' = 'zuordnen') =>
    store.updateUpload(uploadId, { state }, new Date().toISOString(), { endLease: true });
  const listed = async (user: TestUser) =>
    (await user.http.get('/api/portfolios').expect(200)).body.items as {
      id: string;
      openUpload: { id: string; fileName: string; state: string; createdAt: string } | null;
    }[];

  it("replaces the portfolio's upload left waiting for the user, and lists the open one to go back to", async () => {
    const user = await seedUser(t, { plan: 'pro_monthly' });
    const store = t.app.get<PortfolioRowStore>(PORTFOLIO_ROW_STORE);
    const id = await portfolio(user, 'Kunden 2026');
    expect((await listed(user))[0]!.openUpload).toBeNull();

    const left = (await upload(user, id).expect(202)).body.id as string;
    await waitForUser(store, left, 'bereit');
    expect((await listed(user))[0]!.openUpload).toEqual({
      id: left,
      fileName: 'kunden.csv',
      state: 'bereit',
      createdAt: expect.any(String),
    });

    // The wizard was closed with its tab; the user drops the file again.
    const next = (await upload(user, id).expect(202)).body.id as string;
    expect((await store.uploadsOf(id)).map((u) => u.id)).toEqual([next]);
    expect(await store.fileOf(left)).toBeNull();
    // A wizard still open on it in another tab learns why.
    const gone = await user.http.get(`/api/portfolios/${id}/uploads/${left}`).expect(404);
    expect(gone.body.message).toBe(
      'Der Upload wurde nicht gefunden: Er wurde verworfen, durch eine neuere Datei ersetzt oder nach 24 Stunden entfernt.',
    );
    expect((await listed(user))[0]!.openUpload).toMatchObject({ id: next, state: 'wird gelesen' });

    // Taken over or failed, an upload is no longer open.
    await store.updateUpload(next, { state: 'fehlgeschlagen', error: 'kaputt' }, new Date().toISOString());
    expect((await listed(user))[0]!.openUpload).toBeNull();
  });

  it(`keeps at most ${MAX_OPEN_UPLOADS} unfinished uploads of an account, over all its portfolios`, async () => {
    const user = await seedUser(t, { plan: 'pro_monthly' });
    const store = t.app.get<PortfolioRowStore>(PORTFOLIO_ROW_STORE);
    const portfolios: string[] = [];
    for (let i = 1; i <= MAX_OPEN_UPLOADS + 1; i++) portfolios.push(await portfolio(user, `Region ${i}`));
    for (const id of portfolios.slice(0, MAX_OPEN_UPLOADS)) {
      await waitForUser(store, (await upload(user, id).expect(202)).body.id as string);
    }
    const refused = await upload(user, portfolios[MAX_OPEN_UPLOADS]!).expect(409);
    expect(refused.body.message).toBe(
      `Sie haben bereits ${MAX_OPEN_UPLOADS} nicht abgeschlossene Uploads. Bitte übernehmen oder verwerfen Sie einen davon (in der Portfolio-Übersicht als „Upload offen“ markiert) und laden Sie die Datei dann erneut hoch.`,
    );
    expect(await store.uploadsOf(portfolios[MAX_OPEN_UPLOADS]!)).toEqual([]);
    expect((await listed(user)).filter((p) => p.openUpload !== null)).toHaveLength(MAX_OPEN_UPLOADS);

    // A new file for one of them replaces its upload; one discarded makes room for the other portfolio.
    await upload(user, portfolios[0]!).expect(202);
    const [discarded] = await store.uploadsOf(portfolios[1]!);
    await user.http.delete(`/api/portfolios/${portfolios[1]}/uploads/${discarded!.id}`).expect(204);
    await upload(user, portfolios[MAX_OPEN_UPLOADS]!).expect(202);
  });

  it('admits no more than the limit when files arrive at once (several tabs, a script)', async () => {
    const user = await seedUser(t, { plan: 'pro_monthly' });
    const store = t.app.get<PortfolioRowStore>(PORTFOLIO_ROW_STORE);
    const portfolios: string[] = [];
    for (let i = 1; i <= MAX_OPEN_UPLOADS + 2; i++) portfolios.push(await portfolio(user, `Filiale ${i}`));
    for (const id of portfolios.slice(0, MAX_OPEN_UPLOADS - 1)) {
      await waitForUser(store, (await upload(user, id).expect(202)).body.id as string);
    }
    // One place left, three files at once.
    const racing = portfolios.slice(MAX_OPEN_UPLOADS - 1);
    const answers = await Promise.all(racing.map((id) => upload(user, id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202).length).toBeLessThanOrEqual(1);
    expect(statuses.every((status) => status === 202 || status === 409)).toBe(true);
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 409) {
        expect(answer.body.message).toMatch(/^Sie haben bereits 5 nicht abgeschlossene Uploads\./);
        // A refused file is not kept.
        expect(await store.uploadsOf(racing[i]!)).toEqual([]);
      }
    }
    expect((await listed(user)).filter((p) => p.openUpload !== null).length).toBeLessThanOrEqual(MAX_OPEN_UPLOADS);
  });
});
