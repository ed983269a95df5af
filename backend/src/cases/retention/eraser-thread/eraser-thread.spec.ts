import { CaseStreams } from '../../domain/case-streams.js';
import type { NewEvent } from '../../../platform/event-store/event.js';
import type { CaseStatisticsFacts } from '../../domain/events.js';
import { SqliteEventStore } from '../../../platform/event-store/sqlite/sqlite-event-store.js';
import type { ExpiredCase } from '../../read-model/retention-queries.port.js';
import { EraserThread } from './eraser-thread.js';

const cutoffs = { individuals: '2026-11-07', companies: '2026-10-22' };
const context = { auditStream: 'retention-2026-11-21', runId: 'run-1', actorId: 'admin-1', now: new Date() };

const facts: CaseStatisticsFacts = {
  day: '2026-10-01',
  state: 'NW',
  court: 'Amtsgericht Köln',
  procedureType: 'regel',
  legalForm: 'Einzelunternehmen',
  debtorKind: 'person',
};

const STREAM_KEY = 'test-stream-name-key-of-32-bytes!!';
const streams = new CaseStreams(STREAM_KEY);

const expired = (id: number): ExpiredCase => ({
  id,
  caseKey: `key-${id}`,
  debtorKind: 'person',
  noticeCount: 1,
  publicationDate: '2026-10-01',
});

const imported = (id: number): NewEvent => ({
  type: 'CaseImported',
  data: { caseId: id },
  metadata: {
    eventId: `imported-${id}`,
    correlationId: 'test',
    causationId: null,
    actorId: 'system:importer',
    occurredAt: '2026-10-01T09:00:00.000Z',
    schemaVersion: 1,
  },
});

// Under Jest the thread's code serves over an in-thread channel (no compiled worker file): same protocol.
describe('eraser thread', () => {
  it('erases the batches handed over in order and answers each with its erased cases and audit position', async () => {
    const store = new SqliteEventStore({ location: ':memory:' });
    for (const id of [1, 2, 3]) {
      await store.append(streams.of(`key-${id}`), [imported(id)], { expectedRevision: 'no_stream' });
    }
    const thread = EraserThread.start(
      { eventStore: { kind: 'sqlite', file: ':memory:' }, streamNameKey: STREAM_KEY },
      { store },
    );
    const request = (batch: ExpiredCase[]) => ({
      batch,
      cutoffs,
      context,
      listings: new Map(),
      statistics: new Map(batch.map((c) => [c.id, facts])),
    });
    let results;
    try {
      results = await Promise.all([
        thread.erase(request([expired(1), expired(2)])),
        thread.erase(request([expired(3)])),
      ]);
    } finally {
      await thread.close();
    }
    const [first, second] = results;

    expect(first.erased.map((c) => c.id)).toEqual([1, 2]);
    expect(second.erased.map((c) => c.id)).toEqual([3]);
    const audit = await store.readStream(context.auditStream);
    expect(audit.events.map((e) => (e.data as { caseId: number }).caseId)).toEqual([1, 2, 3]);
    expect(second.position).toBe(audit.events[2].position);
    expect(await store.streamRevisions([streams.of('key-1'), streams.of('key-3')])).toEqual(
      new Map([
        [streams.of('key-1'), 'no_stream'],
        [streams.of('key-3'), 'no_stream'],
      ]),
    );
    await expect(thread.erase(request([expired(1)]))).rejects.toThrow('Lösch-Thread geschlossen');
    await store.close();
  });
});
