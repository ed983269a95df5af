import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { httpStatusOf, serverErrorText } from '../../../lib/api/api-error';
import { useRunCleanupMutation, useTriggerImportMutation } from '../api/admin-dashboard-api';
import { ADMIN_MESSAGES, CLEANUP_MUTATION_KEY, GENERIC_ERROR } from './admin-messages';

/**
 * Manual cleanup and manual import trigger (issue #6), each after the caller's confirmation. Both start
 * background runs: the toast says so, and the outcome follows with the dashboard's refresh.
 */
export function useAdminOperations() {
  const [cleanup, cleanupState] = useRunCleanupMutation({ fixedCacheKey: CLEANUP_MUTATION_KEY });
  const [startImport, importState] = useTriggerImportMutation();
  const { enqueueSnackbar } = useSnackbar();

  const runCleanup = useCallback(async () => {
    try {
      const { message } = await cleanup().unwrap();
      enqueueSnackbar(message || 'Bereinigung gestartet', { variant: 'info' });
    } catch (error) {
      // 409: a cleanup is already running; the server says so, and that is information, not a failure.
      if (httpStatusOf(error) === 409) {
        enqueueSnackbar(serverErrorText(error) ?? 'Eine Bereinigung läuft bereits', { variant: 'warning' });
        return;
      }
      console.error('Bereinigung fehlgeschlagen', error);
      enqueueSnackbar(ADMIN_MESSAGES.cleanupFailed(serverErrorText(error) ?? GENERIC_ERROR), { variant: 'error' });
    }
  }, [cleanup, enqueueSnackbar]);

  const triggerImport = useCallback(async () => {
    try {
      const { message } = await startImport().unwrap();
      enqueueSnackbar(message || 'Import gestartet', { variant: 'success' });
    } catch (error) {
      // 409: a run is already in progress; the server says which, and that is information, not a failure.
      const busy = httpStatusOf(error) === 409;
      if (!busy) console.error('Import nicht gestartet', error);
      enqueueSnackbar(
        serverErrorText(error) ?? (busy ? 'Ein Import läuft bereits' : 'Import konnte nicht gestartet werden'),
        {
          variant: busy ? 'warning' : 'error',
        },
      );
    }
  }, [startImport, enqueueSnackbar]);

  return {
    runCleanup,
    cleaning: cleanupState.isLoading,
    startedCleanupId: cleanupState.data?.runId,
    triggerImport,
    importing: importState.isLoading,
  };
}
