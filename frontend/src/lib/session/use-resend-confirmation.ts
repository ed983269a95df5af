import { useSnackbar } from 'notistack';
import { serverErrorText } from '../api/api-error';
import { useResendConfirmationMutation } from './session-api';

export const RESEND_FAILED = 'Die Bestätigungsmail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.';

/** "Bestätigungsmail erneut senden": the server's message as a toast (also its limit of a few per hour). */
export function useResendConfirmation() {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const { enqueueSnackbar } = useSnackbar();
  const send = async () => {
    try {
      const result = await resend().unwrap();
      enqueueSnackbar(result.message ?? 'Bestätigungsmail gesendet.', { variant: 'success' });
    } catch (error) {
      console.error('Bestätigungsmail nicht gesendet', error);
      enqueueSnackbar(serverErrorText(error) ?? RESEND_FAILED, { variant: 'error' });
    }
  };
  return { send, sending: isLoading };
}
