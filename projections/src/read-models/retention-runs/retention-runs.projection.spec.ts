import type { DomainEvent, RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { retentionRunsProjection, type RetentionRunDoc } from './retention-runs.projection.js';

let position = 0n;
const recorded = (event: DomainEvent, correlationId = 'system'): RecordedEvent =>
  ({
    ...event,
    metadata: {
      eventId: `e${position}`,
      correlationId,
      causationId: null,
      actorId: 'system:retention',
      occurredAt: '2026-11-21T03:00:00.000Z',
      schemaVersion: 1,
    },
    streamName: 'retention-runs',
    revision: 0n,
    position: ++position,
    recordedAt: new Date(),
  }) as RecordedEvent;

const zero = { individualsDeleted: 0, companiesDeleted: 0, totalDeleted: 0 };
const cutoffs = { individuals: '2026-11-07', companies: '2026-10-22' };
const erased = (runId: string, caseId: number, debtorKind: 'person' | 'company') =>
  recorded({ type: 'CaseRetentionExpired', data: { caseId, debtorKind, knownListings: [] } }, runId);

function replay(events: readonly RecordedEvent[]): Map<string, RetentionRunDoc> {
  const docs = new Map<string, RetentionRunDoc>();
  for (const event of events) {
    const id = retentionRunsProjection.documentId(event);
    if (id === null) continue;
    const next = retentionRunsProjection.evolve(docs.get(id) ?? null, event);
    if (next) docs.set(id, next);
    else docs.delete(id);
  }
  return docs;
}

describe('retention-runs read model', () => {
  it('lists a cleanup killed before it recorded progress with the cases it erased, not with 0', () => {
    const start = (runId: string, resumes: string | null) =>
      recorded({
        type: 'RetentionCleanupStarted',
        data: {
          runId,
          trigger: 'scheduled',
          owner: 'host:1',
          leaseExpiresAt: '2026-11-21T03:05:00.000Z',
          total: 3,
          cutoffs,
          startedAt: '2026-11-21T03:00:00.000Z',
          resumes,
        },
      });
    const docs = replay([
      start('killed', null),
      // The batch was erased (its audit records written), then the process was killed before its progress.
      erased('killed', 1, 'person'),
      erased('killed', 2, 'company'),
      // The next process closes the killed run with the counts it last recorded, and continues.
      recorded({
        type: 'RetentionCleanupFailed',
        data: {
          runId: 'killed',
          trigger: 'scheduled',
          error: 'unterbrochen',
          startedAt: '2026-11-21T03:00:00.000Z',
          failedAt: '2026-11-21T03:06:00.000Z',
          cutoffs,
          ...zero,
        },
      }),
      start('resumed', 'killed'),
      erased('resumed', 3, 'person'),
      recorded({
        type: 'RetentionCleanupCompleted',
        data: {
          runId: 'resumed',
          trigger: 'scheduled',
          startedAt: '2026-11-21T03:06:00.000Z',
          completedAt: '2026-11-21T03:07:00.000Z',
          cutoffs,
          individualsDeleted: 1,
          companiesDeleted: 0,
          totalDeleted: 1,
        },
      }),
    ]);
    expect(docs.get('killed')).toMatchObject({
      status: 'failed',
      individualsDeleted: 1,
      companiesDeleted: 1,
      totalDeleted: 2,
    });
    expect(docs.get('resumed')).toMatchObject({
      status: 'completed',
      individualsDeleted: 1,
      companiesDeleted: 0,
      totalDeleted: 1,
    });
  });

  it('keeps the counts a run reported when they are ahead of the records read so far', () => {
    const docs = replay([
      recorded({
        type: 'RetentionCleanupCompleted',
        data: {
          runId: 'old',
          trigger: 'manual',
          startedAt: '2026-01-01T03:00:00.000Z',
          completedAt: '2026-01-01T03:01:00.000Z',
          cutoffs,
          individualsDeleted: 4,
          companiesDeleted: 1,
          totalDeleted: 5,
        },
      }),
    ]);
    expect(docs.get('old')).toMatchObject({ totalDeleted: 5, individualsDeleted: 4, companiesDeleted: 1 });
  });
});
