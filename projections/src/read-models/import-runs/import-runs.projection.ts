import type {
  DayImportSummary,
  ImportRunEvent,
  ImportRunFailureReason,
} from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { documentProjection } from '../../store/projection.js';

/** Counts of one publication day of a run. */
export interface ImportDayCounts {
  readonly listed: number;
  readonly fetched: number;
  readonly newCases: number;
  readonly newNotices: number;
  /** Portal requests of the day (absent on runs recorded before the request budget). */
  readonly requests?: number;
}

/** The day a running run works on, for the live monitor. */
export interface ImportRunProgressDoc extends ImportDayCounts {
  readonly day: string;
  /** 1-based position of the day in the run's days (newest first). */
  readonly dayNumber: number;
  readonly daysTotal: number;
  readonly at: string;
}

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
  /** While running: the sum of the days' progress; at the end: the run's recorded counts. */
  readonly newCases: number;
  readonly newNotices: number;
  readonly listed: number;
  readonly fetched: number;
  /** Portal requests of the run so far (the daily request budget adds them up). */
  readonly requests: number;
  readonly errors: readonly string[];
  readonly incompleteDays: readonly string[];
  /** Why a failed run failed (null for runs recorded before reasons, and for runs that did not fail). */
  readonly failureReason: ImportRunFailureReason | null;
  /** The day in flight while running; null once the run ended. */
  readonly progress: ImportRunProgressDoc | null;
  readonly dayCounts: Readonly<Record<string, ImportDayCounts>>;
  /** The last moment the portal answered this run (null: not yet, or never). */
  readonly portalReachedAt: string | null;
}

export const IMPORT_RUNS_COLLECTION = 'import_runs';

const sumOf = (counts: Readonly<Record<string, ImportDayCounts>>, key: keyof ImportDayCounts) =>
  Object.values(counts).reduce((n, day) => n + (day[key] ?? 0), 0);

/** A day's counts as recorded (requests only where the event has them). */
const dayCountsOf = (d: ImportDayCounts): ImportDayCounts => ({
  listed: d.listed,
  fetched: d.fetched,
  newCases: d.newCases,
  newNotices: d.newNotices,
  ...(d.requests === undefined ? {} : { requests: d.requests }),
});

/** The run's day counts with its final summaries laid over the progress (days without a summary keep it). */
function finalCounts(doc: ImportRunDoc, days: readonly DayImportSummary[]) {
  const dayCounts: Record<string, ImportDayCounts> = { ...doc.dayCounts };
  for (const summary of days) {
    // A summary without requests (recorded before the budget) keeps what the day's progress counted.
    dayCounts[summary.day] = {
      ...dayCountsOf(summary),
      requests: summary.requests ?? dayCounts[summary.day]?.requests,
    };
  }
  return {
    dayCounts,
    listed: sumOf(dayCounts, 'listed'),
    fetched: sumOf(dayCounts, 'fetched'),
    requests: sumOf(dayCounts, 'requests'),
    incompleteDays: days.filter((d) => !d.complete).map((d) => d.day),
    progress: null,
  };
}

export const importRunsProjection = documentProjection<ImportRunDoc>({
  name: 'import-runs',
  // 2: live progress, fetched counts, failure reason, last portal answer; 3: portal requests (daily budget).
  version: 3,
  collection: IMPORT_RUNS_COLLECTION,
  handles: new Set(['ImportRunStarted', 'ImportRunProgressed', 'ImportRunCompleted', 'ImportRunFailed']),
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
          fetched: 0,
          requests: 0,
          errors: [],
          incompleteDays: [],
          failureReason: null,
          progress: null,
          dayCounts: {},
          portalReachedAt: null,
        };
      case 'ImportRunProgressed': {
        if (!doc || doc.status !== 'running') return doc;
        const { day, listed, fetched, newCases, newNotices, portalReachedAt, at } = event.data;
        const dayCounts = { ...doc.dayCounts, [day]: dayCountsOf(event.data) };
        return {
          ...doc,
          dayCounts,
          newCases: sumOf(dayCounts, 'newCases'),
          newNotices: sumOf(dayCounts, 'newNotices'),
          listed: sumOf(dayCounts, 'listed'),
          fetched: sumOf(dayCounts, 'fetched'),
          requests: sumOf(dayCounts, 'requests'),
          progress: {
            day,
            dayNumber: doc.days.indexOf(day) + 1,
            daysTotal: doc.days.length,
            listed,
            fetched,
            newCases,
            newNotices,
            at,
          },
          portalReachedAt: portalReachedAt ?? doc.portalReachedAt,
        };
      }
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
          ...finalCounts(doc, event.data.days),
          // Runs recorded before progress events: a day that was listed or completed had the portal answering.
          portalReachedAt:
            doc.portalReachedAt ??
            (event.data.days.some((d) => d.complete || d.listed > 0) ? event.data.completedAt : null),
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
          failureReason: event.data.reason ?? null,
          ...finalCounts(doc, event.data.days),
        };
      case 'ImportRunHeartbeat':
        return doc; // the owner's lease: no change a reader sees (and not in `handles`)
    }
  },
});
