import {
  retentionClass,
  type CaseRetentionExpired,
  type RetentionRunEvent,
} from '@insolvenz/backend/cases/domain/events.js';
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
  /** Absent in documents written before the contact sweep existed (reads as 0). */
  readonly contactMessagesErased?: number;
  readonly startedAt: string;
  readonly completedAt: string | null;
  readonly finishedAt: string | null;
  readonly error: string | null;
  readonly resumes: string | null;
}

const HANDLED: (RetentionRunEvent | CaseRetentionExpired)['type'][] = [
  'RetentionCleanupStarted',
  'RetentionCleanupProgressed',
  'RetentionCleanupCompleted',
  'RetentionCleanupFailed',
  'CaseRetentionExpired',
];

type Counts = Pick<RetentionRunDoc, 'individualsDeleted' | 'companiesDeleted' | 'totalDeleted'>;

/**
 * A run's counts never go below the erasures recorded for it: a run killed after erasing a batch but before
 * recording its progress is closed with the counts it last recorded (0), yet its erasure records say otherwise.
 */
const atLeast = (doc: Counts | null, reported: Counts): Counts => ({
  individualsDeleted: Math.max(doc?.individualsDeleted ?? 0, reported.individualsDeleted),
  companiesDeleted: Math.max(doc?.companiesDeleted ?? 0, reported.companiesDeleted),
  totalDeleted: Math.max(doc?.totalDeleted ?? 0, reported.totalDeleted),
});

export const retentionRunsProjection = documentProjection<RetentionRunDoc>({
  name: 'retention-runs',
  // 2: runs are documents from their start (progress, failures), not only once completed.
  // 3: erased unconfirmed accounts.
  // 4: cases counted from the erasure records (CaseRetentionExpired, correlated with their run).
  version: 4,
  collection: 'retention_runs',
  handles: new Set(HANDLED),
  // An erasure record belongs to the run that wrote it (its correlation id).
  documentId: (event) =>
    event.type === 'CaseRetentionExpired'
      ? event.metadata.correlationId
      : (event as RecordedEvent<RetentionRunEvent>).data.runId,
  evolve: (doc, recorded) => {
    const event = recorded as RecordedEvent<RetentionRunEvent | CaseRetentionExpired>;
    switch (event.type) {
      case 'CaseRetentionExpired': {
        if (!doc) return null;
        const companies = retentionClass(event.data.debtorKind) === 'companies';
        return {
          ...doc,
          individualsDeleted: doc.individualsDeleted + (companies ? 0 : 1),
          companiesDeleted: doc.companiesDeleted + (companies ? 1 : 0),
          totalDeleted: doc.totalDeleted + 1,
        };
      }
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
          contactMessagesErased: 0,
          startedAt: event.data.startedAt,
          completedAt: null,
          finishedAt: null,
          error: null,
          resumes: event.data.resumes,
        };
      case 'RetentionCleanupProgressed': {
        if (!doc) return null;
        const { unconfirmedAccountsErased = 0, contactMessagesErased = 0 } = event.data;
        return { ...doc, ...atLeast(doc, event.data), unconfirmedAccountsErased, contactMessagesErased };
      }
      case 'RetentionCleanupCompleted':
      case 'RetentionCleanupFailed': {
        const { runId, trigger, startedAt } = event.data;
        const finishedAt = event.type === 'RetentionCleanupCompleted' ? event.data.completedAt : event.data.failedAt;
        return {
          ...(doc ?? { actorId: event.metadata.actorId, total: null, resumes: null }),
          runId,
          trigger,
          status: event.type === 'RetentionCleanupCompleted' ? 'completed' : 'failed',
          ...atLeast(doc, event.data),
          // Absent in runs recorded before the sweep existed.
          unconfirmedAccountsErased: event.data.unconfirmedAccountsErased ?? 0,
          contactMessagesErased: event.data.contactMessagesErased ?? 0,
          startedAt,
          completedAt: event.type === 'RetentionCleanupCompleted' ? finishedAt : null,
          finishedAt,
          error: event.type === 'RetentionCleanupFailed' ? event.data.error : null,
        };
      }
    }
  },
});
