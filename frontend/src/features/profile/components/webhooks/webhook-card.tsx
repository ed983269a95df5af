import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { serverErrorText } from '../../../../lib/api/api-error';
import {
  useRotateWebhookSecretMutation,
  useTestWebhookMutation,
  useUpdateWebhookMutation,
  type WebhookEndpoint,
} from '../../api/webhooks-api';
import { AlertChoice, type AlertChoiceValue } from './alert-choice';
import { DeliveryLog } from './delivery-log';

const STATE = (endpoint: WebhookEndpoint) =>
  endpoint.enabled
    ? { label: 'aktiv', color: 'success' as const }
    : endpoint.disabledReason === 'failing'
      ? { label: 'ausgeschaltet: 3 Tage ohne Zustellung', color: 'error' as const }
      : { label: 'ausgeschaltet', color: 'default' as const };

interface WebhookCardProps {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/** One endpoint: its address and state, test event, alerts feeding it, secret rotation, on/off, log, delete. */
export function WebhookCard({ endpoint, onSecret, onDelete }: WebhookCardProps) {
  const [showLog, setShowLog] = useState(false);
  const [editing, setEditing] = useState<AlertChoiceValue | null>(null);
  const [test, testing] = useTestWebhookMutation();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [update, updating] = useUpdateWebhookMutation();
  const { enqueueSnackbar } = useSnackbar();
  const state = STATE(endpoint);
  const failed = (failure: unknown, fallback: string) =>
    enqueueSnackbar(serverErrorText(failure) ?? fallback, { variant: 'error' });

  const sendTest = async () => {
    try {
      const outcome = await test(endpoint.id).unwrap();
      enqueueSnackbar(outcome.message, { variant: outcome.delivered ? 'success' : 'warning' });
      setShowLog(true);
    } catch (failure) {
      failed(failure, 'Das Testereignis konnte nicht gesendet werden.');
    }
  };
  const rotateSecret = async () => {
    try {
      onSecret((await rotate(endpoint.id).unwrap()).secret);
    } catch (failure) {
      failed(failure, 'Das Geheimnis konnte nicht erneuert werden.');
    }
  };
  const save = async (input: Parameters<typeof update>[0]['input'], done: string) => {
    try {
      await update({ id: endpoint.id, input }).unwrap();
      enqueueSnackbar(done, { variant: 'success' });
      setEditing(null);
    } catch (failure) {
      failed(failure, 'Die Änderung konnte nicht gespeichert werden.');
    }
  };

  return (
    <Paper variant="outlined" component="article" aria-label={`Webhook ${endpoint.url}`} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1 }}>{endpoint.url}</Typography>
          <Chip
            size="small"
            color={state.color}
            label={state.label}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        </Stack>
        {endpoint.description && <Typography variant="body2">{endpoint.description}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {endpoint.allAlerts
            ? 'Alle Überwachungen, Suchprofile und Portfolios'
            : `${endpoint.alerts.length} ausgewählte Benachrichtigung${endpoint.alerts.length === 1 ? '' : 'en'}`}
          {' · '}Geheimnis endet auf „{endpoint.secretHint}“
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => void sendTest()} disabled={testing.isLoading}>
            Testereignis senden
          </Button>
          <Button size="small" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
            {showLog ? 'Protokoll ausblenden' : 'Zustellprotokoll'}
          </Button>
          <Button
            size="small"
            onClick={() => setEditing(editing ? null : { allAlerts: endpoint.allAlerts, alerts: endpoint.alerts })}
          >
            Benachrichtigungen wählen
          </Button>
          <Button size="small" onClick={() => void rotateSecret()} disabled={rotating.isLoading}>
            Geheimnis erneuern
          </Button>
          <Button
            size="small"
            onClick={() =>
              void save(
                { enabled: !endpoint.enabled },
                endpoint.enabled ? 'Webhook ausgeschaltet' : 'Webhook eingeschaltet',
              )
            }
            disabled={updating.isLoading}
          >
            {endpoint.enabled ? 'Ausschalten' : 'Einschalten'}
          </Button>
          <Button size="small" color="error" onClick={() => onDelete(endpoint)}>
            Löschen
          </Button>
        </Stack>
        <Collapse in={editing !== null} unmountOnExit>
          {editing && (
            <Stack spacing={1}>
              <AlertChoice value={editing} onChange={setEditing} />
              <div>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => void save(editing, 'Auswahl gespeichert')}
                  disabled={updating.isLoading || (!editing.allAlerts && editing.alerts.length === 0)}
                >
                  Auswahl speichern
                </Button>
              </div>
            </Stack>
          )}
        </Collapse>
        <Collapse in={showLog} unmountOnExit>
          <DeliveryLog endpointId={endpoint.id} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
