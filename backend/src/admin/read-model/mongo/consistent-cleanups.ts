import type { CleanupRunSummary } from '../admin-dashboard-queries.port.js';

/**
 * The dashboard's finished cleanups and its latest cleanup, read by two MongoDB queries at once (no snapshot
 * across them), made to agree on the newer state of the latest run: one query could see it running and the other
 * finished, and the dashboard then said "abgeschlossen" above a log without that run (the distributed run of
 * `contact-retention.spec.ts`, under load). A run seen finished by either query is finished in both answers.
 */
export function consistentCleanups(
  finished: readonly CleanupRunSummary[],
  latest: CleanupRunSummary | null,
  limit: number,
): { finishedCleanups: CleanupRunSummary[]; latestCleanup: CleanupRunSummary | null } {
  if (latest === null) return { finishedCleanups: [...finished], latestCleanup: null };
  const listed = finished.find((run) => run.runId === latest.runId);
  if (listed) return { finishedCleanups: [...finished], latestCleanup: listed };
  if (latest.status === 'running') return { finishedCleanups: [...finished], latestCleanup: latest };
  // Finished after the log's query read: the newest of the log (runs follow one another).
  return { finishedCleanups: [latest, ...finished].slice(0, limit), latestCleanup: latest };
}
