import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import type { CleanupRun } from '../api/admin-dashboard-api';
import { ADMIN_MESSAGES, GENERIC_ERROR } from './admin-messages';

/**
 * SPEC §8 outcome toasts for a cleanup this screen saw running (or started): the cleanup runs in the
 * background, so its outcome arrives with a later dashboard refresh, not with the request that started it.
 */
export function useCleanupOutcomeToast(run: CleanupRun | null | undefined, startedRunId: string | undefined) {
  const { enqueueSnackbar } = useSnackbar();
  const watched = useRef(new Set<string>());
  if (startedRunId) watched.current.add(startedRunId);

  useEffect(() => {
    if (!run) return;
    if (run.status === 'running') {
      watched.current.add(run.runId);
      return;
    }
    if (!watched.current.delete(run.runId)) return;
    if (run.status === 'completed') {
      enqueueSnackbar(ADMIN_MESSAGES.cleanupCompleted(run.erased), { variant: 'success' });
    } else {
      enqueueSnackbar(ADMIN_MESSAGES.cleanupFailed(run.error ?? GENERIC_ERROR), { variant: 'error' });
    }
  }, [run, enqueueSnackbar]);
}
