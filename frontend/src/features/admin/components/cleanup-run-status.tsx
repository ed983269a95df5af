import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatGermanDateTime } from '../../../lib/format/german-dates';
import type { CleanupRun } from '../api/admin-dashboard-api';
import { formatCount } from './numbers';

/** Who started a run, in words: the administrator's e-mail, or the schedule / the continuation after a crash. */
function startedBy(run: CleanupRun): string {
  if (run.startedBy.email) return run.startedBy.email;
  return run.startedBy.id.startsWith('system:') ? 'automatisch' : 'unbekannt';
}

/** The running cleanup's progress (erased of due, started when and by whom), else the last cleanup's outcome. */
export function CleanupRunStatus({ run }: { run: CleanupRun }) {
  const started = `gestartet am ${formatGermanDateTime(run.startedAt)} von ${startedBy(run)}`;
  if (run.status === 'running') {
    const percent = run.total ? Math.min(100, Math.round((run.erased / run.total) * 100)) : undefined;
    return (
      <Stack spacing={1} role="status" aria-label="Laufende Bereinigung">
        <Typography sx={{ fontWeight: 600 }}>
          Bereinigung läuft: {formatCount(run.erased)}
          {run.total !== null ? ` von ${formatCount(run.total)}` : ''} Fällen gelöscht
        </Typography>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label="Fortschritt der Bereinigung"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {started}
        </Typography>
      </Stack>
    );
  }
  const finished = formatGermanDateTime(run.finishedAt);
  const accounts = run.unconfirmedAccountsErased ?? 0;
  const messages = run.contactMessagesErased ?? 0;
  const more = [
    accounts > 0 && `${formatCount(accounts)} ${accounts === 1 ? 'unbestätigtes Konto' : 'unbestätigte Konten'}`,
    messages > 0 &&
      `${formatCount(messages)} ${messages === 1 ? 'abgelaufene Kontaktanfrage' : 'abgelaufene Kontaktanfragen'}`,
  ].filter(Boolean);
  const accountsText = more.length > 0 ? ` und ${more.join(' sowie ')} entfernt` : '';
  return (
    <Alert severity={run.status === 'completed' ? 'success' : 'error'} role="status" aria-label="Letzte Bereinigung">
      {run.status === 'completed'
        ? `Letzte Bereinigung abgeschlossen am ${finished}: ${formatCount(run.erased)} Einträge gelöscht${accountsText} (${started}).`
        : `Letzte Bereinigung fehlgeschlagen am ${finished} nach ${formatCount(run.erased)} gelöschten Einträgen: ${run.error ?? 'unbekannter Fehler'} (${started}).`}
    </Alert>
  );
}
