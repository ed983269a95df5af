import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardListSkeleton } from '../../../components/feedback/card-list-skeleton';
import { useDocumentTitle } from '../../../components/use-document-title';
import { serverErrorText } from '../../../lib/api/api-error';
import { formatCount } from '../../../lib/format/numbers';
import { pageOf } from '../../../lib/paging/page-of';
import { ListPagination } from '../../../components/paging/list-pagination';
import { fileDownload } from '../../../lib/browser/download-file';
import { isProPlan } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import { type DeadlineFilter, useGetDeadlineSettingsQuery, useGetDeadlinesQuery } from '../api/deadlines-api';
import { CalendarPanel } from '../components/calendar-panel';
import { deadlinesCsv } from '../components/deadline-csv';
import { DeadlineFilters, NO_FILTER, type FilterValues } from '../components/deadline-filters';
import { DeadlineList } from '../components/deadline-list';
import { ReminderSettings } from '../components/reminder-settings';

/**
 * Deadlines per page. A credit manager's 1,000 customers watched by a watchlist gave 1,201 deadlines of 739 cases
 * on the demo's data: all as cards, 2.5 s to draw in Chromium, with the calendar and reminder settings below them.
 */
export const DEADLINES_PAGE_SIZE = 25;

const PAGE_TITLE_SX = { fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' } as const;

/** The ISO day `days` after `day`. */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function toQuery(values: FilterValues, today: string | undefined): DeadlineFilter {
  return {
    kind: values.kind || undefined,
    q: values.company.trim() || undefined,
    source: values.source || undefined,
    to: values.period !== 'all' && today ? dayAfter(today, Number(values.period)) : undefined,
  };
}

function ProOnly() {
  return (
    <Alert severity="info">
      „Meine Fristen“ gehört zum Pro-Tarif, wie die Benachrichtigungen, aus denen die Fristen stammen.{' '}
      <Link component={RouterLink} to="/pricing">
        Zu den Preisen
      </Link>
    </Alert>
  );
}

function Deadlines() {
  const [filter, setFilter] = useState<FilterValues>(NO_FILTER);
  const [requestedPage, setRequestedPage] = useState(1);
  const listTop = useRef<HTMLDivElement>(null);
  const deferred = useDeferredValue(filter);
  const unfiltered = useGetDeadlinesQuery({});
  const today = unfiltered.data?.today;
  const filtered = deferred === NO_FILTER;
  const answer = useGetDeadlinesQuery(toQuery(deferred, today), { skip: filtered });
  const current = filtered ? unfiltered : answer;
  const settings = useGetDeadlineSettingsQuery();
  const deadlines = current.data?.deadlines ?? [];
  const page = pageOf(deadlines, requestedPage, DEADLINES_PAGE_SIZE);
  const changeFilter = (next: FilterValues) => {
    setFilter(next);
    setRequestedPage(1);
  };
  const changePage = (next: number) => {
    setRequestedPage(next);
    listTop.current?.scrollIntoView?.({ block: 'start' });
  };

  const exportCsv = () =>
    fileDownload.save(new Blob([deadlinesCsv(deadlines)], { type: 'text/csv;charset=utf-8' }), 'meine-fristen.csv');

  return (
    <>
      <DeadlineFilters value={filter} onChange={changeFilter} />
      {current.isLoading && <CardListSkeleton label="Fristen werden geladen" />}
      {current.isError && (
        <Alert severity="error">{serverErrorText(current.error) ?? 'Die Fristen konnten nicht geladen werden.'}</Alert>
      )}
      {current.data && (
        <Stack spacing={2} ref={listTop} sx={{ scrollMarginTop: 80 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography sx={{ color: 'text.secondary' }} role="status">
              {deadlines.length === 1 ? 'Eine Frist' : `${formatCount(deadlines.length)} Fristen`} aus{' '}
              {current.data.watchedCases === 1
                ? 'einem beobachteten Verfahren'
                : `${formatCount(current.data.watchedCases)} beobachteten Verfahren`}
              {page.pageCount > 1 && ` · ${formatCount(page.first)}–${formatCount(page.last)} angezeigt`}
            </Typography>
            <Button startIcon={<DownloadIcon />} onClick={exportCsv} disabled={deadlines.length === 0}>
              Als CSV exportieren
            </Button>
          </Stack>
          {(current.data.omittedCases ?? 0) > 0 && (
            <Alert severity="info">
              Sie beobachten {formatCount(current.data.watchedCases + current.data.omittedCases!)} Verfahren. Hier
              stehen die Fristen der neuesten Verfahren; {formatCount(current.data.omittedCases!)} ältere Verfahren mit
              anstehenden Fristen sind nicht berücksichtigt.
            </Alert>
          )}
          {deadlines.length > 0 ? (
            <>
              <DeadlineList deadlines={page.items} />
              <ListPagination page={page.page} pageCount={page.pageCount} onChange={changePage} />
            </>
          ) : (
            <Alert severity="info">
              {current.data.watchedCases === 0
                ? 'Sie beobachten noch keine Verfahren. Legen Sie eine Benachrichtigung, ein Suchprofil mit E-Mail oder ein Portfolio an: die Fristen der gefundenen Verfahren erscheinen hier.'
                : 'Keine kommenden Fristen für diese Auswahl.'}
            </Alert>
          )}
        </Stack>
      )}
      {settings.data && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
          <Box sx={{ flex: 3 }}>
            <CalendarPanel activeSince={settings.data.calendarLinkCreatedAt} />
          </Box>
          <Box sx={{ flex: 2 }}>
            <ReminderSettings reminderDays={settings.data.reminderDays} />
          </Box>
        </Stack>
      )}
    </>
  );
}

/** "Meine Fristen" (issue #32): the upcoming deadlines of every watched case, the calendar feed, the reminders. */
export default function DeadlinesPage() {
  useDocumentTitle('Meine Fristen');
  const { user } = useSession();
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1" sx={PAGE_TITLE_SX}>
          Meine Fristen
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Anmeldefristen und Gerichtstermine der Verfahren, die Ihre Benachrichtigungen, Suchprofile und Portfolios
          beobachten. Maßgeblich ist allein die Veröffentlichung auf www.insolvenzbekanntmachungen.de.
        </Typography>
      </Stack>
      {isProPlan(user?.plan) ? <Deadlines /> : <ProOnly />}
    </Stack>
  );
}
