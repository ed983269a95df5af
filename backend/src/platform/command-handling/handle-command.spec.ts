import { DomainError } from './domain-error.js';
import type { Decider } from './decider.js';
import { DeciderSpecification } from './decider-specification.js';
import { handleCommand } from './handle-command.js';
import { deterministicEventId } from './event-id.js';
import { SqliteEventStore } from '../event-store/sqlite/sqlite-event-store.js';
import { WrongExpectedRevisionError } from '../event-store/errors.js';

// A small watchlist decider, enough to exercise creation, updates, idempotency and rule violations.
type Command = { type: 'Open'; name: string } | { type: 'Rename'; name: string };
type Event = { type: 'Opened'; data: { name: string } } | { type: 'Renamed'; data: { name: string } };
type State = { name: string | null };

class NotOpen extends DomainError {
  constructor() {
    super('invalid', 'not_open', 'Die Liste existiert nicht.');
  }
}

const decider: Decider<Command, Event, State> = {
  initialState: () => ({ name: null }),
  evolve: (_state, event) => ({ name: event.data.name }),
  decide: (command, state) => {
    if (command.type === 'Open') return state.name === null ? [{ type: 'Opened', data: { name: command.name } }] : [];
    if (state.name === null) throw new NotOpen();
    return state.name === command.name ? [] : [{ type: 'Renamed', data: { name: command.name } }];
  },
};

const now = new Date('2026-11-21T08:30:00Z');

describe('handleCommand', () => {
  let store: SqliteEventStore;
  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
  });
  afterEach(() => store.close());

  it('creates a stream with "no_stream", then appends with the revision it read', async () => {
    const created = await handleCommand(store, 'list-1', decider, { type: 'Open', name: 'A' }, { actorId: 'u1', now });
    expect(created.nextExpectedRevision).toBe(0n);
    const renamed = await handleCommand(
      store,
      'list-1',
      decider,
      { type: 'Rename', name: 'B' },
      { actorId: 'u1', now },
    );
    expect(renamed.newState).toEqual({ name: 'B' });
    expect(renamed.position).toBe(await store.headPosition());
    const { events } = await store.readStream('list-1');
    expect(events.map((e) => e.type)).toEqual(['Opened', 'Renamed']);
    expect(events[1].metadata).toMatchObject({
      actorId: 'u1',
      occurredAt: now.toISOString(),
      schemaVersion: 1,
      causationId: null,
    });
  });

  it('records nothing when the decider decides nothing', async () => {
    await handleCommand(store, 'list-2', decider, { type: 'Open', name: 'A' }, { actorId: 'u1', now });
    const again = await handleCommand(store, 'list-2', decider, { type: 'Open', name: 'A' }, { actorId: 'u1', now });
    expect(again.newEvents).toEqual([]);
    expect(again.position).toBeNull();
    expect(await store.countAfter(0n)).toBe(1);
  });

  it('derives event ids from the command id so that a retried command is stored once', async () => {
    const ctx = { actorId: 'u1', now, commandId: 'cmd-42', correlationId: 'req-7' };
    await handleCommand(store, 'list-3', decider, { type: 'Open', name: 'A' }, ctx);
    const { events } = await store.readStream('list-3');
    expect(events[0].metadata.eventId).toBe(deterministicEventId('cmd-42', 0));
    expect(events[0].metadata.correlationId).toBe('req-7');
    await store.append('list-3', [{ ...events[0] }], { expectedRevision: 'no_stream' });
    expect(await store.countAfter(0n)).toBe(1);
  });

  it('fails with a conflict when the client saw an older revision (If-Match)', async () => {
    await handleCommand(store, 'list-4', decider, { type: 'Open', name: 'A' }, { actorId: 'u1', now });
    await handleCommand(store, 'list-4', decider, { type: 'Rename', name: 'B' }, { actorId: 'u2', now });
    await expect(
      handleCommand(
        store,
        'list-4',
        decider,
        { type: 'Rename', name: 'C' },
        { actorId: 'u1', now, expectedRevision: 0n },
      ),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  });

  it('fails with a conflict when another writer appended between read and append', async () => {
    await handleCommand(store, 'list-5', decider, { type: 'Open', name: 'A' }, { actorId: 'u1', now });
    const racing = { ...store, readStream: store.readStream.bind(store), append: store.append.bind(store) };
    racing.readStream = async (name: string) => {
      const read = await store.readStream(name);
      await store.append(
        name,
        [
          {
            type: 'Renamed',
            data: { name: 'X' },
            metadata: {
              eventId: 'e-x',
              correlationId: 'c',
              causationId: null,
              actorId: 'u2',
              occurredAt: now.toISOString(),
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'any' },
      );
      return read as never;
    };
    await expect(
      handleCommand(
        racing as unknown as SqliteEventStore,
        'list-5',
        decider,
        { type: 'Rename', name: 'B' },
        { actorId: 'u1', now },
      ),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
  });

  it('propagates domain errors without writing', async () => {
    await expect(
      handleCommand(store, 'list-6', decider, { type: 'Rename', name: 'B' }, { actorId: 'u1', now }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      code: 'not_open',
      message: 'Die Liste existiert nicht.',
    });
    expect(await store.headPosition()).toBe(0n);
  });
});

describe('DeciderSpecification', () => {
  const spec = DeciderSpecification.for(decider);

  it('passes given/when/then for events', () => {
    spec
      .given([{ type: 'Opened', data: { name: 'A' } }])
      .when({ type: 'Rename', name: 'B' })
      .then([{ type: 'Renamed', data: { name: 'B' } }]);
    spec
      .given([])
      .when({ type: 'Open', name: 'A' })
      .then([{ type: 'Opened', data: { name: 'A' } }]);
  });

  it('passes given/when/thenThrows for rule violations and fails loudly on mismatch', () => {
    spec
      .given([])
      .when({ type: 'Rename', name: 'B' })
      .thenThrows(NotOpen, /existiert nicht/);
    expect(() => spec.given([]).when({ type: 'Open', name: 'A' }).then([])).toThrow();
    expect(() => spec.given([]).when({ type: 'Open', name: 'A' }).thenThrows(NotOpen)).toThrow(/expected NotOpen/);
  });
});

describe('deterministicEventId', () => {
  it('is a stable UUID-shaped id that differs per index and command', () => {
    const id = deterministicEventId('c', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deterministicEventId('c', 0)).toBe(id);
    expect(deterministicEventId('c', 1)).not.toBe(id);
    expect(deterministicEventId('d', 0)).not.toBe(id);
  });
});
