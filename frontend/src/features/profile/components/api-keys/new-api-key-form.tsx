import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { serverErrorText } from '../../../../lib/api/api-error';
import { useForm } from '../../../../lib/forms/use-form';
import { type IssuedApiKey, useIssueApiKeyMutation } from '../../api/profile-api';
import { API_KEY_NAME_MAX, type ApiKeyValues, validateApiKey } from '../profile-validation';

const EMPTY: ApiKeyValues = { name: '' };

export const ISSUE_FAILED = 'API-Schlüssel konnte nicht erstellt werden. Bitte versuchen Sie es erneut.';

export function NewApiKeyForm({ onIssued }: { onIssued: (key: IssuedApiKey) => void }) {
  const form = useForm(EMPTY, validateApiKey);
  const [issue, { isLoading, reset }] = useIssueApiKeyMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (values: ApiKeyValues) => {
    try {
      const issued = await issue({ name: values.name.trim() }).unwrap();
      // The secret goes to the notice only; the store's copy of the response is dropped.
      reset();
      onIssued(issued);
      form.reset();
    } catch (error) {
      console.error('API-Schlüssel nicht erstellt', error);
      enqueueSnackbar(serverErrorText(error) ?? ISSUE_FAILED, { variant: 'error' });
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      onSubmit={form.handleSubmit(submit)}
      aria-label="Neuen API-Schlüssel erstellen"
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        {...form.textField('name')}
        helperText={form.textField('name').helperText ?? 'Zum Beispiel der Name der Anwendung, die ihn nutzt'}
        label="Bezeichnung"
        required
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX + 20 } }}
      />
      <Button type="submit" variant="contained" aria-busy={isLoading} sx={{ flexShrink: 0, mt: { sm: '2px' } }}>
        {isLoading ? 'Wird erstellt…' : 'Schlüssel erstellen'}
      </Button>
    </Stack>
  );
}
