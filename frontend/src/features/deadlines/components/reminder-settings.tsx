import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { serverErrorText } from '../../../lib/api/api-error';
import { useUpdateDeadlineSettingsMutation } from '../api/deadlines-api';

const INVALID = 'Bitte bis zu 5 verschiedene ganze Zahlen von 0 bis 90 eingeben, durch Komma getrennt (z. B. 7, 1).';

/** "7, 1" → [7, 1]; empty → [] (no reminders); null when it is no valid setting. */
export function parseReminderDays(text: string): number[] | null {
  const parts = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (!parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  const days = parts.map(Number);
  if (days.length > 5 || new Set(days).size !== days.length || days.some((day) => day > 90)) return null;
  return days;
}

/** "Erinnerung X Tage vorher": one mail a day at most, listing every deadline due in one of the chosen days. */
export function ReminderSettings({ reminderDays }: { reminderDays: readonly number[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState(reminderDays.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateDeadlineSettingsMutation();

  const save = async () => {
    const days = parseReminderDays(text);
    if (days === null) return setError(INVALID);
    setError(null);
    try {
      const saved = await update({ reminderDays: days }).unwrap();
      setText(saved.reminderDays.join(', '));
      enqueueSnackbar(saved.reminderDays.length === 0 ? 'Erinnerungen ausgeschaltet' : 'Erinnerungen gespeichert', {
        variant: 'success',
      });
    } catch (failure) {
      setError(serverErrorText(failure) ?? 'Die Einstellung konnte nicht gespeichert werden.');
    }
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="reminder-heading">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="reminder-heading">
          Erinnerungen per E-Mail
        </Typography>
        <Typography>
          Wir erinnern Sie so viele Tage vor jeder Frist (0 = am Tag selbst), höchstens mit einer E-Mail am Tag. Leer
          lassen: keine Erinnerungen.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Erinnerung … Tage vorher"
            size="small"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error !== null}
            helperText={error ?? 'z. B. 7, 1'}
          />
          <Button variant="contained" onClick={() => void save()} disabled={isLoading}>
            Speichern
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
