import type { RetentionCleanupCompleted } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { documentProjection } from '../../runner/document-projection.js';

/** One document per retention cleanup: the admin dashboard's cleanup history (counts only, no names). */
export interface RetentionRunDoc {
  readonly runId: string;
  readonly trigger: 'manual' | 'scheduled';
  readonly actorId: string;
  readonly individualsDeleted: number;
  readonly companiesDeleted: number;
  readonly totalDeleted: number;
  readonly startedAt: string;
  readonly completedAt: string;
}

export const retentionRunsProjection = documentProjection<RetentionRunDoc>({
  name: 'retention-runs',
  version: 1,
  collection: 'retention_runs',
  handles: new Set(['RetentionCleanupCompleted']),
  documentId: (event) => (event as RecordedEvent<RetentionCleanupCompleted>).data.runId,
  evolve: (_doc, recorded) => {
    const { data, metadata } = recorded as RecordedEvent<RetentionCleanupCompleted>;
    return {
      runId: data.runId,
      trigger: data.trigger,
      actorId: metadata.actorId,
      individualsDeleted: data.individualsDeleted,
      companiesDeleted: data.companiesDeleted,
      totalDeleted: data.totalDeleted,
      startedAt: data.startedAt,
      completedAt: data.completedAt,
    };
  },
});
