import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import { serverErrorText } from '../../../../lib/api/api-error';
import { useCreateWebhookMutation, type WebhookWithSecret } from '../../api/webhooks-api';
import { AlertChoice, type AlertChoiceValue } from './alert-choice';

/** Registers an HTTPS endpoint; the server checks the address (SSRF) and answers with the secret once. */
export function NewWebhookForm({ onCreated }: { onCreated: (created: WebhookWithSecret) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [feed, setFeed] = useState<AlertChoiceValue>({ allAlerts: true, alerts: [] });
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateWebhookMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) {
      setError('Bitte geben Sie eine vollständige Adresse an, z. B. https://example.com/webhooks.');
      return;
    }
    if (!feed.allAlerts && feed.alerts.length === 0) {
      setError('Bitte wählen Sie mindestens eine Benachrichtigung oder „alle“ aus.');
      return;
    }
    setError(null);
    try {
      const created = await create({ url: url.trim(), description, ...feed }).unwrap();
      setUrl('');
      setDescription('');
      setFeed({ allAlerts: true, alerts: [] });
      enqueueSnackbar('Webhook eingerichtet', { variant: 'success' });
      onCreated(created);
    } catch (failure) {
      setError(
        serverErrorText(failure) ?? 'Der Webhook konnte nicht eingerichtet werden. Bitte versuchen Sie es erneut.',
      );
    }
  };

  return (
    <Stack component="form" aria-label="Neuer Webhook" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Adresse (HTTPS)"
        placeholder="https://erp.example.com/hooks/insolvenz"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={error !== null}
        helperText={error ?? 'Wir senden nur an öffentliche https://-Adressen.'}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
      <TextField
        label="Beschreibung (optional)"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <AlertChoice value={feed} onChange={setFeed} />
      <div>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Webhook einrichten
        </Button>
      </div>
    </Stack>
  );
}
