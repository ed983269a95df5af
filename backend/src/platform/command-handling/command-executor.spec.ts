import { CommandExecutor } from './command-executor.js';
import type { Decider } from './decider.js';
import type { NewEvent } from '../event-store/event.js';
import type { ExpectedRevision } from '../event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../event-store/errors.js';
import { SqliteEventStore } from '../event-store/sqlite/sqlite-event-store.js';
import type { ProjectionsHost } from '../projections-host/projections-host.port.js';

// A ticket dispenser: each ticket carries the next number, so a decision taken on stale state is visible.
type Command = { type: 'Draw'; holder: string };
type Event = { type: 'TicketDrawn'; data: { holder: string; number: number } };
type State = { issued: number };

const decisions: State[] = [];
const dispenser: Decider<Command, Event, State> = {
  initialState: () => ({ issued: 0 }),
  evolve: (state) => ({ issued: state.issued + 1 }),
  decide: (command, state) => {
    decisions.push(state);
    return [{ type: 'TicketDrawn', data: { holder: command.holder, number: state.issued + 1 } }];
  },
};

const rivalTicket = (number: number): NewEvent => ({
  type: 'TicketDrawn',
  data: { holder: 'rival', number },
  metadata: {
    eventId: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    correlationId: 'rival',
    causationId: null,
    actorId: 'rival',
    occurredAt: '2026-11-21T08:00:00.000Z',
    schemaVersion: 1,
  },
});

/** An event store where another writer draws a ticket just before each of the next `races` appends. */
class RacingEventStore extends SqliteEventStore {
  races = 0;
  private rivals = 0;

  override async append(stream: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }) {
    if (this.races > 0) {
      this.races--;
      await super.append(stream, [rivalTicket(++this.rivals)], { expectedRevision: 'any' });
    }
    return super.append(stream, events, options);
  }
}

/** Projections that have applied the log up to the positions `reach` releases. */
class ProjectionsUnderTest implements Pick<ProjectionsHost, 'waitFor'> {
  readonly waits: { position: bigint; only?: readonly string[] }[] = [];
  private release: () => void = () => undefined;

  waitFor(position: bigint, options?: { readonly only?: readonly string[] }): Promise<void> {
    this.waits.push({ position, only: options?.only });
    return new Promise((resolve) => (this.release = resolve));
  }

  reach(): void {
    this.release();
  }
}

const context = { actorId: 'u1', now: new Date('2026-11-21T08:30:00Z') };
const numbersIn = async (store: SqliteEventStore, stream: string) =>
  (await store.readStream<Event>(stream)).events.map((event) => `${event.data.holder}:${event.data.number}`);

describe('CommandExecutor', () => {
  let store: RacingEventStore;
  let projections: ProjectionsUnderTest;
  let executor: CommandExecutor;
  beforeEach(() => {
    decisions.length = 0;
    store = new RacingEventStore({ location: ':memory:' });
    projections = new ProjectionsUnderTest();
    executor = new CommandExecutor(store, projections as unknown as ProjectionsHost);
  });
  afterEach(() => store.close());

  it('answers a conflicting concurrent write by deciding again on the fresh state', async () => {
    store.races = 2;
    const result = await executor.execute('tickets', dispenser, { type: 'Draw', holder: 'u1' }, context, {
      retryOnConflict: 3,
    });
    expect(decisions).toEqual([{ issued: 0 }, { issued: 1 }, { issued: 2 }]);
    expect(result.newState).toEqual({ issued: 3 });
    expect(await numbersIn(store, 'tickets')).toEqual(['rival:1', 'rival:2', 'u1:3']);
  });

  it('gives up with the conflict once the retries are used up, writing nothing of its own', async () => {
    store.races = 3;
    await expect(
      executor.execute('tickets', dispenser, { type: 'Draw', holder: 'u1' }, context, { retryOnConflict: 2 }),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(decisions).toHaveLength(3);
    expect(await numbersIn(store, 'tickets')).toEqual(['rival:1', 'rival:2', 'rival:3']);
  });

  it('does not retry without being asked to', async () => {
    store.races = 1;
    await expect(
      executor.execute('tickets', dispenser, { type: 'Draw', holder: 'u1' }, context),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(decisions).toHaveLength(1);
  });

  it('never retries when the caller pinned the revision it saw: its view is stale, and that is the answer', async () => {
    await executor.execute('tickets', dispenser, { type: 'Draw', holder: 'u1' }, context);
    await store.append('tickets', [rivalTicket(2)], { expectedRevision: 'any' });
    await expect(
      executor.execute(
        'tickets',
        dispenser,
        { type: 'Draw', holder: 'u1' },
        { ...context, expectedRevision: 0n },
        { retryOnConflict: 5 },
      ),
    ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(decisions).toHaveLength(1);
  });

  it('keeps a given command id on the retry, so a repeated request is still recognised', async () => {
    store.races = 1;
    const withId = { ...context, commandId: '11111111-1111-4111-8111-111111111111' };
    await executor.execute('tickets', dispenser, { type: 'Draw', holder: 'u1' }, withId, { retryOnConflict: 1 });
    const [, ours] = (await store.readStream<Event>('tickets')).events;
    const again = await store.append('tickets', [{ ...rivalTicket(9), metadata: ours!.metadata }], {
      expectedRevision: 'any',
    });
    expect(again.position).toBe(await store.headPosition());
    expect(await numbersIn(store, 'tickets')).toEqual(['rival:1', 'u1:2']);
  });

  it('answers only once the projections show the result, waiting for the named ones alone', async () => {
    let answered = false;
    const execution = executor
      .execute('tickets', dispenser, { type: 'Draw', holder: 'u1' }, context, {
        waitForProjection: { only: ['tickets'] },
      })
      .then((result) => {
        answered = true;
        return result;
      });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    expect(projections.waits).toEqual([{ position: await store.headPosition(), only: ['tickets'] }]);
    projections.reach();
    expect((await execution).position).toBe(projections.waits[0]!.position);
  });

  it('does not wait when nothing was written', async () => {
    const nothing: Decider<Command, Event, State> = { ...dispenser, decide: () => [] };
    const result = await executor.execute('tickets', nothing, { type: 'Draw', holder: 'u1' }, context, {
      waitForProjection: true,
    });
    expect(result.position).toBeNull();
    expect(projections.waits).toEqual([]);
  });

  it('loads a stream as the folded state and the revision it was read at', async () => {
    expect(await executor.load('tickets', dispenser)).toEqual({ state: { issued: 0 }, revision: 'no_stream' });
    await executor.execute('tickets', dispenser, { type: 'Draw', holder: 'u1' }, context);
    await executor.execute('tickets', dispenser, { type: 'Draw', holder: 'u2' }, context);
    expect(await executor.load('tickets', dispenser)).toEqual({ state: { issued: 2 }, revision: 1n });
  });
});
