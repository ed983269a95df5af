import { existsSync } from 'node:fs';
import { DigestRunner } from './alerts/digest/digest-runner.js';
import { NewCaseFeed } from './alerts/new-case-feed/new-case-feed.js';
import { fixedClock } from './platform/clock/clock.js';
import { dataFiles } from './platform/config/data-files.js';
import { EVENT_STORE, type EventStore } from './platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from './platform/projections-host/projections-host.port.js';
import { describeWithMongo } from './platform/read-store/mongo/mongo-test-server.test-kit.js';
import { importTestNotice } from './test/import-notice.js';
import { startSmtpTestServer, type SmtpTestServer } from './test/smtp-test-server.js';
import { startTestApp, type TestApp } from './test/test-app.js';
import { testReadStore } from './test/test-read-store.js';
import { apiClient, healthReport, signUp, TEST_PASSWORD } from './test/test-users.js';

const clock = fixedClock('2026-11-21T09:00:00Z');

// The whole application with READ_STORE=mongo on a fresh database of the MongoDB test server (FerretDB locally):
// the projections write the read models there, every module reads its port from the Mongo adapter, and the
// new-case feed hands over to the matcher through the same database. Nothing lands in the SQLite read store.
describeWithMongo('the application on the MongoDB read store', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let readStore: Awaited<ReturnType<typeof testReadStore>>;

  const settle = async () => {
    const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(head);
    await t.app.get(NewCaseFeed).waitFor(head);
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    readStore = await testReadStore('mongo');
    t = await startTestApp(
      { ...readStore.env, SMTP_URL: smtp.url, APP_URL: 'https://insolvenzmonitor.test' },
      { clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await readStore?.drop();
    await smtp?.close();
  });

  it('registers, logs in, alerts, imports, searches, shows a case and the admin dashboard', async () => {
    const pro = await signUp(t, { plan: 'pro_monthly', firstName: 'Greta', lastName: 'Mongo' });
    const login = await apiClient(t)
      .post('/api/auth/login')
      .send({ email: pro.email, password: TEST_PASSWORD })
      .expect(200);
    const http = apiClient(t, login.body.token as string);
    expect((await http.get('/api/auth/me').expect(200)).body).toMatchObject({ email: pro.email, plan: 'pro_monthly' });

    const subscription = await http
      .post('/api/subscriptions')
      .send({ email: pro.email, companyName: 'Sonnenschein Solar', keywords: [], active: true })
      .expect(201);
    expect(subscription.body.recipientStatus).toBe('own');
    const listed = await http.get('/api/subscriptions').expect(200);
    expect(listed.body.map((s: { id: string }) => s.id)).toEqual([subscription.body.id]);

    const { caseId } = await importTestNotice(t.app, {
      debtorName: 'Sonnenschein Solar GmbH',
      court: 'Amtsgericht München',
      caseNumber: '1502 IN 77/26',
      publicationType: 'eroeffnung',
      publicationDate: '2026-11-20',
    });
    await importTestNotice(t.app, { debtorName: 'Nordlicht Handel GmbH', publicationDate: '2026-11-19' });
    await settle();

    const search = await http.get('/api/insolvency/search').query({ q: 'sonnenschein' }).expect(200);
    expect(search.body.results.map((r: { id: number; companyName: string }) => [r.id, r.companyName])).toEqual([
      [caseId, 'Sonnenschein Solar GmbH'],
    ]);
    const page = await http.get(`/api/insolvency/${caseId}`).expect(200);
    expect(page.body).toMatchObject({
      id: caseId,
      companyName: 'Sonnenschein Solar GmbH',
      court: 'Amtsgericht München',
    });

    // The matcher got the case through the feed; the digest sends it and finds nothing more the next time.
    expect(await t.app.get(DigestRunner).run()).toMatchObject({ sent: 1, failed: 0 });
    const digests = smtp.received
      .filter((mail) => mail.envelope.to.includes(pro.email))
      .map((mail) => mail.parsed.subject)
      .filter((subject) => subject?.startsWith('Insolvenzmonitor:'));
    expect(digests).toEqual(['Insolvenzmonitor: eine neue Insolvenzbekanntmachung zu „Sonnenschein Solar“']);
    expect(await t.app.get(DigestRunner).run()).toMatchObject({ sent: 0 });

    const admin = await signUp(t, { role: 'admin' });
    const dashboard = await admin.http.get('/api/admin/dashboard').expect(200);
    expect(dashboard.body).toMatchObject({
      users: { total: 2 },
      subscriptions: { active: 1, emailSubscribers: 1 },
      insolvencyData: { total: 2, companies: 2 },
    });

    const health = await healthReport(t);
    const components = health.body.components as { name: string; status: string }[];
    expect(components.filter((c) => ['read-store-mongo', 'new-case-feed'].includes(c.name))).toEqual([
      expect.objectContaining({ name: 'read-store-mongo', status: 'ok' }),
      expect.objectContaining({ name: 'new-case-feed', status: 'ok' }),
    ]);
    expect(existsSync(dataFiles(t.dataDir).readModels)).toBe(false);
  });
});
