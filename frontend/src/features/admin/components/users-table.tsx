import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatGermanDate, formatGermanDateTime } from '../../../lib/format/german-dates';
import type { AdminUser } from '../api/admin-users-api';
import { type Column, ScrollableTable } from './scrollable-table';
import { planLabel } from '../../../lib/session/plan-labels';

interface UsersTableProps {
  users: AdminUser[];
  /** The logged-in admin: the server refuses deactivating oneself (409), so the button is not offered. */
  currentUserId: string | undefined;
  changingId: string | undefined;
  onActivate: (user: AdminUser) => void;
  onDeactivate: (user: AdminUser) => void;
}

const fullName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '–';

export function UsersTable({ users, currentUserId, changingId, onActivate, onDeactivate }: UsersTableProps) {
  const columns: ReadonlyArray<Column<AdminUser>> = [
    { header: 'Name', cell: fullName },
    { header: 'E-Mail', cell: (user) => user.email },
    { header: 'Rolle', cell: (user) => (user.role === 'admin' ? 'Administrator' : 'Benutzer') },
    { header: 'Tarif', cell: (user) => planLabel(user.plan) },
    {
      header: 'Status',
      cell: (user) => (
        <>
          <Chip
            size="small"
            label={user.isActive ? 'Aktiv' : 'Inaktiv'}
            color={user.isActive ? 'success' : 'default'}
            variant={user.isActive ? 'filled' : 'outlined'}
          />
          {user.unconfirmedAccountDeletionAt ? (
            <Typography variant="caption" sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}>
              unbestätigt, Löschung am {formatGermanDate(user.unconfirmedAccountDeletionAt)}
            </Typography>
          ) : null}
        </>
      ),
    },
    { header: 'Registriert', cell: (user) => formatGermanDate(user.createdAt) },
    { header: 'Letzte Anmeldung', cell: (user) => formatGermanDateTime(user.lastLoginAt, 'nie') },
    {
      header: 'Aktion',
      cell: (user) =>
        user.isActive ? (
          <Button
            size="small"
            color="error"
            disabled={user.id === currentUserId || changingId === user.id}
            onClick={() => onDeactivate(user)}
            aria-label={`Deaktivieren: ${user.email}`}
          >
            Deaktivieren
          </Button>
        ) : (
          <Button
            size="small"
            disabled={changingId === user.id}
            onClick={() => onActivate(user)}
            aria-label={`Aktivieren: ${user.email}`}
          >
            Aktivieren
          </Button>
        ),
    },
  ];
  return (
    <ScrollableTable
      label="Benutzer"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      emptyText="Keine Benutzer gefunden."
      minWidth={900}
    />
  );
}
