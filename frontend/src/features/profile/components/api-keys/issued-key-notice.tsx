import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';

interface IssuedKeyNoticeProps {
  name: string;
  secret: string;
  onDone: () => void;
}

/** The new key, shown this once: the server keeps only its hash. */
export function IssuedKeyNotice({ name, secret, onDone }: IssuedKeyNoticeProps) {
  const { enqueueSnackbar } = useSnackbar();
  const field = useRef<HTMLInputElement>(null);

  // Focus the key, so keyboard and screen-reader users land on it and can copy it right away.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      enqueueSnackbar('API-Schlüssel in die Zwischenablage kopiert', { variant: 'success' });
    } catch {
      field.current?.select();
      enqueueSnackbar('Kopieren nicht möglich. Bitte markieren Sie den Schlüssel und kopieren Sie ihn selbst.', {
        variant: 'warning',
      });
    }
  };

  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>Ihr neuer API-Schlüssel „{name}“</AlertTitle>
      Kopieren Sie den Schlüssel jetzt und bewahren Sie ihn sicher auf. Er wird aus Sicherheitsgründen nicht noch einmal
      angezeigt.
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
        <TextField
          inputRef={field}
          label="API-Schlüssel"
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
