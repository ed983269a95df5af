import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardListSkeleton } from '../../../components/feedback/card-list-skeleton';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useLastPresent } from '../../../components/feedback/use-last-present';
import { useSession } from '../../../lib/session/use-session';
import { type AdminUser, type UserQuery, useListUsersQuery } from '../api/admin-users-api';
import { AdminSection } from './admin-section';
import { LoadErrorAlert } from './load-error-alert';
import { NO_USER_FILTERS, UserFilters, type UserFilterValues } from './user-filters';
import { UsersTable } from './users-table';
import { useUserStatus } from './use-user-status';

export const USERS_PER_PAGE = 20;

/** Empty filters are left out of the request. */
function queryOf(page: number, { search, plan, status }: UserFilterValues): UserQuery {
  return {
    page,
    limit: USERS_PER_PAGE,
    ...(search ? { search } : {}),
    ...(plan ? { plan } : {}),
    ...(status ? { status } : {}),
  };
}

/** Admin user management (issue #6): search, plan and status filters, pages, activate and deactivate. */
export function UsersPanel() {
  const [filters, setFilters] = useState(NO_USER_FILTERS);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, error } = useListUsersQuery(queryOf(page, filters));
  const { user: me } = useSession();
  const { changeStatus, changingId } = useUserStatus();
  const [toDeactivate, setToDeactivate] = useState<AdminUser | null>(null);
  const deactivating = useLastPresent(toDeactivate);
  const pagination = data?.pagination;
  const totalPages = Math.max(pagination?.totalPages ?? 1, 1);

  const applyFilters = (next: UserFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  const confirmDeactivate = async () => {
    if (toDeactivate) await changeStatus(toDeactivate, false);
    setToDeactivate(null);
  };

  return (
    <AdminSection title="Benutzerverwaltung">
      <UserFilters filters={filters} onChange={applyFilters} />
      {isLoading ? (
        <CardListSkeleton label="Benutzer werden geladen" />
      ) : isError ? (
        <LoadErrorAlert error={error} />
      ) : (
        <Stack spacing={2} aria-busy={isFetching}>
          <UsersTable
            users={data?.users ?? []}
            currentUserId={me?.id}
            changingId={changingId}
            onActivate={(user) => void changeStatus(user, true)}
            onDeactivate={setToDeactivate}
          />
          <Stack
            component="nav"
            aria-label="Seiten der Benutzerliste"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography variant="body2">
              Seite {pagination?.page ?? page} von {totalPages} ({pagination?.total ?? 0} Benutzer gesamt)
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setPage((p) => p - 1)} disabled={page <= 1 || isFetching}>
                Zurück
              </Button>
              <Button onClick={() => setPage((p) => p + 1)} disabled={page >= totalPages || isFetching}>
                Weiter
              </Button>
            </Stack>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={toDeactivate !== null}
        title="Benutzer deaktivieren?"
        confirmLabel="Deaktivieren"
        destructive
        busy={changingId !== undefined}
        onConfirm={() => void confirmDeactivate()}
        onCancel={() => setToDeactivate(null)}
      >
        {deactivating?.email} wird sofort abgemeldet und kann sich nicht mehr anmelden, bis das Konto wieder aktiviert
        wird.
      </ConfirmDialog>
    </AdminSection>
  );
}
