import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { DeliveryModeField } from '../../../components/forms/delivery-mode-field';
import { useForm } from '../../../lib/forms/use-form';
import type { Subscription, SubscriptionInput } from '../api/subscriptions-api';
import { ExistingSubscriptionsHint } from './existing-subscriptions-hint';
import {
  initialNotificationValues,
  type NotificationValues,
  toSubscriptionInput,
  validateNotification,
} from './notification-form-values';

interface NotificationFormProps {
  /** null: creating a new notification. */
  editing: Subscription | null;
  defaultEmail: string;
  saving: boolean;
  /** Resolves to true when saved; the page then closes (and so resets) the form. */
  onSave: (input: SubscriptionInput, editing: Subscription | null) => Promise<boolean>;
  onCancel: () => void;
  /** Whether the user may choose immediate mails (Pro); the page shows the form to Pro users. */
  isPro?: boolean;
}

/**
 * SPEC §2/§4/§5 create and edit form. The page mounts it with a key per mode, so a new open always starts
 * from fresh values: empty for creating, the entry's values for editing.
 */
export function NotificationForm({
  editing,
  defaultEmail,
  saving,
  onSave,
  onCancel,
  isPro = true,
}: NotificationFormProps) {
  const headingId = useId();
  const initial = useMemo(() => initialNotificationValues(editing, defaultEmail), [editing, defaultEmail]);
  const form = useForm<NotificationValues>(initial, validateNotification);
  const title = editing ? 'Benachrichtigung bearbeiten' : 'Neue Benachrichtigung';
  // Looked up when the field is left, not on every keystroke.
  const [lookupAddress, setLookupAddress] = useState(initial.email);
  const emailField = form.textField('email');

  const submit = async (values: NotificationValues) => {
    await onSave(toSubscriptionInput(values, editing), editing);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(submit)} aria-labelledby={headingId}>
        <TextField
          {...emailField}
          onBlur={() => {
            emailField.onBlur();
            setLookupAddress(form.values.email.trim());
          }}
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          fullWidth
          autoFocus
        />
        {!editing && <ExistingSubscriptionsHint email={lookupAddress} />}
        <TextField {...form.textField('companyName')} label="Firmenname" required fullWidth />
        <TextField
          {...form.textField('keywords')}
          label="Stichwörter (optional)"
          helperText="Mehrere Begriffe mit Komma trennen. Ohne Stichwörter werden Sie über alle Verfahren informiert."
          fullWidth
        />
        <DeliveryModeField value={form.values.mode} onChange={(mode) => form.setValue('mode', mode)} isPro={isPro} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={onCancel} disabled={saving}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Wird gespeichert…' : 'Speichern'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
