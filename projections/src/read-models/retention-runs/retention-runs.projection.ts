import type { RetentionRunEvent } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { documentProjection } from '../../store/projection.js';

/**
 * One document per retention cleanup: the admin dashboard's running cleanup (progress, started by whom) and
 * its cleanup history (counts only, no names).
 */
export interface RetentionRunDoc {
  readonly runId: string;
  readonly trigger: 'manual' | 'scheduled';
  /** Who started the run (user id or `system:…`). */
  readonly actorId: string;
  readonly status: 'running' | 'completed' | 'failed';
  /** Cases due when the run started; null for runs recorded before runs had a start event. */
  readonly total: number | null;
  readonly individualsDeleted: number;
  readonly companiesDeleted: number;
  readonly totalDeleted: number;
  /** Unconfirmed accounts past their deadline the run erased (after the cases). */
  readonly unconfirmedAccountsErased: number;
  readonly startedAt: string;
  readonly completedAt: string | null;
  readonly finishedAt: string | null;
  readonly error: string | null;
  readonly resumes: string | null;
}

const HANDLED: RetentionRunEvent['type'][] = [
  'RetentionCleanupStarted',
  'RetentionCleanupProgressed',
  'RetentionCleanupCompleted',
  'RetentionCleanupFailed',
];

export const retentionRunsProjection = documentProjection<RetentionRunDoc>({
  name: 'retention-runs',
  // 2: runs are documents from their start (progress, failures), not only once completed.
  // 3: erased unconfirmed accounts.
  version: 3,
  collection: 'retention_runs',
  handles: new Set(HANDLED),
  documentId: (event) => (event as RecordedEvent<RetentionRunEvent>).data.runId,
  evolve: (doc, recorded) => {
    const event = recorded as RecordedEvent<RetentionRunEvent>;
    switch (event.type) {
      case 'RetentionCleanupStarted':
        return {
          runId: event.data.runId,
          trigger: event.data.trigger,
          actorId: event.metadata.actorId,
          status: 'running',
          total: event.data.total,
          individualsDeleted: 0,
          companiesDeleted: 0,
          totalDeleted: 0,
          unconfirmedAccountsErased: 0,
          startedAt: event.data.startedAt,
          completedAt: null,
          finishedAt: null,
          error: null,
          resumes: event.data.resumes,
        };
      case 'RetentionCleanupProgressed': {
        if (!doc) return null;
        const { individualsDeleted, companiesDeleted, totalDeleted, unconfirmedAccountsErased = 0 } = event.data;
        return { ...doc, individualsDeleted, companiesDeleted, totalDeleted, unconfirmedAccountsErased };
      }
      case 'RetentionCleanupCompleted':
      case 'RetentionCleanupFailed': {
        const { runId, trigger, individualsDeleted, companiesDeleted, totalDeleted, startedAt } = event.data;
        const finishedAt = event.type === 'RetentionCleanupCompleted' ? event.data.completedAt : event.data.failedAt;
        return {
          ...(doc ?? { actorId: event.metadata.actorId, total: null, resumes: null }),
          runId,
          trigger,
          status: event.type === 'RetentionCleanupCompleted' ? 'completed' : 'failed',
          individualsDeleted,
          companiesDeleted,
          totalDeleted,
          // Absent in runs recorded before the sweep existed.
          unconfirmedAccountsErased: event.data.unconfirmedAccountsErased ?? 0,
          startedAt,
          completedAt: event.type === 'RetentionCleanupCompleted' ? finishedAt : null,
          finishedAt,
          error: event.type === 'RetentionCleanupFailed' ? event.data.error : null,
        };
      }
    }
  },
});
