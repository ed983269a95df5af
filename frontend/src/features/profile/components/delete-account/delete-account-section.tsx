import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverErrorText } from '../../../../lib/api/api-error';
import { useSessionActions } from '../../../../lib/session/use-session';
import { useDeleteAccountMutation } from '../../api/profile-api';
import { DeleteAccountDialog } from './delete-account-dialog';

export const ACCOUNT_DELETED = 'Ihr Konto wurde gelöscht.';
export const DELETE_FAILED = 'Das Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.';

/**
 * "Konto löschen" (GDPR Art. 17), set apart as a danger zone. The server ends every session itself; this page
 * then forgets the token and user and goes to the login page (a guest's start page), where the confirmation shows.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const { endSession } = useSessionActions();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async (password: string) => {
    setError(null);
    try {
      const result = await deleteAccount({ password }).unwrap();
      endSession({ loggedOut: true });
      // The start page of a guest (the index route needs a session).
      navigate('/login', { replace: true });
      enqueueSnackbar(result.message ?? ACCOUNT_DELETED, { variant: 'success' });
    } catch (failure) {
      console.error('Konto nicht gelöscht', failure);
      setError(serverErrorText(failure) ?? DELETE_FAILED);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="delete-account-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.main' }}
    >
      <Typography id="delete-account-heading" variant="h6" component="h2" sx={{ mb: 1, color: 'error.main' }}>
        Konto löschen
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        Löscht Ihr Konto mit allen Benachrichtigungen, Portfolios, Webhooks und Fristen. Rechnungen bewahrt unser
        Zahlungsdienstleister auf, solange das Gesetz es verlangt.
      </Typography>
      <Box>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          Konto löschen…
        </Button>
      </Box>
      <DeleteAccountDialog
        open={open}
        busy={isLoading}
        error={error}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
        onConfirm={(password) => void confirm(password)}
      />
    </Paper>
  );
}
