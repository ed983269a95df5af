import type { MatchProgress } from '../matching-store/portfolio-match-store.port.js';

/**
 * Whether a portfolio's current rows need a matching run that nobody is doing (pure). Its rows have results only
 * once a run of their upload ended: no run of that upload at all means the run never started (rows carried over by
 * `migrate-data`, or a process that stopped between taking the rows and starting the run); a run still `läuft`
 * after the one process of an embedded installation restarted was cut off by that stop. On the distributed
 * profile such a run may be alive in another API process, so it is left to it (or, once that process stopped
 * reporting, to the take-over of stale runs: `ResumePortfolioMatching.takeOverStaleRuns`).
 */
export function needsMatching(
  currentUploadId: string | null,
  progress: MatchProgress,
  onlyProcessRestarted: boolean,
): boolean {
  if (currentUploadId === null) return false;
  if (progress.uploadId !== currentUploadId) return true;
  return progress.state === 'läuft' && onlyProcessRestarted;
}
