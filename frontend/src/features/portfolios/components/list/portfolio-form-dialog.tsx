import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import type { PortfolioInput, PortfolioMode, PortfolioSummary } from '../../api/portfolio-types';
import { MODE_OPTIONS } from '../portfolio-messages';

const NAME_MAX = 100;

interface PortfolioFormDialogProps {
  /** null: a new portfolio. */
  editing: PortfolioSummary | null;
  busy: boolean;
  /** The server's German refusal of the last attempt. */
  error: string | null;
  onSave: (input: PortfolioInput) => void;
  onCancel: () => void;
}

/** Create or change a portfolio: its name and how its hits are announced. Mount it only while open. */
export function PortfolioFormDialog({ editing, busy, error, onSave, onCancel }: PortfolioFormDialogProps) {
  const titleId = useId();
  const modeId = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [mode, setMode] = useState<PortfolioMode>(editing?.mode ?? 'täglich');
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim() ? 'Bitte geben Sie einen Namen ein.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim()) onSave({ name: name.trim(), mode });
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{editing ? 'Portfolio bearbeiten' : 'Neues Portfolio'}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Name"
              value={name}
              required
              autoFocus
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setTouched(true)}
              error={Boolean(nameError)}
              helperText={nameError ?? 'z. B. „Debitoren Süd“ oder „Top-100-Kunden“'}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
            <FormControl>
              <FormLabel id={modeId}>Benachrichtigung bei neuen Treffern</FormLabel>
              <RadioGroup
                aria-labelledby={modeId}
                value={mode}
                onChange={(event) => setMode(event.target.value as PortfolioMode)}
              >
                {MODE_OPTIONS.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    value={option.value}
                    control={<Radio />}
                    label={
                      <span>
                        {option.label}
                        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                          {option.help}
                        </Typography>
                      </span>
                    }
                    sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mb: 1 }}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {editing ? 'Speichern' : 'Anlegen'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
