import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { serverErrorText } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/dates';
import { type CalendarLink, useCreateCalendarLinkMutation, useRevokeCalendarLinkMutation } from '../api/deadlines-api';

function CopyField({ label, value }: { label: string; value: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar(`${label} kopiert`, { variant: 'success' });
    } catch {
      enqueueSnackbar('Kopieren nicht möglich. Bitte markieren Sie den Link und kopieren Sie ihn selbst.', {
        variant: 'warning',
      });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={label}
        value={value}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button variant="outlined" onClick={() => void copy()} sx={{ flexShrink: 0 }} aria-label={`${label} kopieren`}>
        Kopieren
      </Button>
    </Stack>
  );
}

/**
 * "Kalender abonnieren": the personal feed. The server keeps only the link's hash, so the link shows right after
 * it was made; later the panel says since when one is active, and a new one replaces it.
 */
export function CalendarPanel({ activeSince }: { activeSince: string | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const [link, setLink] = useState<CalendarLink | null>(null);
  const [create, creating] = useCreateCalendarLinkMutation();
  const [revoke, revoking] = useRevokeCalendarLinkMutation();

  const make = async () => {
    try {
      setLink(await create().unwrap());
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? 'Der Kalender-Link konnte nicht erstellt werden.', {
        variant: 'error',
      });
    }
  };
  const end = async () => {
    try {
      await revoke().unwrap();
      setLink(null);
      enqueueSnackbar('Kalender-Link widerrufen. Abonnierte Kalender erhalten keine Fristen mehr.', {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? 'Der Kalender-Link konnte nicht widerrufen werden.', {
        variant: 'error',
      });
    }
  };
  const active = link !== null || activeSince !== null;

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="calendar-heading">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="calendar-heading">
          Kalender abonnieren
        </Typography>
        <Typography>
          Ihre Fristen als Kalender-Abonnement für Outlook, Google oder Apple: Ihr Kalender holt neue und geänderte
          Fristen selbst ab. Der Link ist persönlich; wer ihn kennt, sieht Ihre Fristen.
        </Typography>
        {link && (
          <Stack spacing={1}>
            <CopyField label="webcal-Link" value={link.webcalUrl} />
            <CopyField label="https-Link" value={link.httpsUrl} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Aus Sicherheitsgründen zeigen wir den Link nur jetzt. Ein neuer Link ersetzt ihn.
            </Typography>
          </Stack>
        )}
        {!link && activeSince && (
          <Typography>
            Ein Kalender-Link ist aktiv (erstellt am {formatDateTime(activeSince)}). Er wird nur beim Erstellen
            angezeigt; erstellen Sie einen neuen, wenn Sie ihn nicht mehr haben – der alte funktioniert dann nicht mehr.
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" onClick={() => void make()} disabled={creating.isLoading}>
            {active ? 'Neuen Kalender-Link erstellen' : 'Kalender-Link erstellen'}
          </Button>
          {active && (
            <Button color="error" onClick={() => void end()} disabled={revoking.isLoading}>
              Kalender-Link widerrufen
            </Button>
          )}
        </Stack>
        <Typography variant="subtitle2" component="h3">
          So fügen Sie den Kalender hinzu
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          <Typography component="li" variant="body2">
            <strong>Outlook:</strong> Kalender → „Kalender hinzufügen“ → „Aus dem Internet abonnieren“ und den
            https-Link einfügen.
          </Typography>
          <Typography component="li" variant="body2">
            <strong>Google Kalender:</strong> bei „Weitere Kalender“ auf „+“ → „Per URL“ und den https-Link einfügen
            (Google aktualisiert Abonnements nur alle paar Stunden).
          </Typography>
          <Typography component="li" variant="body2">
            <strong>Apple Kalender:</strong> den webcal-Link anklicken oder „Ablage“ → „Neues Kalenderabonnement“
            (iPhone: Einstellungen → Kalender → Accounts → „Kalenderabo hinzufügen“) und den webcal-Link einfügen.
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
