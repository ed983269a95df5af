import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DeliveryModeField, type DeliveryMode } from '../../../components/forms/delivery-mode-field';

export const NAME_MAX = 80;

export interface SavedSearchDialogValues {
  name: string;
  alert: boolean;
  /** Issue #30: how the e-mail is delivered (only with the alert on). */
  mode: DeliveryMode;
}

interface SavedSearchDialogProps {
  open: boolean;
  /** "Suche speichern" or "Suchprofil bearbeiten". */
  title: string;
  initial: SavedSearchDialogValues;
  /** What is saved, in words (the criteria). */
  description: string;
  busy: boolean;
  /** The server's refusal (e.g. a name already used), shown in the dialog. */
  error: string | null;
  onSubmit: (values: SavedSearchDialogValues) => void;
  onCancel: () => void;
}

/** Name and daily e-mail of a saved search: used to save the current search and to edit a saved one. */
export function SavedSearchDialog({
  open,
  title,
  initial,
  description,
  busy,
  error,
  onSubmit,
  onCancel,
}: SavedSearchDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(initial.name);
  const [alert, setAlert] = useState(initial.alert);
  const [mode, setMode] = useState(initial.mode);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial.name);
      setAlert(initial.alert);
      setMode(initial.mode);
      setTouched(false);
    }
  }, [open, initial.name, initial.alert, initial.mode]);

  const nameError = name.trim() === '' ? 'Bitte geben Sie einen Namen ein.' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!nameError) onSubmit({ name: name.trim(), alert, mode });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              Suchkriterien: {description}
            </Typography>
            <TextField
              label="Name des Suchprofils"
              value={name}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setTouched(true)}
              required
              autoFocus
              error={touched && nameError !== null}
              helperText={touched && nameError ? nameError : 'z. B. „Bau NRW“'}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
            <FormControlLabel
              control={<Checkbox checked={alert} onChange={(event) => setAlert(event.target.checked)} />}
              label="Per E-Mail benachrichtigen"
            />
            {/* Saved searches are a Pro feature: whoever sees this dialog may choose "Sofort". */}
            {alert && <DeliveryModeField value={mode} onChange={setMode} isPro />}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Speichern
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
