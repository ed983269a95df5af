import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../../platform/clock/clock.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import type { NewEvent } from '../../platform/event-store/event.js';
import { KurrentDbEventStore } from '../../platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';
import { startKurrentDbTestServerProcess } from '../../test/kurrentdb-test-server-process.js';
import { holdsAny } from '../../test/stored-text.js';
import { caseKey } from '../domain/case-key.js';
import { CaseStreams } from '../domain/case-streams.js';
import type { CaseIdReserved } from '../domain/events.js';
import { caseIdCandidate } from '../import-case/case-id-scheme.js';
import { ImportCaseHandler } from '../import-case/import-case.handler.js';
import { reserveCaseId } from '../import-case/reserve-case-id.js';
import { testNotice } from '../test/notice-factory.js';
import { ensureCaseIdReservations } from './ensure-case-id-reservations.js';

const streams = new CaseStreams('stream-name-key-of-this-installation');
const NOTICE = testNotice({ caseNumber: '63 IK 152/23' });
const KEY = caseKey(NOTICE.court, NOTICE.caseNumber);
// What an older version kept in the reservation: an unkeyed SHA-256 that anyone can compute from the case.
const UNKEYED = createHash('sha256').update(`case-key:${KEY}`).digest('hex');
const OLD_ID = caseIdCandidate(UNKEYED, 0);

const metadata = (eventId: string): NewEvent['metadata'] => ({
  eventId,
  correlationId: 'old-version',
  causationId: null,
  actorId: 'system:importer',
  occurredAt: '2026-11-01T09:00:00.000Z',
  schemaVersion: 1,
});

/** The case and its reservation as an older version recorded them. */
async function recordedByOldVersion(store: EventStore): Promise<void> {
  const reserved: CaseIdReserved = { type: 'CaseIdReserved', data: { caseId: OLD_ID, keyHash: UNKEYED } };
  await store.append(
    `caseid-${OLD_ID}`,
    [{ ...reserved, metadata: metadata('9a0e6a36-3a4c-4d4e-8f00-000000000001') }],
    {
      expectedRevision: 'no_stream',
    },
  );
  await store.append(
    streams.of(KEY),
    [
      {
        type: 'CaseImported',
        data: { caseId: OLD_ID, caseKey: KEY, notice: NOTICE },
        metadata: metadata('9a0e6a36-3a4c-4d4e-8f00-000000000002'),
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}

type Adapter = { store: EventStore; files: () => Promise<Buffer[]>; dispose: () => Promise<void> };

const adapters: [string, () => Promise<Adapter>][] = [
  [
    'SQLite',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'case-id-reservations-'));
      const store = new SqliteEventStore({ location: join(dir, 'events.sqlite') });
      return {
        store,
        files: async () => Promise.all((await readdir(dir)).map((name) => readFile(join(dir, name)))),
        dispose: async () => {
          await store.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'KurrentDB',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'case-id-reservations-kurrentdb-'));
      const server = await startKurrentDbTestServerProcess(dir);
      const store = new KurrentDbEventStore({ connectionString: server.connectionString });
      return {
        store,
        // KurrentDB keeps deleted events until a scavenge (`purgeDeleted`): its files are not checked here.
        files: async () => [],
        dispose: async () => {
          await store.close();
          await server.stop();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  ],
];

describe.each(adapters)('case-id reservations of an older version, on %s', (_name, setUp) => {
  let adapter: Adapter;
  beforeAll(async () => {
    adapter = await setUp();
    await recordedByOldVersion(adapter.store);
  });
  afterAll(() => adapter.dispose());

  it('are deleted once, the unkeyed hash with them; the case keeps its id', async () => {
    const { store } = adapter;
    expect(await ensureCaseIdReservations(store)).toBe(1);
    const head = await store.headPosition();
    expect(await ensureCaseIdReservations(store)).toBeNull(); // recorded once: a second start changes nothing
    expect(await store.headPosition()).toBe(head);

    expect((await store.readStream(`caseid-${OLD_ID}`)).events).toEqual([]);
    for (const bytes of await adapter.files()) expect(holdsAny(bytes, [UNKEYED])).toEqual([]);

    const importer = new ImportCaseHandler(store, fixedClock('2026-11-21T09:00:00Z'), streams);
    // A publication of its own, under its own listing row (the same row with a new text is a correction).
    const later = testNotice({
      ...NOTICE,
      publicationType: 'eroeffnung',
      fingerprint: 'later',
      listingFingerprint: 'later-listing',
    });
    expect(await importer.execute(later, { correlationId: 'new-version' })).toEqual({
      caseId: OLD_ID,
      outcome: 'published',
    });
  });

  it('keep their ids taken: a new case whose hash starts there gets the next id', async () => {
    const now = { now: new Date('2026-11-21T09:00:00Z'), correlationId: 'new-version' };
    expect(await reserveCaseId(adapter.store, UNKEYED, now)).toBe(caseIdCandidate(UNKEYED, 1));
  });

  it('are keyed for new cases: the reservation holds the keyed hash, the id follows from it', async () => {
    const { store } = adapter;
    const notice = testNotice({ caseNumber: '63 IK 999/26' });
    const importer = new ImportCaseHandler(store, fixedClock('2026-11-21T09:00:00Z'), streams);
    const { caseId } = await importer.execute(notice, { correlationId: 'new-version' });
    const keyHash = streams.idKeyHash(caseKey(notice.court, notice.caseNumber));
    expect(caseId).toBe(caseIdCandidate(keyHash, 0));
    const { events } = await store.readStream<CaseIdReserved>(`caseid-${caseId}`);
    expect(events.map((event) => event.data)).toEqual([{ caseId, keyHash }]);
    const unkeyed = createHash('sha256')
      .update(`case-key:${caseKey(notice.court, notice.caseNumber)}`)
      .digest('hex');
    expect(keyHash).not.toBe(unkeyed);
  });
});
