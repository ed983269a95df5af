import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';

/** A new signing secret, shown this once: afterwards only its last 4 characters are shown. */
export function WebhookSecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const field = useRef<HTMLInputElement>(null);

  // Focus the secret, so keyboard and screen-reader users land on it and can copy it right away.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      enqueueSnackbar('Geheimnis in die Zwischenablage kopiert', { variant: 'success' });
    } catch {
      field.current?.select();
      enqueueSnackbar('Kopieren nicht möglich. Bitte markieren Sie das Geheimnis und kopieren Sie es selbst.', {
        variant: 'warning',
      });
    }
  };

  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>Das Geheimnis wird nur jetzt angezeigt</AlertTitle>
      Hinterlegen Sie es bei Ihrem Empfänger, um die Signatur (Standard Webhooks) zu prüfen. Nach einer Rotation gilt
      das bisherige Geheimnis noch 24 Stunden.
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
        <TextField
          inputRef={field}
          label="Signatur-Geheimnis"
          value={secret}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <Button variant="contained" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          Kopieren
        </Button>
        <Button onClick={onDone} sx={{ flexShrink: 0 }}>
          Fertig
        </Button>
      </Stack>
    </Alert>
  );
}
