import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatGermanDateTime } from '../../../lib/format/german-dates';
import type { ImportLog } from '../api/admin-dashboard-api';
import { LOG_ROWS_SHOWN } from './admin-messages';
import { formatCount } from './numbers';
import { type Column, ScrollableTable } from './scrollable-table';

const STATUS_LABELS: Record<string, string> = {
  completed: 'abgeschlossen',
  success: 'abgeschlossen',
  failed: 'fehlgeschlagen',
  running: 'läuft',
  started: 'läuft',
};

/** A failed run says why, where the server knows. */
const FAILURE_LABELS: Record<string, string> = {
  portal_unreachable: 'Portal nicht erreichbar',
  interrupted: 'unterbrochen',
  aborted: 'beim Herunterfahren abgebrochen',
  budget_spent: 'Tagesbudget aufgebraucht',
  read_models_behind: 'Lesemodelle im Rückstand, wird wiederholt',
  error: 'interner Fehler',
};

function statusText(log: ImportLog): string {
  if (!log.status) return '–';
  if (log.status === 'running' && log.progress) {
    return `läuft: Tag ${log.progress.day_number} von ${log.progress.days_total}`;
  }
  if (log.status === 'failed' && log.failure_reason && FAILURE_LABELS[log.failure_reason]) {
    return `fehlgeschlagen (${FAILURE_LABELS[log.failure_reason]})`;
  }
  return STATUS_LABELS[log.status] ?? log.status;
}

/** The error count; the German error texts unfold below it (issue #13: per-run error details). */
function Errors({ log }: { log: ImportLog }) {
  if (log.errors === 0) return <>{formatCount(0)}</>;
  const details = log.error_details ?? [];
  const count = (
    <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 700 }}>
      {formatCount(log.errors)}
    </Typography>
  );
  if (details.length === 0) return count;
  return (
    <Box component="details" sx={{ textAlign: 'left', maxWidth: 360, '& summary': { cursor: 'pointer' } }}>
      <summary>
        {count} <span>Fehler anzeigen</span>
      </summary>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {details.map((detail, index) => (
          <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** What the count columns count, in the words of the tiles above them. */
export const IMPORT_COLUMNS_EXPLAINED =
  'Neue Fälle: vom Lauf erstmals erfasste Insolvenzfälle (Unternehmen und Personen), wie sie „Insolvenzfälle gesamt“ ' +
  'zählt. Bekanntmachungen: alle vom Lauf erfassten Bekanntmachungen, die der neuen Fälle und weitere zu bekannten Fällen.';

const COLUMNS: ReadonlyArray<Column<ImportLog>> = [
  { header: 'Zeitpunkt', cell: (log) => formatGermanDateTime(log.run_date) },
  { header: 'Sitzung', cell: (log) => log.session || '–' },
  {
    header: 'Abgerufen',
    cell: (log) => (log.fetched === undefined ? '–' : formatCount(log.fetched)),
    numeric: true,
  },
  // `companies_inserted` (SPEC's name) counts every new case, company or person: the tiles' "Insolvenzfälle".
  { header: 'Neue Fälle', cell: (log) => formatCount(log.companies_inserted), numeric: true },
  // `cases_inserted`: the notices the run recorded, those of the new cases plus further ones of known cases.
  { header: 'Bekanntmachungen', cell: (log) => formatCount(log.cases_inserted), numeric: true },
  // Errors stand out: issue #6 wants the last import errors visible at a glance.
  { header: 'Fehler', numeric: true, cell: (log) => <Errors log={log} /> },
  { header: 'Status', cell: statusText },
];

/** SPEC §2/§9: the 5 most recent import runs (the server sends them newest first), a running one with progress. */
export function ImportRunsTable({ logs }: { logs: ImportLog[] }) {
  return (
    <Box>
      <ScrollableTable
        label="Letzte Importläufe"
        columns={COLUMNS}
        rows={logs.slice(0, LOG_ROWS_SHOWN)}
        rowKey={(log, index) => `${log.run_date}-${index}`}
        emptyText="Noch keine Importläufe."
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {IMPORT_COLUMNS_EXPLAINED}
      </Typography>
    </Box>
  );
}
