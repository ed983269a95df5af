import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { serverErrorText } from '../../../lib/api/api-error';
import { type AdminUser, useSetUserStatusMutation } from '../api/admin-users-api';

/** Activating and deactivating users; the server's German message is the toast (409 for one's own account). */
export function useUserStatus() {
  const [setStatus, state] = useSetUserStatusMutation();
  const { enqueueSnackbar } = useSnackbar();

  const changeStatus = useCallback(
    async (user: AdminUser, isActive: boolean) => {
      try {
        const { message } = await setStatus({ id: user.id, isActive }).unwrap();
        enqueueSnackbar(message || (isActive ? 'Benutzer aktiviert' : 'Benutzer deaktiviert'), { variant: 'success' });
      } catch (error) {
        console.error('Benutzerstatus nicht geändert', error);
        enqueueSnackbar(serverErrorText(error) ?? 'Fehler beim Ändern des Benutzerstatus', { variant: 'error' });
      }
    },
    [setStatus, enqueueSnackbar],
  );

  return { changeStatus, changingId: state.isLoading ? state.originalArgs?.id : undefined };
}
