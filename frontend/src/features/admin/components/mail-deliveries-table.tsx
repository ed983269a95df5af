import Typography from '@mui/material/Typography';
import { formatGermanDateTime } from '../../../lib/format/german-dates';
import type { MailDeliveries, MailDelivery } from '../api/admin-dashboard-api';
import { LOG_ROWS_SHOWN } from './admin-messages';
import { formatCount } from './numbers';
import { type Column, ScrollableTable } from './scrollable-table';

const COLUMNS: ReadonlyArray<Column<MailDelivery>> = [
  { header: 'Erster Versuch', cell: (d) => formatGermanDateTime(d.recordedAt) },
  { header: 'Art', cell: (d) => d.kindLabel },
  { header: 'Stand', cell: (d) => d.statusLabel },
  { header: 'Versuche', cell: (d) => formatCount(d.attempts), numeric: true },
  { header: 'Fehler', cell: (d) => d.lastError ?? '–' },
  { header: 'Message-ID', cell: (d) => d.messageId },
];

/** Mails that failed or had to be sent again (the delivery sends every mail at least once). */
export function MailDeliveriesTable({ deliveries }: { deliveries: MailDeliveries }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${formatCount(deliveries.sent)} zugestellt, ${formatCount(deliveries.resent)} erneut gesendet, ` +
          `${formatCount(deliveries.failed)} fehlgeschlagen, ${formatCount(deliveries.sending)} in Zustellung (14 Tage)`}
      </Typography>
      <ScrollableTable
        label="E-Mail-Zustellung"
        columns={COLUMNS}
        rows={deliveries.troubled.slice(0, LOG_ROWS_SHOWN)}
        rowKey={(d) => d.messageId}
        emptyText="Keine fehlgeschlagenen oder erneut gesendeten Mails."
      />
    </>
  );
}
