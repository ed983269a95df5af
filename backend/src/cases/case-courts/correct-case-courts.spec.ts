import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../../platform/clock/clock.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { KurrentDbEventStore } from '../../platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';
import { startKurrentDbTestServerProcess } from '../../test/kurrentdb-test-server-process.js';
import { caseKey } from '../domain/case-key.js';
import { CaseStreams } from '../domain/case-streams.js';
import type { CaseEvent } from '../domain/events.js';
import { ImportCaseHandler } from '../import-case/import-case.handler.js';
import { testNotice } from '../test/notice-factory.js';
import { correctCaseCourts } from './correct-case-courts.js';

const streams = new CaseStreams('stream-name-key-of-this-installation');

// As older versions recorded them: the portal's "Frankfurt (Oder)" without its qualifier.
const ODER = testNotice({
  court: 'Amtsgericht Frankfurt',
  state: 'BB',
  caseNumber: '3 IN 152/25',
  text: 'Amtsgericht Frankfurt (Oder), Aktenzeichen: 3 IN 152/25\nIn dem Insolvenzverfahren …',
});
const UNDECIDED = testNotice({
  court: 'Amtsgericht Frankfurt',
  state: null,
  caseNumber: '3 IN 153/25',
  text: 'Beschluss ohne Gericht im Text.',
});
const ESSEN = testNotice({ court: 'Amtsgericht Essen', state: 'NW', caseNumber: '160 IN 12/26' });

type Opened = { open: () => Promise<EventStore>; dispose: () => Promise<void> };

const adapters: [string, () => Promise<Opened>][] = [
  [
    'SQLite',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'case-courts-'));
      return {
        open: async () => new SqliteEventStore({ location: join(dir, 'events.sqlite') }),
        dispose: () => rm(dir, { recursive: true, force: true }),
      };
    },
  ],
  [
    'KurrentDB',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'case-courts-kurrentdb-'));
      const server = await startKurrentDbTestServerProcess(dir);
      return {
        open: async () => new KurrentDbEventStore({ connectionString: server.connectionString }),
        dispose: async () => {
          await server.stop();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(adapters)('cases recorded under a shortened court name, on %s', (_name, setUp) => {
  let adapter: Opened;
  let store: EventStore;
  let importer: ImportCaseHandler;
  beforeAll(async () => {
    adapter = await setUp();
    store = await adapter.open();
    importer = new ImportCaseHandler(store, fixedClock('2026-11-21T09:00:00Z'), streams);
  });
  afterAll(async () => {
    await store.close();
    await adapter.dispose();
  });

  it('are re-keyed under the official name, so the next notice lands in the same case', async () => {
    const oder = await importer.execute(ODER, { correlationId: 'old-version' });
    const undecided = await importer.execute(UNDECIDED, { correlationId: 'old-version' });
    await importer.execute(ESSEN, { correlationId: 'old-version' });

    expect(await correctCaseCourts(store, streams)).toEqual({
      corrected: 1,
      ambiguous: 1,
      ambiguousCaseIds: [undecided.caseId],
      duplicates: 0,
      duplicateCaseIds: [],
    });

    const official = caseKey('Amtsgericht Frankfurt (Oder)', '3 IN 152/25');
    const { events } = await store.readStream<CaseEvent>(streams.of(official));
    expect(events.map((event) => event.type)).toEqual(['CaseImported', 'CaseCourtCorrected']);
    expect(events[1].data).toEqual({
      caseId: oder.caseId,
      caseKey: official,
      court: 'Amtsgericht Frankfurt (Oder)',
      state: 'BB',
      previousCourt: 'Amtsgericht Frankfurt',
    });
    expect((await store.readStream(streams.of(caseKey(ODER.court, ODER.caseNumber)))).events).toEqual([]);

    // A notice read with the official name now: the same case, no second one.
    const later = testNotice({
      ...ODER,
      court: 'Amtsgericht Frankfurt (Oder)',
      publicationType: 'eroeffnung',
      publicationDate: '2026-11-21',
      fingerprint: 'later-notice',
      // A publication of its own, under its own listing row (the same row with a new text is a correction).
      listingFingerprint: 'later-notice-listing',
    });
    expect(await importer.execute(later, { correlationId: 'new-version' })).toEqual({
      caseId: oder.caseId,
      outcome: 'published',
    });
    // The undecided case stays where it was.
    expect(await importer.execute(UNDECIDED, { correlationId: 'new-version' })).toEqual({
      caseId: undecided.caseId,
      outcome: 'unchanged',
    });
  });

  it('changes nothing when it runs again', async () => {
    const head = await store.headPosition();
    expect(await correctCaseCourts(store, streams)).toBeNull();
    expect(await store.headPosition()).toBe(head);
  });
});

describe('a case recorded twice (under the shortened and the official name) before the migration ran', () => {
  it('is left as it is and counted', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'case-courts-'));
    const store = new SqliteEventStore({ location: join(dir, 'events.sqlite') });
    try {
      const importer = new ImportCaseHandler(store, fixedClock('2026-11-21T09:00:00Z'), streams);
      const old = await importer.execute(ODER, { correlationId: 'old-version' });
      await importer.execute(testNotice({ ...ODER, court: 'Amtsgericht Frankfurt (Oder)', fingerprint: 'second' }), {
        correlationId: 'new-version',
      });
      expect(await correctCaseCourts(store, streams)).toMatchObject({
        corrected: 0,
        duplicates: 1,
        duplicateCaseIds: [old.caseId],
      });
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
