import { CaseStreams } from '../domain/case-streams.js';
import type { NewEvent } from '../../platform/event-store/event.js';
import { SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';
import { caseKey } from '../domain/case-key.js';
import type { CaseNotice } from '../domain/case-notice.js';
import { testNotice } from '../test/notice-factory.js';
import type { CaseStatisticsFacts } from '../domain/events.js';
import { CaseEraser } from './case-eraser.js';
import type { ExpiredCase } from '../read-model/retention-queries.port.js';

const cutoffs = { individuals: '2026-11-07', companies: '2026-10-22' };
const context = { auditStream: 'retention-2026-11-21', runId: 'run-1', actorId: 'admin-1', now: new Date() };

/** A request as the cleaner sends it; the read models know no listing hashes or statistics unless given. */
const request = (candidate: ExpiredCase, statistics = new Map<number, CaseStatisticsFacts>()) => ({
  batch: [candidate],
  cutoffs,
  context,
  listings: new Map(),
  statistics,
});

function noticeEvent(type: 'CaseImported' | 'CaseNoticePublished', caseId: number, notice: CaseNotice): NewEvent {
  return {
    type,
    data: { caseId, caseKey: caseKey(notice.court, notice.caseNumber), notice },
    metadata: {
      eventId: `${type}-${notice.fingerprint}`,
      correlationId: 'test',
      causationId: null,
      actorId: 'system:importer',
      occurredAt: '2026-11-01T09:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

const streams = new CaseStreams('test-stream-name-key-of-32-bytes!!');

describe('case eraser: the write side decides', () => {
  let store: SqliteEventStore;
  let eraser: CaseEraser;
  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
    eraser = new CaseEraser(store, streams);
  });
  afterEach(() => store.close());

  const company = testNotice({ caseNumber: '72 IN 1/26', publicationDate: '2026-10-01', fingerprint: 'f-1' });
  const key = caseKey(company.court, company.caseNumber);
  const candidate = {
    id: 100_000_001,
    caseKey: key,
    debtorKind: 'company' as const,
    noticeCount: 1,
    publicationDate: '2026-10-01',
  };

  it('erases a due case whose stream holds only what the read model has seen', async () => {
    await store.append(streams.of(key), [noticeEvent('CaseImported', candidate.id, company)], {
      expectedRevision: 'no_stream',
    });
    const { erased, position } = await eraser.erase(request(candidate));
    expect(erased.map((c) => c.id)).toEqual([candidate.id]);
    expect(await store.readStream(streams.of(key))).toEqual({ revision: 'no_stream', events: [] });
    const audit = await store.readStream(context.auditStream);
    expect(audit.events.map((e) => [e.type, e.data])).toEqual([
      [
        'CaseRetentionExpired',
        {
          caseId: candidate.id,
          debtorKind: 'company',
          knownListings: [],
          // The anonymised facts of the first notice, for the historical statistics: no name or Aktenzeichen.
          statistics: {
            day: '2026-10-01',
            state: 'NW',
            court: 'Amtsgericht Köln',
            procedureType: 'antrag',
            legalForm: 'GmbH',
            debtorKind: 'company',
          },
        },
      ],
    ]);
    expect(position).toBe(audit.events[0].position);
  });

  it('keeps a case whose newer notice was recorded after the read model listed it as due', async () => {
    const later = testNotice({
      ...company,
      publicationDate: '2026-11-20',
      fingerprint: 'f-2',
      listingFingerprint: 'l-2',
    });
    await store.append(
      streams.of(key),
      [noticeEvent('CaseImported', candidate.id, company), noticeEvent('CaseNoticePublished', candidate.id, later)],
      { expectedRevision: 'no_stream' },
    );
    const { erased, position } = await eraser.erase(request(candidate));
    expect(erased).toEqual([]);
    expect(position).toBeNull();
    expect((await store.readStream(streams.of(key))).events).toHaveLength(2);
  });

  it('records the erasure of a case whose stream an interrupted run already deleted, once per day', async () => {
    await store.append(streams.of(key), [noticeEvent('CaseImported', candidate.id, company)], {
      expectedRevision: 'no_stream',
    });
    await store.deleteStream(streams.of(key));
    await eraser.erase(request(candidate));
    await eraser.erase(request(candidate));
    expect((await store.readStream(context.auditStream)).events).toHaveLength(1);
  });

  it('takes the statistics facts of a case whose stream is gone from the historical statistics', async () => {
    const known: CaseStatisticsFacts = {
      day: '2026-10-01',
      state: 'NW',
      court: 'Amtsgericht Köln',
      procedureType: 'regel',
      legalForm: 'GmbH',
      debtorKind: 'company',
    };
    await store.append(streams.of(key), [noticeEvent('CaseImported', candidate.id, company)], {
      expectedRevision: 'no_stream',
    });
    await store.deleteStream(streams.of(key));
    await eraser.erase(request(candidate, new Map([[candidate.id, known]])));
    const [record] = (await store.readStream(context.auditStream)).events;
    expect((record!.data as { statistics?: unknown }).statistics).toEqual({
      day: '2026-10-01',
      state: 'NW',
      court: 'Amtsgericht Köln',
      procedureType: 'regel',
      legalForm: 'GmbH',
      debtorKind: 'company',
    });
  });
});
