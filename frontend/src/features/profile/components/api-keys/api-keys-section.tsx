import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { httpStatusOf } from '../../../../lib/api/api-error';
import {
  type ApiKeySummary,
  type IssuedApiKey,
  useListApiKeysQuery,
  useRevokeApiKeyMutation,
} from '../../api/profile-api';
import { ApiKeyList } from './api-key-list';
import { ApiKeysUpsell } from './api-keys-upsell';
import { IssuedKeyNotice } from './issued-key-notice';
import { NewApiKeyForm } from './new-api-key-form';
import { RevokeKeyDialog } from './revoke-key-dialog';

/** Personal API keys (Pro): issue (shown once), list, revoke. Free users get the upsell. */
export function ApiKeysSection({ isPro }: { isPro: boolean }) {
  const keys = useListApiKeysQuery(undefined, { skip: !isPro });
  const [revoke] = useRevokeApiKeyMutation();
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeySummary | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  // The plan in the browser may be stale; the server's 403 decides too.
  const refused = !isPro || httpStatusOf(keys.error) === 403;

  const confirmRevoke = async (key: ApiKeySummary) => {
    setToRevoke(null);
    try {
      await revoke(key.id).unwrap();
      enqueueSnackbar('API-Schlüssel widerrufen', { variant: 'success' });
    } catch (error) {
      console.error('API-Schlüssel nicht widerrufen', error);
      enqueueSnackbar('API-Schlüssel konnte nicht widerrufen werden. Bitte versuchen Sie es erneut.', {
        variant: 'error',
      });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="api-keys-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="api-keys-heading" variant="h6" component="h2" gutterBottom>
        API-Schlüssel
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Mit einem persönlichen Schlüssel im Header <code>X-API-Key</code> fragen Ihre Systeme die Abfrage-API unter{' '}
        <code>/api/insolvency</code> ab.
      </Typography>
      {refused ? (
        <ApiKeysUpsell />
      ) : (
        <Stack spacing={2}>
          {issued ? (
            <IssuedKeyNotice name={issued.name} secret={issued.key} onDone={() => setIssued(null)} />
          ) : (
            <NewApiKeyForm onIssued={setIssued} />
          )}
          {keys.isLoading ? (
            <Stack spacing={1} role="status" aria-label="API-Schlüssel werden geladen">
              <Skeleton variant="rounded" height={64} />
              <Skeleton variant="rounded" height={64} />
            </Stack>
          ) : keys.isError ? (
            <Alert severity="error">API-Schlüssel konnten nicht geladen werden.</Alert>
          ) : (
            <ApiKeyList keys={keys.data ?? []} onRevoke={setToRevoke} />
          )}
        </Stack>
      )}
      <RevokeKeyDialog
        apiKey={toRevoke}
        onCancel={() => setToRevoke(null)}
        onConfirm={(key) => void confirmRevoke(key)}
      />
    </Paper>
  );
}
