import type { DayImportSummary, ImportRunEvent } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { documentProjection } from '../../runner/document-projection.js';

/** One document per import run: the dashboard's import monitor and the admin's import table read it. */
export interface ImportRunDoc {
  readonly runId: string;
  readonly session: string;
  readonly trigger: string;
  readonly status: 'running' | 'completed' | 'failed';
  readonly days: readonly string[];
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly durationMs: number | null;
  readonly newCases: number;
  readonly newNotices: number;
  readonly listed: number;
  readonly errors: readonly string[];
  readonly incompleteDays: readonly string[];
}

export const IMPORT_RUNS_COLLECTION = 'import_runs';

const totals = (days: readonly DayImportSummary[]) => ({
  listed: days.reduce((n, d) => n + d.listed, 0),
  incompleteDays: days.filter((d) => !d.complete).map((d) => d.day),
});

export const importRunsProjection = documentProjection<ImportRunDoc>({
  name: 'import-runs',
  version: 1,
  collection: IMPORT_RUNS_COLLECTION,
  handles: new Set(['ImportRunStarted', 'ImportRunCompleted', 'ImportRunFailed']),
  documentId: (event) => (event as RecordedEvent<ImportRunEvent>).data.runId,
  evolve: (doc, recorded) => {
    const event = recorded as RecordedEvent<ImportRunEvent>;
    switch (event.type) {
      case 'ImportRunStarted':
        return {
          runId: event.data.runId,
          session: event.data.session,
          trigger: event.data.trigger,
          status: 'running',
          days: event.data.days,
          startedAt: event.data.startedAt,
          finishedAt: null,
          durationMs: null,
          newCases: 0,
          newNotices: 0,
          listed: 0,
          errors: [],
          incompleteDays: [],
        };
      case 'ImportRunCompleted':
        if (!doc) return null;
        return {
          ...doc,
          status: 'completed',
          finishedAt: event.data.completedAt,
          durationMs: event.data.durationMs,
          newCases: event.data.newCases,
          newNotices: event.data.newNotices,
          errors: event.data.errors,
          ...totals(event.data.days),
        };
      case 'ImportRunFailed':
        if (!doc) return null;
        return {
          ...doc,
          status: 'failed',
          finishedAt: event.data.failedAt,
          durationMs: event.data.durationMs,
          newCases: event.data.newCases,
          newNotices: event.data.newNotices,
          errors: [event.data.error],
          ...totals(event.data.days),
        };
      case 'ImportRunHeartbeat':
        return doc; // the owner's lease: no change a reader sees (and not in `handles`)
    }
  },
});
