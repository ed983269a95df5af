import { jest } from '@jest/globals';
import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { tracesIn } from '../../test/erasure-traces.js';
import { outbox } from '../../test/outbox.js';
import { rebuildReadModels } from '../../test/rebuilt-read-models.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { apiClient, seedUser, signUp, TEST_PASSWORD, type TestUser } from '../../test/test-users.js';
import { INTERRUPTED_MESSAGE } from '../domain/retention-run-decider.js';
import { RETENTION_RUNS_STREAM } from '../domain/retention-run-events.js';
import { caseKey } from '../domain/case-key.js';
import { ImportCaseHandler } from '../import-case/import-case.handler.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';
import { RETENTION_QUERIES, type RetentionQueries } from '../read-model/retention-queries.port.js';
import { testNotice } from '../test/notice-factory.js';
import { LETTER_FORM } from '../claim-letter/letter/claim-letter.test-kit.js';
import { RetentionCleaner } from './retention-cleaner.js';

// Distinctive names, searched for wherever the installation keeps data (`tracesIn`: every byte under DATA_DIR,
// KurrentDB's files included; on MongoDB every document and the FerretDB test server's files), as written and as
// the search index folds them.
const PERSON = testNotice({
  debtorName: 'Quellmalz, Zacharias',
  debtorKind: 'person',
  legalForm: null,
  register: null,
  caseNumber: '71 IK 901/26',
  publicationType: 'eroeffnung',
  publicationDate: '2026-11-05',
  street: 'Zwetschgenweg 7',
  text: 'In dem Verbraucherinsolvenzverfahren über das Vermögen des Zacharias Quellmalz, Zwetschgenweg 7 …',
  // The case's deadlines (issue #32) are erased with it: their place is nowhere else.
  deadlines: [
    {
      kind: 'pruefungstermin',
      date: '2026-12-20',
      time: '10:30',
      place: 'Sitzungssaal Zwetschgenkammer',
      sentence: 'Prüfungstermin am 20.12.2026, 10:30 Uhr, Sitzungssaal Zwetschgenkammer.',
      relative: null,
    },
  ],
});
// The portal corrected the person's notice (issue #32): the correction (its changes, the corrected text) goes too.
const PERSON_CORRECTED = {
  ...PERSON,
  fingerprint: `${PERSON.fingerprint}-berichtigt`,
  street: 'Mirabellenpfad 9',
  text: 'In dem Verbraucherinsolvenzverfahren über das Vermögen des Zacharias Quellmalz, Mirabellenpfad 9 …',
};
const COMPANY = testNotice({
  debtorName: 'Xylophonwerk Wunderlich GmbH',
  caseNumber: '72 IN 902/26',
  publicationDate: '2026-10-20',
  text: 'Über das Vermögen der Xylophonwerk Wunderlich GmbH wird das Insolvenzverfahren eröffnet …',
});
const KEPT_PERSON = testNotice({
  debtorName: 'Bleibtnoch, Berta',
  debtorKind: 'person',
  legalForm: null,
  register: null,
  caseNumber: '71 IK 903/26',
  publicationDate: '2026-11-10',
});
const KEPT_COMPANY = testNotice({
  debtorName: 'Frischgemeldet AG',
  caseNumber: '72 IN 904/26',
  publicationDate: '2026-11-01',
});
const TRACES = [
  'Zwetschgenkammer',
  'Mirabellenpfad',
  'Quellmalz',
  'quellmalz',
  'QUELLMALZ',
  'Zacharias',
  'zacharias',
  'Zwetschgenweg',
  'Xylophonwerk',
  'xylophonwerk',
  'Wunderlich',
  'wunderlich',
  // A claim-letter draft of the erased person's case (issue #32): the claim's reason names the debtor.
  'Pflaumenlieferung',
  // Court + Aktenzeichen identify a person's proceeding: as written, and as the old stream names (`case-<caseKey>`,
  // the tombstones of erased cases) and the search index spell them.
  '71 IK 901/26',
  '71-ik-901-26',
  '901/26',
  '72 IN 902/26',
  '72-in-902-26',
  '902/26',
  caseKey(PERSON.court, PERSON.caseNumber),
  caseKey(COMPANY.court, COMPANY.caseNumber),
];

interface CleanupRunView {
  runId: string;
  status: 'running' | 'completed' | 'failed';
  total: number | null;
  erased: number;
  individualsDeleted: number;
  companiesDeleted: number;
  startedBy: { id: string; email: string | null };
  error: string | null;
}

/** The dashboard's latest cleanup once the projections show `runId` in a state other than `notIn`. */
async function cleanupRunOf(user: TestUser, runId: string, notIn: string[] = ['running']): Promise<CleanupRunView> {
  for (let i = 0; i < 500; i++) {
    const run = (await user.http.get('/api/admin/dashboard').expect(200)).body.cleanupRun as CleanupRunView | null;
    if (run?.runId === runId && !notIn.includes(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`cleanup ${runId} never left ${notIn.join('/')}`);
}

/** Starts a cleanup as `user` (202 at once) and waits for its outcome on the dashboard. */
async function runCleanup(user: TestUser): Promise<CleanupRunView> {
  const started = await user.http.post('/api/admin/cleanup').expect(202);
  return cleanupRunOf(user, started.body.runId);
}

/** Holds the next batch deletion of case streams until `release` is called. */
function holdNextErasure(store: EventStore): { release: () => void; reached: Promise<void> } {
  let release!: () => void;
  let reachedResolve!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (reachedResolve = resolve));
  const original = store.deleteStreams.bind(store);
  jest.spyOn(store, 'deleteStreams').mockImplementationOnce(async (names) => {
    reachedResolve();
    await gate;
    return original(names);
  });
  return { release, reached };
}

/** Whether the case queries of a process still know `notice`'s listing (a hash, kept so it is not imported again). */
async function knowsListing(queries: CaseQueries, notice: typeof PERSON): Promise<boolean> {
  return (await queries.knownFingerprints(notice.publicationDate)).has(notice.listingFingerprint);
}

describe('retention: erasure of expired cases', () => {
  const clock = fixedClock('2026-11-21T09:00:00Z');
  let t: TestApp;
  let admin: TestUser;
  let creditor: TestUser;
  const ids: Record<string, number> = {};
  const draftOf = (name: string) => `/api/insolvency/${ids[name]}/claim-letter/drafts`;

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    admin = await seedUser(t, { role: 'admin' });
    const importer = t.app.get(ImportCaseHandler);
    for (const [name, notice] of Object.entries({ PERSON, COMPANY, KEPT_PERSON, KEPT_COMPANY })) {
      ids[name] = (await importer.execute(notice, { correlationId: 'retention-test' })).caseId;
    }
    expect((await importer.execute(PERSON_CORRECTED, { correlationId: 'retention-test' })).outcome).toBe('corrected');
    const store = t.app.get<EventStore>(EVENT_STORE);
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
    // A creditor's claim-letter drafts of an erased and of a kept case (issue #32).
    creditor = await seedUser(t);
    const claim = (reason: string) => ({
      ...LETTER_FORM,
      claims: [{ kind: 'hauptforderung', reason, amount: '1.000,00', evidence: 'Rechnung' }],
    });
    await creditor.http.post(draftOf('PERSON')).send(claim('Pflaumenlieferung an Quellmalz')).expect(201);
    await creditor.http.post(draftOf('KEPT_PERSON')).send(claim('Lieferung an Bleibtnoch')).expect(201);
    // Mails that name cases, kept in the outbox (no SMTP_URL), as a digest writes them.
    for (const [name, notice] of [
      ['PERSON', PERSON],
      ['KEPT_PERSON', KEPT_PERSON],
    ] as const) {
      await t.app.get<Mailer>(MAILER).send({
        to: 'kunde@example.de',
        subject: 'Neue Insolvenzbekanntmachung zu Ihrer Überwachung',
        text: `${notice.debtorName}\nAmtsgericht Köln, Az. ${notice.caseNumber}\nhttps://app.example/case/${ids[name]}`,
        html: `<p>${notice.debtorName}<br>Amtsgericht Köln, Az. ${notice.caseNumber}</p>`,
      });
    }
  });
  afterAll(() => t.close());

  it('shows what is due, erases persons after 14 and companies after 30 days, and records counts only', async () => {
    expect(await tracesIn(t, TRACES)).not.toEqual([]);
    // The deadline's place is stored (in the event and the read model) before the erasure.
    expect(await tracesIn(t, ['Zwetschgenkammer'])).not.toEqual([]);
    const before = await admin.http.get('/api/admin/dashboard').expect(200);
    expect(before.body.insolvencyData).toEqual({
      total: 4,
      companies: 2,
      pendingDeletion: { individuals: 1, companies: 1 },
    });
    expect(before.body.retentionPolicy).toEqual({
      individuals: '14 Tage nach der letzten Veröffentlichung',
      companies: '30 Tage nach der letzten Veröffentlichung',
    });

    const user = await seedUser(t);
    await user.http.post('/api/admin/cleanup').expect(403);

    // The cleanup runs in the background: the request answers at once with the run id, before any erasure.
    const store = t.app.get<EventStore>(EVENT_STORE);
    const held = holdNextErasure(store);
    const started = await admin.http.post('/api/admin/cleanup').expect(202);
    expect(started.body).toEqual({ runId: expect.any(String), status: 'running', message: 'Bereinigung gestartet' });
    await held.reached;
    const running = await cleanupRunOf(admin, started.body.runId, []);
    expect(running).toMatchObject({
      status: 'running',
      total: 2,
      erased: 0,
      startedBy: { id: admin.userId, email: admin.email },
    });
    await admin.http.get(`/api/insolvency/${ids.PERSON}`).expect(200);
    // One cleanup at a time: a second start is refused while this one runs.
    const second = await admin.http.post('/api/admin/cleanup').expect(409);
    expect(second.body.message).toBe('Eine Bereinigung läuft bereits. Bitte warten Sie, bis sie abgeschlossen ist.');
    held.release();

    const outcome = await cleanupRunOf(admin, started.body.runId);
    expect(outcome).toMatchObject({
      status: 'completed',
      total: 2,
      erased: 2,
      individualsDeleted: 1,
      companiesDeleted: 1,
      error: null,
    });

    await admin.http.get(`/api/insolvency/${ids.PERSON}`).expect(404);
    await admin.http.get(`/api/insolvency/${ids.COMPANY}`).expect(404);
    // The outbox's mail about the erased person went with the case; the one about a kept case stays.
    const kept = (await outbox(t.dataDir)).filter((mail) => mail.subject?.startsWith('Neue Insolvenz'));
    expect(kept.map((mail) => mail.text)).toEqual([expect.stringContaining(KEPT_PERSON.caseNumber)]);
    await admin.http.get(`/api/insolvency/${ids.KEPT_PERSON}`).expect(200);
    await admin.http.get(`/api/insolvency/${ids.KEPT_COMPANY}`).expect(200);
    // The erased case's claim-letter draft went with it; the kept case's stays.
    expect((await creditor.http.get(draftOf('PERSON')).expect(200)).body).toEqual([]);
    expect((await creditor.http.get(draftOf('KEPT_PERSON')).expect(200)).body).toHaveLength(1);
    const search = await admin.http.get('/api/insolvency/search').query({ q: 'Quellmalz' }).expect(200);
    expect(search.body.results).toEqual([]);

    const after = await admin.http.get('/api/admin/dashboard').expect(200);
    expect(after.body.insolvencyData).toEqual({
      total: 2,
      companies: 1,
      pendingDeletion: { individuals: 0, companies: 0 },
    });
    expect(after.body.cleanupLogs).toEqual([
      {
        cleanup_date: '2026-11-21T09:00:00.000Z',
        individuals_deleted: 1,
        companies_deleted: 1,
        total_deleted: 2,
        unconfirmed_accounts_deleted: 0,
        contact_messages_deleted: 0,
        trigger: 'manual',
        status: 'completed',
      },
    ]);

    // The audit trail: what happened, by whom, without names.
    const history = await admin.http
      .get('/api/admin/history')
      .query({ entity: 'cleanup', id: '2026-11-21' })
      .expect(200);
    expect(history.body.events.map((e: { type: string }) => e.type)).toEqual([
      'CaseRetentionExpired',
      'CaseRetentionExpired',
    ]);
    const runs = await admin.http.get('/api/admin/history').query({ stream: RETENTION_RUNS_STREAM }).expect(200);
    expect(runs.body.events.map((e: { type: string }) => e.type)).toEqual([
      'RetentionCleanupStarted',
      'RetentionCleanupProgressed',
      'RetentionCleanupCompleted',
    ]);
    expect(runs.body.events[2]).toMatchObject({ actor: { id: admin.userId, email: admin.email } });
    expect(JSON.stringify([history.body, runs.body])).not.toMatch(/Quellmalz|Xylophon/);
  });

  it('leaves nothing readable in any file under DATA_DIR, WAL files included, nor in the read store', async () => {
    expect(await tracesIn(t, TRACES)).toEqual([]);
  });

  it('does not import an erased case again while the portal still lists it', async () => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    const head = await store.headPosition();
    const again = await t.app.get(ImportCaseHandler).execute(PERSON, { correlationId: 'retention-test' });
    expect(again.outcome).toBe('erased');
    expect(await knowsListing(t.app.get<CaseQueries>(CASE_QUERIES), PERSON)).toBe(true);
    // Only the case-id reservation (a hash, no personal data) may have been written.
    const events = await store.readAll({ after: head, maxCount: 10 });
    expect(events.map((e) => e.type).filter((type) => type !== 'CaseIdReserved')).toEqual([]);
  });

  it('brings nothing back when every projection is rebuilt from the log', async () => {
    // Embedded: `npm run replay -- --all` in place; distributed: a projections worker into a fresh database.
    const rebuilt = await rebuildReadModels(t);
    try {
      const cases = rebuilt.get<CaseQueries>(CASE_QUERIES);
      expect(await cases.getCase(ids.PERSON!)).toBeNull();
      expect(await cases.getCase(ids.KEPT_COMPANY!)).not.toBeNull();
      expect(await knowsListing(cases, COMPANY)).toBe(true);
      expect(await rebuilt.traces(TRACES)).toEqual([]);
    } finally {
      await rebuilt.close();
    }
    await admin.http.get(`/api/insolvency/${ids.PERSON}`).expect(404);
    await admin.http.get(`/api/insolvency/${ids.KEPT_COMPANY}`).expect(200);
  });

  it('keeps a case whose latest publication is recent, whatever its first one', async () => {
    clock.set('2026-11-26T09:00:00Z'); // KEPT_PERSON (first published 10 Nov) would be due now …
    try {
      const { fingerprint: _f, listingFingerprint: _l, ...rest } = KEPT_PERSON;
      // … but a later notice of the same case arrived on 25 Nov.
      await t.app
        .get(ImportCaseHandler)
        .execute(testNotice({ ...rest, publicationType: 'aufhebung', publicationDate: '2026-11-25' }), {
          correlationId: 'retention-test',
        });
      const admin2 = await seedUser(t, { role: 'admin' });
      expect(await runCleanup(admin2)).toMatchObject({ status: 'completed', erased: 0 });
      await admin2.http.get(`/api/insolvency/${ids.KEPT_PERSON}`).expect(200);
    } finally {
      clock.set('2026-11-21T09:00:00Z');
    }
  });
});

// Each describe starts its app in a hook, not in the test: on the distributed profile a start (an API, four workers,
// a KurrentDB test server) and a close took up to half of the test's 60 s on a loaded machine (CI's retention-erasure
// timeouts), and a hook has its own time.
describe('CLOCK_OFFSET_DAYS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CLOCK_OFFSET_DAYS: '15' }, { clock: fixedClock('2026-11-06T09:00:00Z') });
  });
  afterAll(() => t?.close());

  it('moves the running application into the future, so retention can be shown on a live app', async () => {
    await t.app.get(ImportCaseHandler).execute(PERSON, { correlationId: 'offset-test' });
    const admin = await seedUser(t, { role: 'admin' });
    // 6 November + 15 days = 21 November: the person case of 5 November is due.
    expect(await runCleanup(admin)).toMatchObject({ status: 'completed', erased: 1, individualsDeleted: 1 });
  });
});

describe('retention: a cleanup interrupted by a dead process', () => {
  const clock = fixedClock('2026-11-21T09:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { clock });
  });
  afterAll(() => t?.close());

  /** What another process recorded when it started a run, before it died; its lease runs 2 minutes. */
  async function recordRunOfDeadProcess(runId: string, startedAt: string, expectedRevision: 'no_stream' | 'any') {
    await t.app.get<EventStore>(EVENT_STORE).append(
      RETENTION_RUNS_STREAM,
      [
        {
          type: 'RetentionCleanupStarted',
          data: {
            runId,
            trigger: 'scheduled',
            owner: 'other-host:4711:0badc0de',
            leaseExpiresAt: new Date(Date.parse(startedAt) + 120_000).toISOString(),
            total: 1,
            cutoffs: { individuals: '2026-11-07', companies: '2026-10-22' },
            startedAt,
            resumes: null,
          },
          metadata: {
            eventId: `${runId}-start`,
            correlationId: runId,
            causationId: null,
            actorId: 'system:retention',
            occurredAt: startedAt,
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision },
    );
  }

  it('is closed and continued by another process only after its lease expired', async () => {
    const { caseId } = await t.app.get(ImportCaseHandler).execute(PERSON, { correlationId: 'resume-test' });
    const admin = await seedUser(t, { role: 'admin' });
    // Another process started a run at 08:59 and died; its lease runs until 09:01.
    await recordRunOfDeadProcess('run-of-a-dead-process', '2026-11-21T08:59:00.000Z', 'no_stream');
    // Resuming is scheduled work: the app's own on the embedded profile, the scheduler worker's on the distributed.
    const cleaner = t.get(RetentionCleaner, 'scheduler');

    // While the lease may still be renewed, nobody else runs a cleanup.
    expect(await cleaner.resumeInterrupted()).toBeNull();
    await admin.http.post('/api/admin/cleanup').expect(409);
    await admin.http.get(`/api/insolvency/${caseId}`).expect(200);

    clock.set('2026-11-21T09:01:01Z');
    const resumed = await cleaner.resumeInterrupted();
    expect(resumed).not.toBeNull();
    expect(await resumed!.done).toMatchObject({ status: 'completed', counts: { totalDeleted: 1 } });
    await admin.http.get(`/api/insolvency/${caseId}`).expect(404);

    const dashboard = (await admin.http.get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard.cleanupRun).toMatchObject({
      runId: resumed!.runId,
      status: 'completed',
      erased: 1,
      startedBy: { id: 'system:retention', email: null },
    });
    expect(dashboard.cleanupLogs.map((log: { status: string }) => log.status)).toEqual(['completed', 'failed']);
    const runs = (await admin.http.get('/api/admin/history').query({ stream: RETENTION_RUNS_STREAM }).expect(200)).body
      .events as { type: string; data: { runId: string; error?: string; resumes?: string } }[];
    expect(runs[1]).toMatchObject({
      type: 'RetentionCleanupFailed',
      data: { runId: 'run-of-a-dead-process', error: INTERRUPTED_MESSAGE },
    });
    expect(runs[2]).toMatchObject({ type: 'RetentionCleanupStarted', data: { resumes: 'run-of-a-dead-process' } });
  });

  it('purges the traces of what the interrupted run erased, also when nothing is left to erase', async () => {
    // The dead process erased every due case before it died: the run that continues it finds none.
    await recordRunOfDeadProcess('run-that-erased-all', '2026-11-21T09:02:00.000Z', 'any');
    clock.set('2026-11-21T09:04:01Z');
    const purge = jest.spyOn(t.get<RetentionQueries>(RETENTION_QUERIES, 'scheduler'), 'purgeErasedTraces');
    try {
      const resumed = await t.get(RetentionCleaner, 'scheduler').resumeInterrupted();
      expect(await resumed!.done).toMatchObject({ status: 'completed', counts: { totalDeleted: 0 } });
      expect(purge).toHaveBeenCalledWith('end-of-run');
    } finally {
      purge.mockRestore();
    }
  });
});

describe('retention: the scheduled cleanup', () => {
  const clock = fixedClock('2026-11-12T09:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ UNCONFIRMED_ACCOUNT_DAYS: '7' }, { clock });
  });
  afterAll(() => t?.close());

  it('erases due cases and expired unconfirmed accounts where scheduled work runs, leaving no trace', async () => {
    const { caseId } = await t.app.get(ImportCaseHandler).execute(PERSON, { correlationId: 'scheduled-test' });
    const admin = await seedUser(t, { role: 'admin' });
    await signUp(t, { email: 'geplant@example.de', lastName: 'Geplant-5b7c', confirmed: false });
    const traces = [...TRACES, 'Geplant-5b7c', 'geplant@example.de'];
    // Not the development mailbox DATA_DIR/outbox (no SMTP_URL: the confirmation mail is kept as a file).
    const stored = () => tracesIn(t, traces, { skipFile: (path) => path.startsWith('outbox') });
    expect(await stored()).not.toEqual([]);
    clock.set('2026-11-21T09:00:00Z');

    // What RetentionScheduler does at RETENTION_CLEANUP_TIME once it claimed the day: in the embedded app, or in
    // the scheduler worker on the distributed profile.
    const run = await t.get(RetentionCleaner, 'scheduler').start('scheduled', 'system:retention');
    expect(await run.done).toMatchObject({
      status: 'completed',
      counts: { individualsDeleted: 1, totalDeleted: 1, unconfirmedAccountsErased: 1 },
    });

    const http = apiClient(
      t,
      (await apiClient(t).post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200))
        .body.token,
    );
    await http.get(`/api/insolvency/${caseId}`).expect(404);
    await apiClient(t)
      .post('/api/auth/login')
      .send({ email: 'geplant@example.de', password: TEST_PASSWORD })
      .expect(401);
    expect((await http.get('/api/admin/dashboard').expect(200)).body.cleanupLogs[0]).toMatchObject({
      trigger: 'scheduled',
      individuals_deleted: 1,
      unconfirmed_accounts_deleted: 1,
    });
    expect(await stored()).toEqual([]);
  });
});
