import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { KurrentDbEventStore } from '../../platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';
import { addressKey } from '../../platform/text/address-key.js';
import { startKurrentDbTestServerProcess } from '../../test/kurrentdb-test-server-process.js';
import { holdsAny } from '../../test/stored-text.js';
import { emailReservationDecider, emailReservationStream } from '../domain/email-reservation-decider.js';
import { ensureEmailReservationNames } from './ensure-email-reservation-names.js';

const KEY = 'stream-name-key-of-this-installation';
const HELD = 'Anna.Beispiel@example.de';
const RELEASED = 'bert@example.de';
// An older version's names: an unkeyed SHA-256 of the address, which anyone can compute for a known address.
const oldName = (email: string) => `email-${addressKey('account', email)}`;

async function reservation(store: EventStore, email: string, events: ('reserved' | 'released')[]): Promise<void> {
  await store.append(
    oldName(email),
    events.map((kind, i) => ({
      type: kind === 'reserved' ? 'EmailAddressReserved' : 'EmailAddressReleased',
      data: { userId: `user-${email}`, at: '2026-11-01T09:00:00.000Z' },
      metadata: {
        eventId: `7d1f0c2a-0000-4000-8000-${String(email.length * 10 + i).padStart(12, '0')}`,
        correlationId: 'old-version',
        causationId: null,
        actorId: 'system:test',
        occurredAt: '2026-11-01T09:00:00.000Z',
        schemaVersion: 1,
      },
    })),
    { expectedRevision: 'no_stream' },
  );
}

const holder = async (store: EventStore, email: string) => {
  const { events } = await store.readStream(emailReservationStream(KEY, email));
  return events.reduce(
    (state, event) => emailReservationDecider.evolve(state, event as never),
    emailReservationDecider.initialState(),
  ).holder;
};

type Adapter = { store: EventStore; files: () => Promise<Buffer[]>; dispose: () => Promise<void> };

const adapters: [string, () => Promise<Adapter>][] = [
  [
    'SQLite',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'email-reservations-'));
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
      const dir = await mkdtemp(join(tmpdir(), 'email-reservations-kurrentdb-'));
      const server = await startKurrentDbTestServerProcess(dir);
      const store = new KurrentDbEventStore({ connectionString: server.connectionString });
      return {
        store,
        // KurrentDB keeps a tombstone's name (README, "Data and privacy"): its files are not checked here.
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

describe.each(adapters)('e-mail reservations named by an older version, on %s', (_name, setUp) => {
  let adapter: Adapter;
  beforeAll(async () => {
    adapter = await setUp();
    await reservation(adapter.store, HELD, ['reserved']);
    await reservation(adapter.store, RELEASED, ['reserved', 'released']);
  });
  afterAll(() => adapter.dispose());

  it('are renamed to keyed names once; who holds an address stays as it was', async () => {
    const { store } = adapter;
    expect(await ensureEmailReservationNames(store, KEY)).toBe(2);
    const head = await store.headPosition();
    expect(await ensureEmailReservationNames(store, KEY)).toBeNull(); // recorded once: a second start changes nothing
    expect(await store.headPosition()).toBe(head);

    expect(await holder(store, HELD)).toBe(`user-${HELD}`);
    expect(await holder(store, 'anna.beispiel@EXAMPLE.de ')).toBe(`user-${HELD}`);
    expect(await holder(store, RELEASED)).toBeNull();
    expect((await store.readStream(oldName(HELD))).events).toEqual([]);
    // No stream of the log is named by an unkeyed hash of an address any more.
    const names = new Set((await store.readAll()).map((event) => event.streamName));
    expect([...names].filter((name) => name.startsWith('email-')).sort()).toEqual(
      [emailReservationStream(KEY, HELD), emailReservationStream(KEY, RELEASED)].sort(),
    );
    const unkeyed = [HELD, RELEASED].map((email) => addressKey('account', email));
    for (const bytes of await adapter.files()) expect(holdsAny(bytes, unkeyed)).toEqual([]);
  });
});
