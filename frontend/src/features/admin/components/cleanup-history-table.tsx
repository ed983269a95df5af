import { formatGermanDateTime } from '../../../lib/format/german-dates';
import type { CleanupLog } from '../api/admin-dashboard-api';
import { LOG_ROWS_SHOWN } from './admin-messages';
import { formatCount } from './numbers';
import { type Column, ScrollableTable } from './scrollable-table';

const TRIGGER_LABELS: Record<string, string> = { manual: 'manuell', scheduled: 'geplant' };

const COLUMNS: ReadonlyArray<Column<CleanupLog>> = [
  { header: 'Zeitpunkt', cell: (log) => formatGermanDateTime(log.cleanup_date) },
  { header: 'Privatpersonen', cell: (log) => formatCount(log.individuals_deleted), numeric: true },
  { header: 'Unternehmen', cell: (log) => formatCount(log.companies_deleted), numeric: true },
  { header: 'Gesamt', cell: (log) => formatCount(log.total_deleted), numeric: true },
  {
    header: 'Unbestätigte Konten',
    cell: (log) => formatCount(log.unconfirmed_accounts_deleted ?? 0),
    numeric: true,
  },
  { header: 'Kontaktanfragen', cell: (log) => formatCount(log.contact_messages_deleted ?? 0), numeric: true },
  { header: 'Auslöser', cell: (log) => (log.trigger ? (TRIGGER_LABELS[log.trigger] ?? log.trigger) : '–') },
];

/** SPEC §2/§9: the 5 most recent cleanups (newest first from the server). */
export function CleanupHistoryTable({ logs }: { logs: CleanupLog[] }) {
  return (
    <ScrollableTable
      label="Bereinigungsverlauf"
      columns={COLUMNS}
      rows={logs.slice(0, LOG_ROWS_SHOWN)}
      rowKey={(log, index) => `${log.cleanup_date}-${index}`}
      emptyText="Noch keine Bereinigungen."
    />
  );
}
