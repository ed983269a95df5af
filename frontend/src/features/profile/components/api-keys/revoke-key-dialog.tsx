import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApiKeySummary } from '../../api/profile-api';

interface RevokeKeyDialogProps {
  apiKey: ApiKeySummary | null;
  onCancel: () => void;
  onConfirm: (key: ApiKeySummary) => void;
}

/** Revoking cannot be undone: ask first. */
export function RevokeKeyDialog({ apiKey, onCancel, onConfirm }: RevokeKeyDialogProps) {
  return (
    <Dialog
      open={apiKey !== null}
      onClose={onCancel}
      aria-labelledby="revoke-key-title"
      aria-describedby="revoke-key-text"
    >
      <DialogTitle id="revoke-key-title">API-Schlüssel widerrufen?</DialogTitle>
      <DialogContent>
        <DialogContentText id="revoke-key-text">
          {`Anwendungen, die den Schlüssel „${apiKey?.name ?? ''}“ nutzen, verlieren sofort den Zugang. Das lässt sich nicht rückgängig machen.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Abbrechen</Button>
        <Button color="error" variant="contained" onClick={() => apiKey && onConfirm(apiKey)}>
          Widerrufen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
