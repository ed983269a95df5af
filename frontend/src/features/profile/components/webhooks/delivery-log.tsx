import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatGermanDateTime } from '../../../../lib/format/german-dates';
import { useWebhookDeliveriesQuery, type WebhookDelivery } from '../../api/webhooks-api';

const EVENT_LABELS: Record<WebhookDelivery['eventType'], string> = {
  'insolvency.case.matched': 'Treffer',
  'insolvency.case.corrected': 'Berichtigung',
  'insolvency.portfolio.match': 'Portfolio-Treffer',
  'webhook.test': 'Test',
};

const STATUS: Record<WebhookDelivery['status'], { label: string; color: 'success' | 'warning' | 'error' }> = {
  delivered: { label: 'zugestellt', color: 'success' },
  pending: { label: 'wird wiederholt', color: 'warning' },
  failed: { label: 'fehlgeschlagen', color: 'error' },
};

/** The endpoint's last deliveries (14 days, at most 100): time, event, HTTP status, attempts, latency. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const log = useWebhookDeliveriesQuery(endpointId);
  if (log.isLoading) return <Skeleton variant="rounded" height={80} aria-label="Zustellprotokoll wird geladen" />;
  if (log.isError) return <Alert severity="error">Das Zustellprotokoll konnte nicht geladen werden.</Alert>;
  const items = log.data?.items ?? [];
  if (items.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }}>Noch keine Zustellungen. Senden Sie ein Testereignis.</Typography>
    );
  return (
    // The table scrolls sideways on a phone instead of squeezing its columns.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Zustellprotokoll">
        <TableHead>
          <TableRow>
            <TableCell>Zeit</TableCell>
            <TableCell>Ereignis</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">HTTP</TableCell>
            <TableCell align="right">Versuche</TableCell>
            <TableCell align="right">Dauer</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatGermanDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
              </TableCell>
              <TableCell>{EVENT_LABELS[delivery.eventType]}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS[delivery.status].color}
                  label={STATUS[delivery.status].label}
                  // White on the warning colour has 3.1:1 (below AA's 4.5:1); its dark shade 5.6:1.
                  sx={delivery.status === 'pending' ? { bgcolor: 'warning.dark' } : undefined}
                />
              </TableCell>
              <TableCell align="right">{delivery.httpStatus ?? (delivery.error ? delivery.error : '–')}</TableCell>
              <TableCell align="right">{delivery.attempts}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {delivery.latencyMs === null ? '–' : `${delivery.latencyMs} ms`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
