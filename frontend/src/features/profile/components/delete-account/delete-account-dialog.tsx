import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type FormEvent, useState } from 'react';

export const ERASED_DATA_TEXT =
  'Ihr Konto, Ihre Benachrichtigungen, Portfolios, Webhooks und Fristen werden unwiderruflich gelöscht.';
export const PASSWORD_REQUIRED = 'Bitte geben Sie Ihr Passwort ein.';

interface DeleteAccountDialogProps {
  open: boolean;
  busy: boolean;
  /** The server's answer to the last attempt (wrong password, last administrator …), or null. */
  error: string | null;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}

/** Says what goes, asks for the password, and only then erases (full screen on phones). */
export function DeleteAccountDialog({ open, busy, error, onCancel, onConfirm }: DeleteAccountDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };
  const close = () => {
    setPassword('');
    setMissing(false);
    onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
    >
      <DialogTitle id="delete-account-title">Konto endgültig löschen?</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label="Konto löschen bestätigen">
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="delete-account-text">
              {ERASED_DATA_TEXT} Ebenso Ihre Suchprofile, API-Schlüssel und Entwürfe. Ein laufendes Abonnement wird
              sofort gekündigt. Das lässt sich nicht rückgängig machen.
            </DialogContentText>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Passwort"
              type="password"
              autoComplete="current-password"
              required
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? PASSWORD_REQUIRED : 'Zur Bestätigung Ihr aktuelles Passwort'}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Abbrechen
          </Button>
          <Button type="submit" color="error" variant="contained" aria-busy={busy} disabled={busy}>
            {busy ? 'Wird gelöscht…' : 'Konto endgültig löschen'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
