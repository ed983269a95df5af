import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CardListSkeleton } from '../../../components/feedback/card-list-skeleton';
import { serverErrorText } from '../../../lib/api/api-error';
import { formatCount } from '../../../lib/format/numbers';
import { pageOf } from '../../../lib/paging/page-of';
import { ListPagination } from '../../../components/paging/list-pagination';
import { type Subscription, useGetSubscriptionsQuery } from '../api/subscriptions-api';
import { DeleteNotificationDialog } from './delete-notification-dialog';
import { SubscriptionFilter } from './list/subscription-filter';
import { filterSubscriptions, NOTIFICATIONS_PAGE_SIZE } from './list/subscription-page';
import { GENERIC_ERROR } from './notification-messages';
import { NotificationList } from './notification-list';
import { NotificationsEmptyState } from './notifications-empty-state';
import type { useSubscriptionActions } from './use-subscription-actions';

interface NotificationsSectionProps {
  actions: ReturnType<typeof useSubscriptionActions>;
  onEdit: (subscription: Subscription) => void;
}

/**
 * SPEC §2: the list with its count, a skeleton of 3 cards while loading, an empty state and a load error. A list
 * longer than a page (a watchlist upload) is shown 20 entries at a time, with a filter over its texts.
 */
export function NotificationsSection({ actions, onEdit }: NotificationsSectionProps) {
  const { data, isLoading, isError, error, refetch } = useGetSubscriptionsQuery();
  const [toDelete, setToDelete] = useState<Subscription | null>(null);
  const [query, setQuery] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const all = data ?? [];
  const paged = all.length > NOTIFICATIONS_PAGE_SIZE;
  const matching = useMemo(() => (paged ? filterSubscriptions(all, query) : all), [all, paged, query]);
  const page = pageOf(matching, requestedPage, paged ? NOTIFICATIONS_PAGE_SIZE : Math.max(1, all.length));

  const changeQuery = (value: string) => {
    setQuery(value);
    setRequestedPage(1);
  };
  const changePage = (next: number) => {
    setRequestedPage(next);
    heading.current?.scrollIntoView?.({ block: 'start' });
  };

  // SPEC §8: request failures are logged to the console.
  useEffect(() => {
    if (error) console.error('Benachrichtigungen nicht geladen', error);
  }, [error]);

  const confirmDelete = async (subscription: Subscription) => {
    await actions.deleteSubscription(subscription);
    setToDelete(null);
  };

  return (
    <Stack component="section" aria-labelledby="notifications-list-heading" spacing={2}>
      <Typography
        ref={heading}
        id="notifications-list-heading"
        variant="h5"
        component="h2"
        sx={{ scrollMarginTop: 80 }}
      >
        Ihre Benachrichtigungen{data ? ` (${formatCount(data.length)})` : ''}
      </Typography>
      {isLoading ? (
        <CardListSkeleton label="Benachrichtigungen werden geladen" />
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Erneut versuchen
            </Button>
          }
        >
          <AlertTitle>Benachrichtigungen konnten nicht geladen werden</AlertTitle>
          {serverErrorText(error) ?? GENERIC_ERROR}
        </Alert>
      ) : !data || data.length === 0 ? (
        <NotificationsEmptyState />
      ) : (
        <>
          {paged && (
            <>
              <SubscriptionFilter value={query} onChange={changeQuery} />
              <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
                {rangeText(page.first, page.last, matching.length, all.length, query)}
              </Typography>
            </>
          )}
          <NotificationList
            subscriptions={page.items}
            togglingId={actions.togglingId}
            onToggle={(subscription) => void actions.toggleActive(subscription)}
            resendingId={actions.resendingId}
            onResend={(subscription) => void actions.resendConfirmation(subscription)}
            onEdit={onEdit}
            onDelete={setToDelete}
          />
          <ListPagination page={page.page} pageCount={page.pageCount} onChange={changePage} />
        </>
      )}
      <DeleteNotificationDialog
        subscription={toDelete}
        busy={actions.deleting}
        onConfirm={(subscription) => void confirmDelete(subscription)}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}

/**
 * "21–40 von 1.000"; with a filter "5 Treffer (1.000 insgesamt)" or, over several pages, "21–40 von 57 Treffern
 * (1.000 insgesamt)"; or why nothing is shown.
 */
function rangeText(first: number, last: number, matching: number, total: number, query: string): string {
  if (matching === 0) return `Keine Benachrichtigung passt zu „${query.trim()}“.`;
  const range = `${formatCount(first)}–${formatCount(last)}`;
  if (matching === total) return `${range} von ${formatCount(total)}`;
  const all = `(${formatCount(total)} insgesamt)`;
  if (first === 1 && last === matching) return `${formatCount(matching)} Treffer ${all}`;
  return `${range} von ${formatCount(matching)} Treffern ${all}`;
}
