import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { httpStatusOf, serverErrorText } from '../../../lib/api/api-error';
import { useRunCleanupMutation, useTriggerImportMutation } from '../api/admin-dashboard-api';
import { ADMIN_MESSAGES, GENERIC_ERROR } from './admin-messages';

/** Manual cleanup (SPEC §8 texts) and manual import trigger (issue #6), each after the caller's confirmation. */
export function useAdminOperations() {
  const [cleanup, cleanupState] = useRunCleanupMutation();
  const [startImport, importState] = useTriggerImportMutation();
  const { enqueueSnackbar } = useSnackbar();

  const runCleanup = useCallback(async () => {
    try {
      const { deleted } = await cleanup().unwrap();
      enqueueSnackbar(ADMIN_MESSAGES.cleanupCompleted(deleted), { variant: 'success' });
    } catch (error) {
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
    triggerImport,
    importing: importState.isLoading,
  };
}
