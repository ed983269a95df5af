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

const COLUMNS: ReadonlyArray<Column<ImportLog>> = [
  { header: 'Zeitpunkt', cell: (log) => formatGermanDateTime(log.run_date) },
  { header: 'Sitzung', cell: (log) => log.session || '–' },
  { header: 'Unternehmen', cell: (log) => formatCount(log.companies_inserted), numeric: true },
  { header: 'Fälle', cell: (log) => formatCount(log.cases_inserted), numeric: true },
  {
    header: 'Fehler',
    numeric: true,
    // Errors stand out: issue #6 wants the last import errors visible at a glance.
    cell: (log) =>
      log.errors > 0 ? (
        <Typography component="span" variant="body2" sx={{ color: 'error.main', fontWeight: 700 }}>
          {formatCount(log.errors)}
        </Typography>
      ) : (
        formatCount(log.errors)
      ),
  },
  { header: 'Status', cell: (log) => (log.status ? (STATUS_LABELS[log.status] ?? log.status) : '–') },
];

/** SPEC §2/§9: the 5 most recent import runs (the server sends them newest first). */
export function ImportRunsTable({ logs }: { logs: ImportLog[] }) {
  return (
    <ScrollableTable
      label="Letzte Importläufe"
      columns={COLUMNS}
      rows={logs.slice(0, LOG_ROWS_SHOWN)}
      rowKey={(log, index) => `${log.run_date}-${index}`}
      emptyText="Noch keine Importläufe."
    />
  );
}
