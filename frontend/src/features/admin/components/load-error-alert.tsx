import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { serverErrorText } from '../../../lib/api/api-error';
import { ADMIN_MESSAGES, GENERIC_ERROR } from './admin-messages';

/** SPEC §8 admin load failure: 'Error: ' and the server's text, else the generic one. */
export function LoadErrorAlert({ error }: { error: unknown }) {
  // SPEC §8: request failures are logged to the console.
  useEffect(() => console.error('Admin-Daten nicht geladen', error), [error]);
  return <Alert severity="error">{ADMIN_MESSAGES.loadFailed(serverErrorText(error) ?? GENERIC_ERROR)}</Alert>;
}
