import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { UpgradeBanner } from '../../../../components/insolvency/upgrade-banner';
import { httpStatusOf } from '../../../../lib/api/api-error';
import { useDeleteWebhookMutation, useListWebhooksQuery, type WebhookEndpoint } from '../../api/webhooks-api';
import { NewWebhookForm } from './new-webhook-form';
import { WebhookCard } from './webhook-card';
import { WebhookSecretNotice } from './webhook-secret-notice';

/** Signed webhooks (Pro, "API-Zugang"): register, test, choose alerts, rotate the secret, read the log. */
export function WebhooksSection({ isPro }: { isPro: boolean }) {
  const list = useListWebhooksQuery(undefined, { skip: !isPro });
  const [remove] = useDeleteWebhookMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<WebhookEndpoint | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  // The plan in the browser may be stale; the server's 403 decides too.
  const refused = !isPro || httpStatusOf(list.error) === 403;
  const endpoints = list.data?.items ?? [];
  const full = list.data !== undefined && endpoints.length >= list.data.max;

  const confirmDelete = async (endpoint: WebhookEndpoint) => {
    setToDelete(null);
    try {
      await remove(endpoint.id).unwrap();
      enqueueSnackbar('Webhook gelöscht', { variant: 'success' });
    } catch {
      enqueueSnackbar('Der Webhook konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.', { variant: 'error' });
    }
  };

  return (
    <Paper
      id="webhooks"
      variant="outlined"
      component="section"
      aria-labelledby="webhooks-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="webhooks-heading" variant="h6" component="h2" gutterBottom>
        Webhooks
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Neue Treffer Ihrer Überwachungen, Suchprofile und Portfolios als signierter <code>POST</code> an Ihr System,
        Minuten nach der Veröffentlichung. Fehlgeschlagene Zustellungen wiederholen wir 24 Stunden lang.
      </Typography>
      {refused ? (
        <UpgradeBanner>Webhooks gehören zum API-Zugang und erfordern ein Pro-Abonnement.</UpgradeBanner>
      ) : (
        <Stack spacing={2}>
          {secret && <WebhookSecretNotice secret={secret} onDone={() => setSecret(null)} />}
          {list.isLoading ? (
            <Stack spacing={1} role="status" aria-label="Webhooks werden geladen">
              <Skeleton variant="rounded" height={96} />
            </Stack>
          ) : list.isError ? (
            <Alert severity="error">Webhooks konnten nicht geladen werden.</Alert>
          ) : (
            <>
              {endpoints.map((endpoint) => (
                <WebhookCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} onDelete={setToDelete} />
              ))}
              {full ? (
                <Alert severity="info">{`Sie haben die Höchstzahl von ${list.data!.max} Webhooks erreicht.`}</Alert>
              ) : (
                !secret && <NewWebhookForm onCreated={(created) => setSecret(created.secret)} />
              )}
            </>
          )}
        </Stack>
      )}
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)} aria-labelledby="delete-webhook-title">
        <DialogTitle id="delete-webhook-title">Webhook löschen?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`An ${toDelete?.url ?? ''} wird nichts mehr gesendet; Geheimnis und Zustellprotokoll werden gelöscht.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>Abbrechen</Button>
          <Button color="error" variant="contained" onClick={() => toDelete && void confirmDelete(toDelete)}>
            Löschen
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
