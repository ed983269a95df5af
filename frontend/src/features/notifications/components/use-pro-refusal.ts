import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_MESSAGES } from './notification-messages';

/** SPEC §6: a free user who tries to create a notification gets the refusal toast and goes to /pricing. */
export function useProRefusal(): () => void {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  return useCallback(() => {
    enqueueSnackbar(NOTIFICATION_MESSAGES.proRequired, { variant: 'error' });
    navigate('/pricing');
  }, [enqueueSnackbar, navigate]);
}
